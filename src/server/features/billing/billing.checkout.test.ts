import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedDelivery, startFakeStripeApi, stripeEvent, type FakeStripeApi } from '../../../../tests/helpers/fake-stripe-api.ts';
import { createTestApp, ORIGIN, signUp, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_foodart_checkout';
const PUBLIC_URL = 'http://localhost:3000';
const RATE_LIMITS = { signInPerMinute: 1000, signUpPerHour: 1000, generationPerMinute: 1000 };

describe.each(testDrivers())('Stripe checkout on %s', (driver) => {
  let stripe: FakeStripeApi;
  let t: TestApp;
  let pkg: { id: string; credits: number; priceBrlCents: number };

  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    t = await createTestApp(driver, {
      payments: { provider: 'stripe', stripeSecretKey: 'sk_test_foodart', stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: stripe.url },
      rateLimits: RATE_LIMITS,
    });
    pkg = ((await t.app.inject({ method: 'GET', url: '/api/credit-packages' })).json() as (typeof pkg)[])[1]!;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const post = (url: string, cookie: string | undefined, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  const sessionsOf = (userId: string) =>
    stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && (r.body.metadata as Record<string, string>).userId === userId);
  const customersOf = (userId: string) =>
    stripe.requests.filter((r) => r.path === '/v1/customers' && (r.body.metadata as Record<string, string>).userId === userId);

  it('opens a BRL payment session for a credit package, card first with PIX allowed, and reuses the customer', async () => {
    const user = await signUp(t.app);
    const response = await post('/api/billing/credit-checkout', user.cookie, { packageId: pkg.id, paymentMethod: 'card' });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/);

    const [customer] = customersOf(user.id);
    expect(customer?.body).toMatchObject({ email: user.email, name: 'Maria Souza' });
    const [session] = sessionsOf(user.id);
    expect(session?.body).toEqual({
      mode: 'payment',
      customer: expect.stringMatching(/^cus_fake_/),
      client_reference_id: user.id,
      line_items: [{ quantity: '1', price_data: { currency: 'brl', unit_amount: String(pkg.priceBrlCents), product_data: { name: `Pacote de ${pkg.credits} créditos FoodArt` } } }],
      allowed_payment_method_types: ['card', 'pix'],
      locale: 'pt-BR',
      success_url: `${PUBLIC_URL}/profile?checkout=success`,
      cancel_url: `${PUBLIC_URL}/profile?checkout=cancel`,
      metadata: { userId: user.id, kind: 'credits', packageId: pkg.id, credits: String(pkg.credits) },
      payment_intent_data: { metadata: { userId: user.id, kind: 'credits', packageId: pkg.id, credits: String(pkg.credits) } },
    });

    const pix = await post('/api/billing/credit-checkout', user.cookie, { packageId: pkg.id, paymentMethod: 'pix' });
    expect(pix.statusCode).toBe(200);
    const second = sessionsOf(user.id)[1]!;
    expect(second.body.allowed_payment_method_types).toEqual(['pix', 'card']);
    expect(second.body.customer).toBe(session?.body.customer);
    expect(customersOf(user.id)).toHaveLength(1);
  });

  it('opens a monthly BRL subscription session for Pro and Studio with the plan in the metadata', async () => {
    const user = await signUp(t.app);
    for (const [planSlug, price] of [['pro', 4900], ['studio', 8900]] as const) {
      const response = await post('/api/billing/subscription-checkout', user.cookie, { planSlug });
      expect(response.statusCode).toBe(200);
      const session = sessionsOf(user.id).at(-1)!;
      expect(session.body).toMatchObject({
        mode: 'subscription',
        line_items: [{ quantity: '1', price_data: { currency: 'brl', unit_amount: String(price), recurring: { interval: 'month' } } }],
        allowed_payment_method_types: ['card'],
        success_url: `${PUBLIC_URL}/subscription?checkout=success`,
        cancel_url: `${PUBLIC_URL}/subscription?checkout=cancel`,
        metadata: { userId: user.id, kind: 'subscription', planSlug },
        subscription_data: { metadata: { userId: user.id, kind: 'subscription', planSlug } },
      });
    }
    expect(customersOf(user.id)).toHaveLength(1);
  });

  it('refuses the free plan, unknown plans and packages, and signed-out buyers in pt-BR', async () => {
    const user = await signUp(t.app);
    const before = stripe.requests.length;
    const free = await post('/api/billing/subscription-checkout', user.cookie, { planSlug: 'free' });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toEqual({ error: 'free_plan', message: 'Você já pode começar gratuitamente!' });
    expect((await post('/api/billing/subscription-checkout', user.cookie, { planSlug: 'gold' })).json()).toEqual({
      error: 'invalid_input',
      message: 'Plano inválido',
    });
    const unknown = await post('/api/billing/credit-checkout', user.cookie, { packageId: randomUUID(), paymentMethod: 'card' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Pacote de créditos não encontrado' });
    expect((await post('/api/billing/credit-checkout', user.cookie, { packageId: 'x', paymentMethod: 'card' })).statusCode).toBe(400);
    expect((await post('/api/billing/credit-checkout', user.cookie, { packageId: pkg.id, paymentMethod: 'boleto' })).statusCode).toBe(400);

    for (const url of ['/api/billing/subscription-checkout', '/api/billing/credit-checkout', '/api/billing/portal']) {
      const signedOut = await post(url, undefined, { planSlug: 'pro', packageId: pkg.id });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ error: 'unauthorized', message: 'Sessão expirada. Faça login novamente.' });
    }
    expect(stripe.requests.length).toBe(before);
  });

  it('answers 502 with the pt-BR payment error when Stripe refuses', async () => {
    const user = await signUp(t.app);
    stripe.failNext(400);
    const purchase = await post('/api/billing/credit-checkout', user.cookie, { packageId: pkg.id, paymentMethod: 'card' });
    expect(purchase.statusCode).toBe(502);
    expect(purchase.json()).toEqual({ error: 'payment_provider_error', message: 'Erro ao processar compra' });
    stripe.failNext(400);
    const plan = await post('/api/billing/subscription-checkout', user.cookie, { planSlug: 'pro' });
    expect(plan.statusCode).toBe(502);
    expect(plan.json().message).toBe('Erro ao processar pagamento. Tente novamente.');
  });

  it('opens the customer portal for a subscriber, refuses it without one, and refuses a second subscription', async () => {
    const user = await signUp(t.app);
    const none = await post('/api/billing/portal', user.cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'no_subscription', message: 'Erro ao abrir portal de gerenciamento' });

    expect((await post('/api/billing/subscription-checkout', user.cookie, { planSlug: 'pro' })).statusCode).toBe(200);
    const customer = sessionsOf(user.id).at(-1)!.body.customer as string;
    const completed = stripeEvent('checkout.session.completed', {
      id: `cs_test_${randomUUID()}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      customer,
      subscription: `sub_${randomUUID()}`,
      metadata: { userId: user.id, kind: 'subscription', planSlug: 'pro' },
    });
    const { payload, headers } = signedDelivery(completed, WEBHOOK_SECRET);
    expect((await t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload, headers })).statusCode).toBe(200);

    const portal = await post('/api/billing/portal', user.cookie);
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.requests.at(-1)).toMatchObject({ path: '/v1/billing_portal/sessions', body: { customer, return_url: `${PUBLIC_URL}/profile` } });

    const again = await post('/api/billing/subscription-checkout', user.cookie, { planSlug: 'studio' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_subscribed');
  });

  it('sells a plan at its configured Stripe price and follows a price switch made in the portal', async () => {
    const priced = await createTestApp(driver, {
      payments: {
        provider: 'stripe',
        stripeSecretKey: 'sk_test_foodart',
        stripeWebhookSecret: WEBHOOK_SECRET,
        stripeApiBase: stripe.url,
        stripePrices: { pro: 'price_pro_brl', studio: 'price_studio_brl' },
      },
      rateLimits: RATE_LIMITS,
    });
    try {
      const user = await signUp(priced.app);
      const response = await priced.app.inject({
        method: 'POST',
        url: '/api/billing/subscription-checkout',
        headers: { origin: ORIGIN, cookie: user.cookie },
        payload: { planSlug: 'pro' },
      });
      expect(response.statusCode).toBe(200);
      expect(sessionsOf(user.id).at(-1)!.body.line_items).toEqual([{ price: 'price_pro_brl', quantity: '1' }]);

      const subscriptionId = `sub_${randomUUID()}`;
      const deliver = (event: object) => {
        const { payload, headers } = signedDelivery(event, WEBHOOK_SECRET);
        return priced.app.inject({ method: 'POST', url: '/api/billing/webhook', payload, headers });
      };
      await deliver(
        stripeEvent('checkout.session.completed', {
          id: `cs_test_${randomUUID()}`,
          mode: 'subscription',
          payment_status: 'paid',
          customer: 'cus_switch',
          subscription: subscriptionId,
          metadata: { userId: user.id, kind: 'subscription', planSlug: 'pro' },
        }),
      );
      await deliver(
        stripeEvent('customer.subscription.updated', {
          id: subscriptionId,
          object: 'subscription',
          status: 'active',
          metadata: { userId: user.id, kind: 'subscription', planSlug: 'pro' },
          items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) + 86400, price: { id: 'price_studio_brl' } }] },
        }),
      );
      const me = (await priced.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json();
      expect(me.subscription).toMatchObject({ planSlug: 'studio', status: 'active' });
      expect(me.credits.unlimited).toBe(true);
    } finally {
      await priced.close();
    }
  });

  it('refuses a second subscription paid while the first is active and ends it at Stripe, so the user is billed once', async () => {
    const user = await signUp(t.app);
    const deliver = (event: object) => {
      const { payload, headers } = signedDelivery(event, WEBHOOK_SECRET);
      return t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload, headers });
    };
    const session = (planSlug: string, subscription: string) =>
      stripeEvent('checkout.session.completed', {
        id: `cs_test_${randomUUID()}`,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        customer: 'cus_double',
        subscription,
        metadata: { userId: user.id, kind: 'subscription', planSlug },
      });
    // Both checkouts were opened before either was paid.
    expect((await post('/api/billing/subscription-checkout', user.cookie, { planSlug: 'pro' })).statusCode).toBe(200);
    expect((await post('/api/billing/subscription-checkout', user.cookie, { planSlug: 'studio' })).statusCode).toBe(200);
    expect((await deliver(session('pro', 'sub_first'))).statusCode).toBe(200);
    expect((await deliver(session('studio', 'sub_second'))).statusCode).toBe(200);

    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json();
    expect(me.subscription).toMatchObject({ planSlug: 'pro', status: 'active' });
    expect(me.credits).toMatchObject({ remaining: 50, unlimited: false });
    const cancels = stripe.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/'));
    expect(cancels.map((r) => r.path)).toEqual(['/v1/subscriptions/sub_second']);
  });
});
