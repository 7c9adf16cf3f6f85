// Every payment event — a verified Stripe webhook or the demonstration provider's synthetic one —
// goes through here: in ONE transaction, record the event id (insert-on-conflict-do-nothing is the
// gate: a replay, or 50 parallel deliveries, find it taken and change nothing), then hand the event to
// its own on-<event> handler. If the handler fails, the transaction rolls back the id with the effects
// and the provider's retry applies it later.
import type { PaymentEvent, PaymentsProviderName } from '../../adapters/payments/payments.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './billing.repo.ts';
import type { EventContext, EventHandler, HandlerResult } from './events/event-handler.ts';
import { onCheckoutSessionAsyncPaymentFailed } from './events/on-checkout-session-async-payment-failed.ts';
import { onCheckoutSessionAsyncPaymentSucceeded } from './events/on-checkout-session-async-payment-succeeded.ts';
import { onCheckoutSessionCompleted } from './events/on-checkout-session-completed.ts';
import { onCustomerSubscriptionDeleted } from './events/on-customer-subscription-deleted.ts';
import { onCustomerSubscriptionUpdated } from './events/on-customer-subscription-updated.ts';
import { onInvoicePaid } from './events/on-invoice-paid.ts';

export const EVENT_HANDLERS: Readonly<Record<string, EventHandler>> = {
  'checkout.session.completed': onCheckoutSessionCompleted,
  'checkout.session.async_payment_succeeded': onCheckoutSessionAsyncPaymentSucceeded,
  'checkout.session.async_payment_failed': onCheckoutSessionAsyncPaymentFailed,
  'invoice.paid': onInvoicePaid,
  'customer.subscription.created': onCustomerSubscriptionUpdated,
  'customer.subscription.updated': onCustomerSubscriptionUpdated,
  'customer.subscription.deleted': onCustomerSubscriptionDeleted,
};

export type EventOutcome = HandlerResult | { outcome: 'duplicate' } | { outcome: 'unhandled' };

export interface PaymentEventOptions {
  provider: PaymentsProviderName;
  planSlugForPrice?: EventContext['planSlugForPrice'];
}

/** `db` may be an open transaction (the demonstration provider closes its order in it first). */
export async function processPaymentEvent(db: Db, event: PaymentEvent, options: PaymentEventOptions): Promise<EventOutcome> {
  const handler = Object.hasOwn(EVENT_HANDLERS, event.type) ? EVENT_HANDLERS[event.type] : undefined;
  const context: EventContext = { provider: options.provider, planSlugForPrice: options.planSlugForPrice ?? (() => null) };
  return db.transaction(async (tx) => {
    // Unknown types are recorded too (processed_at stays null): a replay is answered at once.
    const first = await repo.recordPaymentEvent(tx, {
      id: event.id,
      provider: options.provider,
      type: event.type,
      processedAt: handler ? new Date() : null,
    });
    if (!first) return { outcome: 'duplicate' };
    if (!handler) return { outcome: 'unhandled' };
    return handler(tx, event, context);
  });
}
