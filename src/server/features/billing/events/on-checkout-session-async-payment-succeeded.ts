// checkout.session.async_payment_succeeded: the PIX payment of a completed session arrived.
import { readCheckoutSession } from '../payment-objects.ts';
import { ignored, type EventHandler } from './event-handler.ts';
import { fulfilCheckoutSession } from './fulfil-checkout.ts';

export const onCheckoutSessionAsyncPaymentSucceeded: EventHandler = async (tx, event, context) => {
  const session = readCheckoutSession(event.data.object);
  if (!session) return ignored('not a checkout session');
  return fulfilCheckoutSession(tx, session, context, new Date(event.created * 1000));
};
