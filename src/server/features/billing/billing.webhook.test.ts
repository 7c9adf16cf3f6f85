import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_CREDITS } from '../../../shared/constants.ts';
import { signedDelivery, stripeEvent } from '../../../../tests/helpers/fake-stripe-api.ts';
import { creditLedger, paymentEvents } from '../../db/schema/index.ts';
import { commitReservation, getCredits, reserveCredit } from '../credits/credits.service.ts';
import { outputGetsWatermark } from '../entitlements/entitlements.service.ts';
import { createTestApp, signUp, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_foodart_webhook_secret';
const DAY_SECONDS = 24 * 60 * 60;
const PERIOD_SECONDS = 30 * DAY_SECONDS;

describe.each(testDrivers())('Stripe webhook on %s', (driver) => {
  let t: TestApp;
  let pkg: { id: string; credits: number; priceBrlCents: number };

  beforeAll(async () => {
    t = await createTestApp(driver, {
      payments: { provider: 'stripe', stripeSecretKey: 'sk_test_foodart', stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: 'http://127.0.0.1:9' },
      rateLimits: { signInPerMinute: 1000, signUpPerHour: 1000, generationPerMinute: 1000 },
    });
    const packages = (await t.app.inject({ method: 'GET', url: '/api/credit-packages' })).json() as (typeof pkg)[];
    pkg = packages[0]!;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const { payload, headers } = signedDelivery(event, secret);
    return t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload, headers });
  };
  const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
  const ledger = (userId: string) => db().select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.createdAt);
  const spend = async (userId: string, times: number) => {
    for (let i = 0; i < times; i += 1) await commitReservation(db(), (await reserveCredit(db(), userId, 'photo')).id);
  };

  const packageSession = (userId: string, overrides: Record<string, unknown> = {}) => ({
    id: `cs_test_${randomUUID()}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    currency: 'brl',
    amount_total: pkg.priceBrlCents,
    customer: `cus_${userId.slice(0, 8)}`,
    subscription: null,
    metadata: { userId, kind: 'credits', packageId: pkg.id },
    ...overrides,
  });
  const subscriptionSession = (userId: string, planSlug: string, subscriptionId: string) => ({
    id: `cs_test_${randomUUID()}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    currency: 'brl',
    customer: `cus_${userId.slice(0, 8)}`,
    subscription: subscriptionId,
    metadata: { userId, kind: 'subscription', planSlug },
  });
  const renewalInvoice = (userId: string, planSlug: string, subscriptionId: string, periodEnd: number) => ({
    id: `in_${randomUUID()}`,
    object: 'invoice',
    status: 'paid',
    billing_reason: 'subscription_cycle',
    customer: `cus_${userId.slice(0, 8)}`,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { userId, kind: 'subscription', planSlug } } },
    lines: { object: 'list', data: [{ id: `il_${randomUUID()}`, period: { start: periodEnd - PERIOD_SECONDS, end: periodEnd }, metadata: {} }] },
  });
  const subscriptionObject = (userId: string, planSlug: string, id: string, extra: Record<string, unknown> = {}) => ({
    id,
    object: 'subscription',
    status: 'active',
    customer: `cus_${userId.slice(0, 8)}`,
    metadata: { userId, kind: 'subscription', planSlug },
    items: { object: 'list', data: [] },
    ...extra,
  });

  it('credits a package paid by card once, however many times the event is delivered', async () => {
    const user = await signUp(t.app);
    const event = stripeEvent('checkout.session.completed', packageSession(user.id));
    for (let i = 0; i < 5; i += 1) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(200);
    }
    expect(await getCredits(db(), user.id)).toEqual({ remaining: 3 + pkg.credits, total: 3 + pkg.credits, unlimited: false });
    const purchases = (await ledger(user.id)).filter((l) => l.reason === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ delta: pkg.credits, reference: event.data.object.id, actorId: null });
    const [recorded] = await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded).toMatchObject({ provider: 'stripe', type: 'checkout.session.completed' });
    expect(recorded?.processedAt).toBeInstanceOf(Date);
  });

  it('answers 400 to a bad, missing or foreign signature and changes nothing', async () => {
    const user = await signUp(t.app);
    const event = stripeEvent('checkout.session.completed', packageSession(user.id));
    const wrongSecret = await deliver(event, 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ error: 'invalid_signature', message: 'Assinatura do webhook inválida' });

    const unsigned = await t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);

    // Signed bytes, then altered: the check runs on the exact body received.
    const { payload, headers } = signedDelivery(event, WEBHOOK_SECRET);
    const tampered = payload.replace(`"packageId":"${pkg.id}"`, `"packageId":"${pkg.id}" `);
    const altered = await t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: tampered, headers });
    expect(altered.statusCode).toBe(400);

    expect(await getCredits(db(), user.id)).toEqual({ remaining: 3, total: 3, unlimited: false });
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);
  });

  it('accepts an unknown event type with 200 and ignores it, replays included', async () => {
    const user = await signUp(t.app);
    const event = stripeEvent('customer.created', { id: 'cus_new', object: 'customer', metadata: { userId: user.id } });
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await getCredits(db(), user.id)).toEqual({ remaining: 3, total: 3, unlimited: false });
    const [recorded] = await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded?.processedAt).toBeNull();
  });

  it('waits for a PIX payment: nothing on completion unpaid, nothing on failure, the credits on success', async () => {
    const user = await signUp(t.app);
    const pending = packageSession(user.id, { payment_status: 'unpaid' });
    expect((await deliver(stripeEvent('checkout.session.completed', pending))).statusCode).toBe(200);
    expect((await getCredits(db(), user.id)).remaining).toBe(3);

    const failed = packageSession(user.id, { payment_status: 'unpaid' });
    expect((await deliver(stripeEvent('checkout.session.completed', failed))).statusCode).toBe(200);
    expect((await deliver(stripeEvent('checkout.session.async_payment_failed', failed))).statusCode).toBe(200);
    expect((await getCredits(db(), user.id)).remaining).toBe(3);

    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', { ...pending, payment_status: 'paid' });
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(await getCredits(db(), user.id)).toEqual({ remaining: 3 + pkg.credits, total: 3 + pkg.credits, unlimited: false });
    expect((await ledger(user.id)).filter((l) => l.reason === 'purchase')).toHaveLength(1);
  });

  it('removes the watermark while bought credits remain, and brings it back once they are spent', async () => {
    const user = await signUp(t.app);
    expect(await outputGetsWatermark(db(), user.id)).toBe(true);
    await deliver(stripeEvent('checkout.session.completed', packageSession(user.id)));
    expect(await outputGetsWatermark(db(), user.id)).toBe(false);
    await spend(user.id, 3 + pkg.credits - 1);
    expect(await outputGetsWatermark(db(), user.id)).toBe(false);
    await spend(user.id, 1);
    expect(await outputGetsWatermark(db(), user.id)).toBe(true);
  });

  it('activates Pro with 50 credits and no watermark, and resets it to 50 on each renewal', async () => {
    const user = await signUp(t.app);
    const subscriptionId = `sub_${randomUUID()}`;
    expect((await deliver(stripeEvent('checkout.session.completed', subscriptionSession(user.id, 'pro', subscriptionId)))).statusCode).toBe(200);

    const active = await me(user.cookie);
    expect(active.subscription).toMatchObject({ planSlug: 'pro', planName: 'Pro', status: 'active' });
    expect(Date.parse(active.subscription.nextBillingDate)).toBeGreaterThan(Date.now());
    expect(active.credits).toEqual({ remaining: 50, total: 50, unlimited: false });
    expect(await outputGetsWatermark(db(), user.id)).toBe(false);

    // The subscription's own period end replaces the estimate.
    const periodEnd = Math.floor(Date.now() / 1000) + PERIOD_SECONDS;
    const updated = subscriptionObject(user.id, 'pro', subscriptionId, {
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd, price: { id: 'price_inline' } }] },
    });
    expect((await deliver(stripeEvent('customer.subscription.updated', updated))).statusCode).toBe(200);
    expect((await me(user.cookie)).subscription.nextBillingDate).toBe(new Date(periodEnd * 1000).toISOString());

    await spend(user.id, 20);
    expect((await getCredits(db(), user.id)).remaining).toBe(30);
    const nextEnd = periodEnd + PERIOD_SECONDS;
    const renewal = stripeEvent('invoice.paid', renewalInvoice(user.id, 'pro', subscriptionId, nextEnd));
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect((await deliver(renewal)).statusCode).toBe(200);
    const renewed = await me(user.cookie);
    expect(renewed.credits).toEqual({ remaining: 50, total: 50, unlimited: false });
    expect(renewed.subscription).toMatchObject({ planSlug: 'pro', status: 'active', nextBillingDate: new Date(nextEnd * 1000).toISOString() });
    const reasons = (await ledger(user.id)).map((l) => l.reason);
    expect(reasons.filter((r) => r === 'plan_grant')).toHaveLength(1);
    expect(reasons.filter((r) => r === 'plan_renewal')).toHaveLength(1);
  });

  it('keeps bought credits on top of the Pro allowance and after the plan ends', async () => {
    const user = await signUp(t.app);
    await deliver(stripeEvent('checkout.session.completed', packageSession(user.id)));
    const subscriptionId = `sub_${randomUUID()}`;
    await deliver(stripeEvent('checkout.session.completed', subscriptionSession(user.id, 'pro', subscriptionId)));
    expect((await getCredits(db(), user.id)).remaining).toBe(50 + pkg.credits);
    // The profile explains the balance from what /api/me reports.
    expect((await me(user.cookie)).purchasedCredits).toBe(pkg.credits);

    await spend(user.id, 52);
    const periodEnd = Math.floor(Date.now() / 1000) + PERIOD_SECONDS;
    await deliver(stripeEvent('invoice.paid', renewalInvoice(user.id, 'pro', subscriptionId, periodEnd)));
    expect((await getCredits(db(), user.id)).remaining).toBe(50 + pkg.credits - 2);

    await deliver(stripeEvent('customer.subscription.deleted', subscriptionObject(user.id, 'pro', subscriptionId, { status: 'canceled' })));
    const after = await me(user.cookie);
    expect(after.subscription).toMatchObject({ planSlug: 'free', status: 'canceled', nextBillingDate: null });
    expect(after.credits).toEqual({ remaining: pkg.credits - 2, total: pkg.credits - 2, unlimited: false });
    expect(await outputGetsWatermark(db(), user.id)).toBe(false);
  });

  it('makes Studio unlimited, keeps it unlimited on renewal, and downgrades to free when cancelled', async () => {
    const user = await signUp(t.app);
    const subscriptionId = `sub_${randomUUID()}`;
    await deliver(stripeEvent('checkout.session.completed', subscriptionSession(user.id, 'studio', subscriptionId)));
    const studio = await me(user.cookie);
    expect(studio.subscription).toMatchObject({ planSlug: 'studio', planName: 'Studio', status: 'active' });
    expect(studio.credits).toEqual({ remaining: UNLIMITED_CREDITS, total: UNLIMITED_CREDITS, unlimited: true });

    await spend(user.id, 5);
    await deliver(stripeEvent('invoice.paid', renewalInvoice(user.id, 'studio', subscriptionId, Math.floor(Date.now() / 1000) + PERIOD_SECONDS)));
    expect((await me(user.cookie)).credits.unlimited).toBe(true);

    const deleted = stripeEvent('customer.subscription.deleted', subscriptionObject(user.id, 'studio', subscriptionId, { status: 'canceled' }));
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await deliver(deleted)).statusCode).toBe(200);
    const free = await me(user.cookie);
    expect(free.subscription).toMatchObject({ planSlug: 'free', planName: 'Gratuito', status: 'canceled', nextBillingDate: null });
    expect(free.credits).toEqual({ remaining: 0, total: 0, unlimited: false });
    expect(await outputGetsWatermark(db(), user.id)).toBe(true);

    // A late update about the ended subscription does not bring it back.
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(user.id, 'studio', subscriptionId, { status: 'active' })));
    expect((await me(user.cookie)).subscription.status).toBe('canceled');
  });

  it('downgrades when an update reports the subscription canceled, and mirrors other statuses', async () => {
    const user = await signUp(t.app);
    const subscriptionId = `sub_${randomUUID()}`;
    await deliver(stripeEvent('checkout.session.completed', subscriptionSession(user.id, 'pro', subscriptionId)));
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(user.id, 'pro', subscriptionId, { status: 'past_due' })));
    expect((await me(user.cookie)).subscription.status).toBe('past_due');
    expect(await outputGetsWatermark(db(), user.id)).toBe(true);
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(user.id, 'pro', subscriptionId, { status: 'canceled' })));
    const after = await me(user.cookie);
    expect(after.subscription).toMatchObject({ planSlug: 'free', status: 'canceled' });
    expect(after.credits.remaining).toBe(0);
  });

  it('grants once when 50 deliveries of the same event arrive at the same time', async () => {
    const user = await signUp(t.app);
    const event = stripeEvent('checkout.session.completed', packageSession(user.id));
    const responses = await Promise.all(Array.from({ length: 50 }, () => deliver(event)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await getCredits(db(), user.id)).toEqual({ remaining: 3 + pkg.credits, total: 3 + pkg.credits, unlimited: false });
    expect((await ledger(user.id)).filter((l) => l.reason === 'purchase')).toHaveLength(1);
  });

  it('ignores sessions that are not ours and events about users that do not exist', async () => {
    const user = await signUp(t.app);
    const foreign = stripeEvent('checkout.session.completed', packageSession(user.id, { metadata: {} }));
    expect((await deliver(foreign)).statusCode).toBe(200);
    const ghost = stripeEvent('checkout.session.completed', packageSession('no-such-user'));
    expect((await deliver(ghost)).statusCode).toBe(200);
    expect((await getCredits(db(), user.id)).remaining).toBe(3);
  });
});
