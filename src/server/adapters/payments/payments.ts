// The payment provider behind one small interface: Stripe when STRIPE_SECRET_KEY is set, else the
// demonstration provider whose checkout is an in-app page. Billing never talks to Stripe directly.
import type { PaymentMethod } from '../../../shared/schemas/billing.schema.ts';

export type PaymentsProviderName = 'stripe' | 'demo';

/** What the buyer pays for, in the provider-neutral shape billing hands to a provider. */
export interface CheckoutOrder {
  user: { id: string; email: string; name: string };
  /** The provider's customer of this user (Stripe); null for the demonstration provider. */
  customerId: string | null;
  kind: 'credits' | 'subscription';
  planSlug: string | null;
  packageId: string | null;
  credits: number | null;
  /** Shown to the buyer: "Plano Pro", "Pacote de 10 créditos". */
  description: string;
  priceBrlCents: number;
  /** A recurring price configured at the provider (STRIPE_PRICE_PRO…); inline price data when null. */
  providerPriceId: string | null;
  paymentMethod: PaymentMethod;
  successUrl: string;
  cancelUrl: string;
  /** Copied onto the session (and the subscription): the webhook reads the order back from it. */
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** The provider-neutral event the webhook (or the demonstration provider) hands to fulfilment. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: unknown };
}

export interface PaymentsProvider {
  readonly name: PaymentsProviderName;
  /** Creates the provider's customer for a user (called once per user; billing remembers the id). */
  createCustomer(user: { id: string; email: string; name: string }): Promise<string | null>;
  createCheckout(order: CheckoutOrder): Promise<CheckoutSession>;
  /** Where a subscriber manages their plan and invoices. */
  createPortal(input: { customerId: string | null; returnUrl: string }): Promise<{ url: string }>;
  /** Ends a subscription at once (a second one paid while the first is active). */
  cancelSubscription(subscriptionId: string): Promise<void>;
}

/** A webhook delivery whose signature does not match (or is missing): answered 400, changes nothing. */
export class WebhookSignatureError extends Error {}

/** Verifies a delivery on its exact bytes and returns the event, or throws WebhookSignatureError. */
export type WebhookVerifier = (rawBody: Buffer, signature: string | undefined) => PaymentEvent;
