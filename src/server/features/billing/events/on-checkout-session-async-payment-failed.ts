// checkout.session.async_payment_failed: the PIX code expired unpaid. Nothing was given, nothing to
// take back; the event is recorded so a replay stays harmless.
import { ignored, type EventHandler } from './event-handler.ts';

export const onCheckoutSessionAsyncPaymentFailed: EventHandler = async () => ignored('payment failed: nothing granted');
