// Billing for the signed-in user: start a checkout for a plan or a credit package, open the
// subscription portal, and the demonstration provider's pay/cancel — which fulfil through the same
// payment-event handlers as Stripe's webhook. Nothing here grants access by itself.
import { formatBRL } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import {
  checkoutReturnPath,
  PORTAL_RETURN_PATH,
  type CheckoutUrl,
  type CreditCheckout,
  type DemoCheckout,
  type DemoSubscriptionCancelResult,
  FREE_PLAN_SLUG,
} from '../../../shared/schemas/billing.schema.ts';
import type { CheckoutOrder, PaymentEvent, PaymentsProvider } from '../../adapters/payments/payments.ts';
import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../../clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../http-errors.ts';
import { getMe } from '../accounts/accounts.service.ts';
import { getCredits } from '../credits/credits.service.ts';
import { isPaidPlanActive } from '../entitlements/entitlements.service.ts';
import * as repo from './billing.repo.ts';
import { processPaymentEvent } from './payment-events.service.ts';

export interface BillingDeps {
  db: Db;
  payments: PaymentsProvider;
  /** Absolute base of the links handed to Stripe (PUBLIC_URL); the demonstration provider stays in-app. */
  publicUrl: string;
  /** Configured recurring prices per plan slug (STRIPE_PRICE_PRO / STRIPE_PRICE_STUDIO). */
  stripePrices: Partial<Record<string, string>>;
  /** Dates the demonstration provider's events; the system clock when absent. */
  clock?: Clock;
}

export interface Buyer {
  id: string;
  email: string;
  name: string;
}

const CENTS_PER_REAL = 100;
const DEMO_EVENT_PREFIX = 'demo_evt_';
const DEMO_SESSION_PREFIX = 'demo_cs_';
const DEMO_SUBSCRIPTION_PREFIX = 'demo_sub_';

export function planSlugForPrice(deps: Pick<BillingDeps, 'stripePrices'>, priceId: string): string | null {
  const match = Object.entries(deps.stripePrices).find(([, id]) => id === priceId);
  return match?.[0] ?? null;
}

/** Links back into the app: absolute for Stripe, in-app paths for the demonstration page. */
function returnUrl(deps: BillingDeps, path: string): string {
  return deps.payments.name === 'stripe' ? `${deps.publicUrl}${path}` : path;
}

/** A user's provider customer, created once and remembered (only Stripe has customers). */
async function ensureCustomer(deps: BillingDeps, buyer: Buyer): Promise<string | null> {
  if (deps.payments.name !== 'stripe') return null;
  const known = await repo.findCustomerId(deps.db, buyer.id);
  if (known) return known;
  const created = await deps.payments.createCustomer(buyer);
  if (!created) return null;
  return repo.rememberCustomerId(deps.db, { userId: buyer.id, provider: deps.payments.name, customerId: created });
}

async function startCheckout(deps: BillingDeps, order: Omit<CheckoutOrder, 'customerId'>, failure: string): Promise<CheckoutUrl> {
  try {
    const customerId = await ensureCustomer(deps, order.user);
    const session = await deps.payments.createCheckout({ ...order, customerId });
    return { url: session.url };
  } catch (error) {
    throw Object.assign(new AppError(502, 'payment_provider_error', failure), { cause: error });
  }
}

export async function createSubscriptionCheckout(deps: BillingDeps, buyer: Buyer, planSlug: string): Promise<CheckoutUrl> {
  if (planSlug === FREE_PLAN_SLUG) throw badRequest(MSG.freePlanInfo, 'free_plan');
  const plan = await repo.findPlanBySlug(deps.db, planSlug);
  if (!plan || !plan.isActive || plan.priceBrlCents <= 0) throw badRequest(MSG.planInvalid, 'invalid_plan');
  // A second subscription would bill twice: plan changes go through "Gerenciar assinatura".
  const current = await repo.findSubscriptionByUser(deps.db, buyer.id);
  if (isPaidPlanActive(current)) throw conflict(MSG.alreadySubscribed, 'already_subscribed');

  const metadata = { userId: buyer.id, kind: 'subscription', planSlug: plan.slug };
  return startCheckout(
    deps,
    {
      user: buyer,
      kind: 'subscription',
      planSlug: plan.slug,
      packageId: null,
      credits: plan.creditsPerPeriod,
      description: `FoodArt ${plan.name}`,
      priceBrlCents: plan.priceBrlCents,
      providerPriceId: deps.stripePrices[plan.slug] ?? null,
      paymentMethod: 'card',
      successUrl: returnUrl(deps, checkoutReturnPath('subscription', 'success')),
      cancelUrl: returnUrl(deps, checkoutReturnPath('subscription', 'cancel')),
      metadata,
    },
    MSG.paymentError,
  );
}

export async function createCreditCheckout(deps: BillingDeps, buyer: Buyer, input: CreditCheckout): Promise<CheckoutUrl> {
  const pkg = await repo.findPackage(deps.db, input.packageId);
  if (!pkg || !pkg.isActive) throw notFound(MSG.packageNotFound);
  const metadata = { userId: buyer.id, kind: 'credits', packageId: pkg.id, credits: String(pkg.credits) };
  return startCheckout(
    deps,
    {
      user: buyer,
      kind: 'credits',
      planSlug: null,
      packageId: pkg.id,
      credits: pkg.credits,
      description: `Pacote de ${pkg.credits} créditos FoodArt`,
      priceBrlCents: pkg.priceBrlCents,
      providerPriceId: null,
      paymentMethod: input.paymentMethod,
      successUrl: returnUrl(deps, checkoutReturnPath('credits', 'success')),
      cancelUrl: returnUrl(deps, checkoutReturnPath('credits', 'cancel')),
      metadata,
    },
    MSG.purchaseError,
  );
}

/** "Gerenciar assinatura": Stripe's customer portal, or the profile page for the demonstration provider. */
export async function openPortal(deps: BillingDeps, buyer: Buyer): Promise<CheckoutUrl> {
  const subscription = await repo.findSubscriptionByUser(deps.db, buyer.id);
  if (!subscription) throw badRequest(MSG.portalError, 'no_subscription');
  let customerId: string | null = null;
  if (deps.payments.name === 'stripe') {
    customerId = subscription.stripeCustomerId ?? (await repo.findCustomerId(deps.db, buyer.id)) ?? null;
    if (!customerId) throw badRequest(MSG.portalError, 'no_customer');
  }
  try {
    return await deps.payments.createPortal({ customerId, returnUrl: returnUrl(deps, PORTAL_RETURN_PATH) });
  } catch (error) {
    throw Object.assign(new AppError(502, 'payment_provider_error', MSG.portalError), { cause: error });
  }
}

// ---- the demonstration provider

async function findOwnDemoCheckout(deps: BillingDeps, buyer: Buyer, id: string): Promise<repo.DemoCheckoutRow> {
  const checkout = deps.payments.name === 'demo' ? await repo.findDemoCheckout(deps.db, id) : undefined;
  // Someone else's order is as absent as a missing one.
  if (!checkout || checkout.userId !== buyer.id) throw notFound();
  return checkout;
}

function toDemoCheckout(row: repo.DemoCheckoutRow): DemoCheckout {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    description: `${row.description} — ${formatBRL(row.priceBrlCents / CENTS_PER_REAL)}${row.kind === 'subscription' ? '/mês' : ''}`,
    planSlug: row.planSlug,
    packageId: row.packageId,
    credits: row.credits,
    priceBrlCents: row.priceBrlCents,
    paymentMethod: row.paymentMethod,
    successUrl: checkoutReturnPath(row.kind, 'success'),
    cancelUrl: checkoutReturnPath(row.kind, 'cancel'),
  };
}

export async function getDemoCheckout(deps: BillingDeps, buyer: Buyer, id: string): Promise<DemoCheckout> {
  return toDemoCheckout(await findOwnDemoCheckout(deps, buyer, id));
}

/** The session-like object Stripe would send for this order once paid. */
export function demoCheckoutCompletedEvent(row: repo.DemoCheckoutRow, now = new Date()): PaymentEvent {
  const metadata: Record<string, string> = { userId: row.userId, kind: row.kind };
  if (row.packageId) metadata.packageId = row.packageId;
  if (row.credits) metadata.credits = String(row.credits);
  if (row.planSlug) metadata.planSlug = row.planSlug;
  return {
    id: `${DEMO_EVENT_PREFIX}${row.id}`,
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: `${DEMO_SESSION_PREFIX}${row.id}`,
        object: 'checkout.session',
        mode: row.kind === 'subscription' ? 'subscription' : 'payment',
        payment_status: 'paid',
        customer: null,
        subscription: row.kind === 'subscription' ? `${DEMO_SUBSCRIPTION_PREFIX}${row.id}` : null,
        client_reference_id: row.userId,
        metadata,
      },
    },
  };
}

/** "Pagar": the order becomes paid and is fulfilled in one transaction; paying again changes nothing. */
export async function payDemoCheckout(deps: BillingDeps, buyer: Buyer, id: string): Promise<CheckoutUrl> {
  const checkout = await findOwnDemoCheckout(deps, buyer, id);
  if (checkout.status === 'canceled') throw conflict(MSG.checkoutCanceled, 'checkout_canceled');
  if (checkout.kind === 'subscription' && checkout.status === 'open' && isPaidPlanActive(await repo.findSubscriptionByUser(deps.db, buyer.id))) {
    // A plan bought while another is active: the order is closed unpaid (fulfilment refuses it too).
    await repo.closeDemoCheckout(deps.db, id, 'canceled');
    throw conflict(MSG.alreadySubscribed, 'already_subscribed');
  }
  await deps.db.transaction(async (tx) => {
    const closed = await repo.closeDemoCheckout(tx, id, 'paid');
    if (closed) await processPaymentEvent(tx, demoCheckoutCompletedEvent(closed, (deps.clock ?? systemClock).now()), { provider: 'demo' });
  });
  const after = await repo.findDemoCheckout(deps.db, id);
  if (after?.status === 'canceled') throw conflict(MSG.checkoutCanceled, 'checkout_canceled');
  return { url: checkoutReturnPath(checkout.kind, 'success') };
}

export async function cancelDemoCheckout(deps: BillingDeps, buyer: Buyer, id: string): Promise<CheckoutUrl> {
  const checkout = await findOwnDemoCheckout(deps, buyer, id);
  if (checkout.status === 'open') await repo.closeDemoCheckout(deps.db, id, 'canceled');
  const after = await repo.findDemoCheckout(deps.db, id);
  if (after?.status === 'paid') throw conflict(MSG.checkoutAlreadyPaid, 'checkout_paid');
  return { url: checkoutReturnPath(checkout.kind, 'cancel') };
}

/** The demonstration portal's "Cancelar assinatura": ends the subscription now, through the same
 * customer.subscription.deleted handler Stripe's webhook uses. */
export async function cancelDemoSubscription(deps: BillingDeps, buyer: Buyer): Promise<DemoSubscriptionCancelResult> {
  if (deps.payments.name !== 'demo') throw notFound();
  const subscription = await repo.findSubscriptionByUser(deps.db, buyer.id);
  const providerId = subscription?.stripeSubscriptionId;
  if (!subscription || !isPaidPlanActive(subscription) || !providerId?.startsWith(DEMO_SUBSCRIPTION_PREFIX)) {
    throw badRequest(MSG.noActiveSubscription, 'no_subscription');
  }
  await processPaymentEvent(
    deps.db,
    {
      id: `${DEMO_EVENT_PREFIX}deleted_${providerId}`,
      type: 'customer.subscription.deleted',
      created: Math.floor((deps.clock ?? systemClock).now().getTime() / 1000),
      data: { object: { id: providerId, object: 'subscription', status: 'canceled', metadata: { userId: buyer.id, planSlug: subscription.planSlug } } },
    },
    { provider: 'demo' },
  );
  const me = await getMe(deps.db, buyer.id);
  return { subscription: me?.subscription ?? null, credits: me?.credits ?? (await getCredits(deps.db, buyer.id)) };
}
