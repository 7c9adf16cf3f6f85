// checkout.session.completed: paid by card (or nothing to pay) → fulfil now; a PIX payment still
// pending (payment_status "unpaid") waits for checkout.session.async_payment_succeeded.
import { readCheckoutSession } from '../payment-objects.ts';
import { ignored, type EventHandler } from './event-handler.ts';
import { fulfilCheckoutSession } from './fulfil-checkout.ts';

const PAID_STATUSES = ['paid', 'no_payment_required'];

export const onCheckoutSessionCompleted: EventHandler = async (tx, event, context) => {
  const session = readCheckoutSession(event.data.object);
  if (!session) return ignored('not a checkout session');
  if (!PAID_STATUSES.includes(session.payment_status ?? '')) return ignored('payment pending');
  return fulfilCheckoutSession(tx, session, context, new Date(event.created * 1000));
};
