import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoCheckoutSchema } from '../../../shared/schemas/billing.schema.ts';
import { creditLedger } from '../../db/schema/index.ts';
import { getCredits } from '../credits/credits.service.ts';
import { outputGetsWatermark } from '../entitlements/entitlements.service.ts';
import { createTestApp, ORIGIN, signUp, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';

describe.each(testDrivers())('demonstration payments on %s', (driver) => {
  let t: TestApp;
  let pkg: { id: string; credits: number; priceBrlCents: number };

  beforeAll(async () => {
    t = await createTestApp(driver, { rateLimits: { signInPerMinute: 1000, signUpPerHour: 1000, generationPerMinute: 1000 } });
    pkg = ((await t.app.inject({ method: 'GET', url: '/api/credit-packages' })).json() as (typeof pkg)[])[0]!;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const me = async (cookie: string) => (await get('/api/me', cookie)).json();
  const buyPackage = async (cookie: string, paymentMethod = 'card') => {
    const response = await post('/api/billing/credit-checkout', cookie, { packageId: pkg.id, paymentMethod });
    expect(response.statusCode).toBe(200);
    const url = response.json().url as string;
    expect(url).toMatch(/^\/checkout\/demo\/[0-9a-f-]{36}$/);
    return url.split('/').at(-1)!;
  };

  it('sells a package: the order page, then paying adds the credits once with a purchase ledger line', async () => {
    const user = await signUp(t.app);
    const id = await buyPackage(user.cookie, 'pix');
    const order = await get(`/api/billing/demo-checkout/${id}`, user.cookie);
    expect(order.statusCode).toBe(200);
    const checkout = DemoCheckoutSchema.parse(order.json());
    expect(checkout).toMatchObject({
      id,
      kind: 'credits',
      status: 'open',
      packageId: pkg.id,
      credits: pkg.credits,
      priceBrlCents: pkg.priceBrlCents,
      paymentMethod: 'pix',
      planSlug: null,
      successUrl: '/profile?checkout=success',
      cancelUrl: '/profile?checkout=cancel',
    });
    expect(checkout.description).toContain(`Pacote de ${pkg.credits} créditos`);
    expect(await getCredits(db(), user.id)).toEqual({ remaining: 3, total: 3, unlimited: false });
    expect(await outputGetsWatermark(db(), user.id)).toBe(true);

    for (let i = 0; i < 2; i += 1) {
      const paid = await post(`/api/billing/demo-checkout/${id}/pay`, user.cookie);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ url: '/profile?checkout=success' });
    }
    expect(await getCredits(db(), user.id)).toEqual({ remaining: 3 + pkg.credits, total: 3 + pkg.credits, unlimited: false });
    const purchases = (await db().select().from(creditLedger).where(eq(creditLedger.userId, user.id))).filter((l) => l.reason === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ delta: pkg.credits, reference: `demo_cs_${id}` });
    expect((await get(`/api/billing/demo-checkout/${id}`, user.cookie)).json().status).toBe('paid');
    expect(await outputGetsWatermark(db(), user.id)).toBe(false);
  });

  it('pays once when the pay button is pressed many times at once', async () => {
    const user = await signUp(t.app);
    const id = await buyPackage(user.cookie);
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(`/api/billing/demo-checkout/${id}/pay`, user.cookie)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect((await getCredits(db(), user.id)).remaining).toBe(3 + pkg.credits);
  });

  it('cancels an order without giving anything, and will not take payment for it afterwards', async () => {
    const user = await signUp(t.app);
    const id = await buyPackage(user.cookie);
    const canceled = await post(`/api/billing/demo-checkout/${id}/cancel`, user.cookie);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toEqual({ url: '/profile?checkout=cancel' });
    expect((await get(`/api/billing/demo-checkout/${id}`, user.cookie)).json().status).toBe('canceled');
    const late = await post(`/api/billing/demo-checkout/${id}/pay`, user.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('checkout_canceled');
    expect(await getCredits(db(), user.id)).toEqual({ remaining: 3, total: 3, unlimited: false });
  });

  it("hides another user's order (404) and refuses to pay or cancel it", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const id = await buyPackage(owner.cookie);
    expect((await get(`/api/billing/demo-checkout/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/billing/demo-checkout/${id}/pay`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/billing/demo-checkout/${id}/cancel`, other.cookie)).statusCode).toBe(404);
    expect((await get('/api/billing/demo-checkout/not-a-uuid', other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/billing/demo-checkout/${id}`, owner.cookie)).json().status).toBe('open');
    expect((await getCredits(db(), other.id)).remaining).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: `/api/billing/demo-checkout/${id}` })).statusCode).toBe(401);
  });

  it('subscribes to Pro through the same fulfilment, offers the demo portal, and cancels back to free', async () => {
    const user = await signUp(t.app);
    expect((await post('/api/billing/portal', user.cookie)).statusCode).toBe(400);
    const checkout = await post('/api/billing/subscription-checkout', user.cookie, { planSlug: 'pro' });
    expect(checkout.statusCode).toBe(200);
    const id = (checkout.json().url as string).split('/').at(-1)!;
    const order = (await get(`/api/billing/demo-checkout/${id}`, user.cookie)).json();
    expect(order).toMatchObject({ kind: 'subscription', planSlug: 'pro', priceBrlCents: 4900, paymentMethod: 'card', successUrl: '/subscription?checkout=success' });
    expect((await post(`/api/billing/demo-checkout/${id}/pay`, user.cookie)).json()).toEqual({ url: '/subscription?checkout=success' });

    const subscribed = await me(user.cookie);
    expect(subscribed.subscription).toMatchObject({ planSlug: 'pro', planName: 'Pro', status: 'active' });
    expect(subscribed.subscription.nextBillingDate).not.toBeNull();
    expect(subscribed.credits).toEqual({ remaining: 50, total: 50, unlimited: false });
    expect(await outputGetsWatermark(db(), user.id)).toBe(false);

    expect((await post('/api/billing/portal', user.cookie)).json()).toEqual({ url: '/profile?portal=demo' });
    expect((await post('/api/billing/subscription-checkout', user.cookie, { planSlug: 'studio' })).statusCode).toBe(409);

    const canceled = await post('/api/billing/demo-subscription/cancel', user.cookie);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toEqual({
      subscription: { planSlug: 'free', planName: 'Gratuito', status: 'canceled', nextBillingDate: null },
      credits: { remaining: 0, total: 0, unlimited: false },
    });
    expect(await outputGetsWatermark(db(), user.id)).toBe(true);
    const again = await post('/api/billing/demo-subscription/cancel', user.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Você não tem uma assinatura ativa.');

    // Subscribing again after cancelling works: Studio this time.
    const studio = await post('/api/billing/subscription-checkout', user.cookie, { planSlug: 'studio' });
    const studioId = (studio.json().url as string).split('/').at(-1)!;
    await post(`/api/billing/demo-checkout/${studioId}/pay`, user.cookie);
    expect((await me(user.cookie)).credits).toEqual({ remaining: 999999, total: 999999, unlimited: true });
  });

  it('refuses to pay a second plan while the first is active: Pro stays, nothing is replaced', async () => {
    const user = await signUp(t.app);
    const open = async (planSlug: string) => {
      const response = await post('/api/billing/subscription-checkout', user.cookie, { planSlug });
      expect(response.statusCode).toBe(200);
      return (response.json().url as string).split('/').at(-1)!;
    };
    const pro = await open('pro');
    const studio = await open('studio');
    expect((await post(`/api/billing/demo-checkout/${pro}/pay`, user.cookie)).statusCode).toBe(200);
    const second = await post(`/api/billing/demo-checkout/${studio}/pay`, user.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'already_subscribed' });
    const after = await me(user.cookie);
    expect(after.subscription).toMatchObject({ planSlug: 'pro', status: 'active' });
    expect(after.credits).toMatchObject({ remaining: 50, unlimited: false });
    expect(DemoCheckoutSchema.parse((await get(`/api/billing/demo-checkout/${studio}`, user.cookie)).json()).status).toBe('canceled');
  });

  it('says publicly that checkouts are the demonstration (the site shows a banner)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/billing/provider' });
    expect(response.json()).toEqual({ provider: 'demo' });
  });
});
