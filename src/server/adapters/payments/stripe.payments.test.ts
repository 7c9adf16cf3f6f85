import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { decodeStripeForm, signedDelivery, stripeEvent } from '../../../../tests/helpers/fake-stripe-api.ts';
import { WebhookSignatureError } from './payments.ts';
import { allowedPaymentMethods, createStripeWebhookVerifier } from './stripe.payments.ts';

const SECRET = 'whsec_unit_test';
const STALE_SECONDS = 10 * 60;

describe('Stripe webhook verifier', () => {
  const verify = createStripeWebhookVerifier(SECRET);
  const event = stripeEvent('checkout.session.completed', { id: 'cs_1', metadata: { userId: 'u1', kind: 'credits' } });

  it('returns the event of a delivery signed with the webhook secret', () => {
    const { payload, headers } = signedDelivery(event, SECRET);
    expect(verify(Buffer.from(payload), headers['stripe-signature'])).toMatchObject({ id: event.id, type: event.type, data: { object: { id: 'cs_1' } } });
  });

  it('refuses a missing signature, another secret, changed bytes and an old timestamp', () => {
    const { payload, headers } = signedDelivery(event, SECRET);
    expect(() => verify(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    expect(() => verify(Buffer.from(payload), signedDelivery(event, 'whsec_other').headers['stripe-signature'])).toThrow(WebhookSignatureError);
    expect(() => verify(Buffer.from(`${payload} `), headers['stripe-signature'])).toThrow(WebhookSignatureError);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - STALE_SECONDS });
    expect(() => verify(Buffer.from(payload), stale)).toThrow(WebhookSignatureError);
  });

  it('verifies nothing when no webhook secret is configured', () => {
    const { payload, headers } = signedDelivery(event, SECRET);
    expect(() => createStripeWebhookVerifier(undefined)(Buffer.from(payload), headers['stripe-signature'])).toThrow(WebhookSignatureError);
  });
});

describe('Stripe checkout parameters', () => {
  it('offers the chosen method first for packages and card only for subscriptions', () => {
    expect(allowedPaymentMethods('credits', 'card')).toEqual(['card', 'pix']);
    expect(allowedPaymentMethods('credits', 'pix')).toEqual(['pix', 'card']);
    expect(allowedPaymentMethods('subscription', 'pix')).toEqual(['card']);
  });

  it('decodes the form encoding the SDK sends', () => {
    expect(decodeStripeForm('mode=payment&line_items[0][price_data][currency]=brl&line_items[0][quantity]=1&metadata[userId]=u1')).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'brl' }, quantity: '1' }],
      metadata: { userId: 'u1' },
    });
  });
});
