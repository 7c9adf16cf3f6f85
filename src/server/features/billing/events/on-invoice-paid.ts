// invoice.paid: a subscription period was paid. A renewal (billing_reason subscription_cycle) gives
// the plan's balance for the new period; every paid invoice moves next_billing_date to its period end.
import * as repo from '../billing.repo.ts';
import { renewPlan } from '../fulfilment.service.ts';
import { invoiceMetadata, invoicePeriodEnd, invoiceSubscriptionId, readInvoice } from '../payment-objects.ts';
import { applied, ignored, type EventHandler } from './event-handler.ts';
import { findSubscription } from './find-subscription.ts';

const RENEWAL = 'subscription_cycle';

export const onInvoicePaid: EventHandler = async (tx, event, context) => {
  const invoice = readInvoice(event.data.object);
  if (!invoice) return ignored('not an invoice');
  const subscriptionId = invoiceSubscriptionId(invoice);
  const subscription = await findSubscription(tx, subscriptionId, invoiceMetadata(invoice)?.userId);
  if (!subscription) return ignored('no subscription for this invoice');
  if (subscription.status === 'canceled') return ignored('subscription already ended');
  const periodEnd = invoicePeriodEnd(invoice);

  if (invoice.billing_reason !== RENEWAL) {
    if (periodEnd) await repo.updateSubscription(tx, subscription.userId, { nextBillingDate: periodEnd });
    return periodEnd ? applied : ignored('first invoice: the checkout grants the plan');
  }
  const first = await repo.recordPaymentEvent(tx, { id: `fulfilment:${invoice.id}`, provider: context.provider, type: 'fulfilment', processedAt: new Date() });
  if (!first) return ignored('invoice already fulfilled');
  await renewPlan(tx, { subscription, nextBillingDate: periodEnd, reference: invoice.id });
  return applied;
};
