// The shape every `on-<event>` handler has: it runs inside the transaction that recorded the event.
import type { PaymentEvent, PaymentsProviderName } from '../../../adapters/payments/payments.ts';
import type { Db } from '../../../db/client.ts';

export interface EventContext {
  provider: PaymentsProviderName;
  /** The plan a configured provider price belongs to (STRIPE_PRICE_PRO / STRIPE_PRICE_STUDIO). */
  planSlugForPrice(priceId: string): string | null;
}

/** `applied` when something changed; `ignored` (with why) when the event asked for nothing. */
export type HandlerResult =
  | { outcome: 'applied' }
  | { outcome: 'ignored'; reason: string; /** A second subscription the provider must end (after the transaction). */ cancelSubscription?: string };

export type EventHandler = (tx: Db, event: PaymentEvent, context: EventContext) => Promise<HandlerResult>;

export const applied: HandlerResult = { outcome: 'applied' };
export const ignored = (reason: string): HandlerResult => ({ outcome: 'ignored', reason });
