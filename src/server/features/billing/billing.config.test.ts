import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SALES_EMAIL_DEFAULT } from '../../config.ts';

const base = { NODE_ENV: 'test', BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'silent' } as const;

describe('payment configuration', () => {
  it('uses the demonstration provider when no Stripe key is set', () => {
    expect(loadConfig({ ...base }).payments).toEqual({ provider: 'demo', demoInProduction: false });
  });

  it('refuses to start in production without Stripe rather than sell plans for free through the demo checkout', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/PAYMENTS_PROVIDER=demo/);
  });

  it('runs the demo provider in production only when PAYMENTS_PROVIDER=demo asks for it', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYMENTS_PROVIDER: 'demo' }).payments).toEqual({ provider: 'demo', demoInProduction: true });
  });

  it('refuses contradictory payment settings', () => {
    expect(() => loadConfig({ ...base, PAYMENTS_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PAYMENTS_PROVIDER: 'demo', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
  });

  it('reads the Stripe key, webhook secret, plan prices and API base', () => {
    const config = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_STUDIO: 'price_studio',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      stripeSecretKey: 'sk_test_1',
      stripeWebhookSecret: 'whsec_1',
      stripePrices: { pro: 'price_pro', studio: 'price_studio' },
      stripeApiBase: 'http://127.0.0.1:12111',
    });
  });

  it('refuses to start in production with a Stripe key but no webhook secret', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(ConfigError);
  });
});

describe('sales contact configuration ("Falar com Vendas")', () => {
  it('reads SALES_WHATSAPP as digits only and SALES_EMAIL', () => {
    const config = loadConfig({ ...base, SALES_WHATSAPP: '+55 (21) 98888-7777', SALES_EMAIL: 'comercial@restaurante.com.br' });
    expect(config.sales).toEqual({ whatsapp: '5521988887777', email: 'comercial@restaurante.com.br' });
  });

  it('has embedded defaults, so a fresh install shows a working contact', () => {
    // No made-up number: without SALES_WHATSAPP the sales contact is the e-mail alone.
    expect(loadConfig({ ...base }).sales).toEqual({ whatsapp: null, email: SALES_EMAIL_DEFAULT });
  });

  it('refuses a number wa.me cannot open and an address that is not an e-mail', () => {
    expect(() => loadConfig({ ...base, SALES_WHATSAPP: '98888-7777' })).toThrow(/SALES_WHATSAPP/);
    expect(() => loadConfig({ ...base, SALES_EMAIL: 'vendas' })).toThrow(/SALES_EMAIL/);
  });
});
