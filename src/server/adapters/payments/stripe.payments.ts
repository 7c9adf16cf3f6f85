// Stripe behind the payments interface: customers, Checkout Sessions (subscription for plans, payment
// for credit packages, prices in BRL), customer-portal sessions, and webhook signature checks.
import Stripe from 'stripe';
import type { PaymentMethod } from '../../../shared/schemas/billing.schema.ts';
import {
  WebhookSignatureError,
  type CheckoutOrder,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentsProvider,
  type WebhookVerifier,
} from './payments.ts';

export const STRIPE_CURRENCY = 'brl';
const STRIPE_LOCALE = 'pt-BR';
const STRIPE_TIMEOUT_MS = 20_000;
const STRIPE_NETWORK_RETRIES = 2;

export interface StripeOptions {
  secretKey: string;
  /** Another Stripe-compatible API (stripe-mock, a test fake), e.g. http://127.0.0.1:12111. */
  apiBase?: string;
  maxNetworkRetries?: number;
}

export function createStripeClient(options: StripeOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    appInfo: { name: 'FoodArt' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port ? Number(base.port) : base.protocol === 'https:' ? 443 : 80,
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Package payments offer card and PIX, the buyer's choice first. Subscriptions renew by card only:
 * PIX has no off-session renewal in Checkout. (API 2026-09-30.endive replaced `payment_method_types`
 * with `allowed_payment_method_types`, a filter over the methods the account has enabled.)
 */
export function allowedPaymentMethods(kind: CheckoutOrder['kind'], chosen: PaymentMethod): PaymentMethod[] {
  if (kind === 'subscription') return ['card'];
  return chosen === 'pix' ? ['pix', 'card'] : ['card', 'pix'];
}

/** The Checkout Session parameters of an order; exported so tests can read them without a server. */
export function checkoutSessionParams(order: CheckoutOrder): Stripe.Checkout.SessionCreateParams {
  const subscription = order.kind === 'subscription';
  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = order.providerPriceId
    ? { price: order.providerPriceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: STRIPE_CURRENCY,
          unit_amount: order.priceBrlCents,
          product_data: { name: order.description },
          ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
        },
      };
  return {
    mode: subscription ? 'subscription' : 'payment',
    ...(order.customerId ? { customer: order.customerId } : { customer_email: order.user.email }),
    client_reference_id: order.user.id,
    line_items: [lineItem],
    allowed_payment_method_types: allowedPaymentMethods(order.kind, order.paymentMethod),
    locale: STRIPE_LOCALE,
    success_url: order.successUrl,
    cancel_url: order.cancelUrl,
    metadata: order.metadata,
    ...(subscription ? { subscription_data: { metadata: order.metadata } } : { payment_intent_data: { metadata: order.metadata } }),
  };
}

export function createStripePayments(options: StripeOptions, client: Stripe = createStripeClient(options)): PaymentsProvider {
  return {
    name: 'stripe',

    async createCustomer(user) {
      // The key makes parallel first checkouts of one user share a customer (Stripe keeps keys 24 h).
      const customer = await client.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `foodart-customer-${user.id}` },
      );
      return customer.id;
    },

    async createCheckout(order): Promise<CheckoutSession> {
      const session = await client.checkout.sessions.create(checkoutSessionParams(order));
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async createPortal({ customerId, returnUrl }) {
      if (!customerId) throw new Error('A Stripe portal session needs a customer');
      const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    async cancelSubscription(subscriptionId) {
      await client.subscriptions.cancel(subscriptionId, { prorate: true });
    },
  };
}

/** Verifies `Stripe-Signature` on the raw bytes with STRIPE_WEBHOOK_SECRET; no secret → nothing verifies. */
export function createStripeWebhookVerifier(secret: string | undefined): WebhookVerifier {
  return (rawBody, signature) => {
    if (!secret || !signature) throw new WebhookSignatureError('missing webhook secret or signature');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
    }
    return toPaymentEvent(event);
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const raw = event as unknown as { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
  if (typeof raw.id !== 'string' || typeof raw.type !== 'string') throw new WebhookSignatureError('not an event');
  return {
    id: raw.id,
    type: raw.type,
    created: typeof raw.created === 'number' ? raw.created : Math.floor(Date.now() / 1000),
    data: { object: raw.data?.object ?? null },
  };
}
