// Readers for the parts of Stripe's objects that fulfilment uses (checkout session, invoice,
// subscription), tolerant of API versions: fields moved (current_period_end onto subscription items,
// invoice.subscription under parent.subscription_details) are read from either place.
import { z } from 'zod';

/** An expandable reference: an id, or the expanded object carrying it. */
const Ref = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const Metadata = z.record(z.string(), z.string()).nullish();

const CheckoutSessionSchema = z.object({
  id: z.string(),
  mode: z.string().nullish(),
  payment_status: z.string().nullish(),
  customer: Ref.nullish(),
  subscription: Ref.nullish(),
  client_reference_id: z.string().nullish(),
  metadata: Metadata,
});
export type CheckoutSessionObject = z.infer<typeof CheckoutSessionSchema>;

const PeriodItem = z.object({
  current_period_end: z.number().nullish(),
  price: z.object({ id: z.string().nullish() }).nullish(),
});

const SubscriptionSchema = z.object({
  id: z.string(),
  status: z.string().nullish(),
  customer: Ref.nullish(),
  metadata: Metadata,
  current_period_end: z.number().nullish(),
  items: z.object({ data: z.array(PeriodItem).nullish() }).nullish(),
});
export type SubscriptionObject = z.infer<typeof SubscriptionSchema>;

const InvoiceSchema = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  customer: Ref.nullish(),
  subscription: Ref.nullish(),
  subscription_details: z.object({ metadata: Metadata }).nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: Ref.nullish(), metadata: Metadata }).nullish() })
    .nullish(),
  lines: z
    .object({
      data: z
        .array(z.object({ period: z.object({ end: z.number().nullish() }).nullish(), metadata: Metadata }))
        .nullish(),
    })
    .nullish(),
});
export type InvoiceObject = z.infer<typeof InvoiceSchema>;

/** What billing put on the session and the subscription when it created the checkout. */
export interface OrderMetadata {
  userId: string;
  kind: 'credits' | 'subscription';
  packageId: string | null;
  planSlug: string | null;
  /** The package's credits at checkout time, used only if the package row is gone. */
  credits: number | null;
}

/** null when the object is not of that shape (the event is then ignored, never half-applied). */
export function readCheckoutSession(object: unknown): CheckoutSessionObject | null {
  const parsed = CheckoutSessionSchema.safeParse(object);
  return parsed.success ? parsed.data : null;
}

export function readSubscription(object: unknown): SubscriptionObject | null {
  const parsed = SubscriptionSchema.safeParse(object);
  return parsed.success ? parsed.data : null;
}

export function readInvoice(object: unknown): InvoiceObject | null {
  const parsed = InvoiceSchema.safeParse(object);
  return parsed.success ? parsed.data : null;
}

/** The order FoodArt wrote on a session; `kind` may be inferred from packageId / planSlug. */
export function readOrderMetadata(metadata: Record<string, string> | null | undefined, fallbackUserId?: string | null): OrderMetadata | null {
  const userId = metadata?.userId || fallbackUserId;
  const kind = metadata?.kind ?? (metadata?.packageId ? 'credits' : metadata?.planSlug ? 'subscription' : undefined);
  if (!userId || (kind !== 'credits' && kind !== 'subscription')) return null;
  const credits = Number(metadata?.credits);
  return {
    userId,
    kind,
    packageId: metadata?.packageId || null,
    planSlug: metadata?.planSlug || null,
    credits: Number.isInteger(credits) && credits > 0 ? credits : null,
  };
}

const toDate = (seconds: number | null | undefined) => (typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null);

/** The end of the subscription's current period: the next billing date. */
export function subscriptionPeriodEnd(subscription: SubscriptionObject): Date | null {
  const itemEnds = (subscription.items?.data ?? []).map((i) => i.current_period_end ?? 0);
  return toDate(Math.max(subscription.current_period_end ?? 0, ...itemEnds));
}

export function subscriptionPriceIds(subscription: SubscriptionObject): string[] {
  return (subscription.items?.data ?? []).flatMap((i) => (i.price?.id ? [i.price.id] : []));
}

export function invoiceSubscriptionId(invoice: InvoiceObject): string | null {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
}

export function invoiceMetadata(invoice: InvoiceObject): Record<string, string> | null {
  return (
    invoice.parent?.subscription_details?.metadata ??
    invoice.subscription_details?.metadata ??
    invoice.lines?.data?.find((line) => line.metadata?.userId)?.metadata ??
    null
  );
}

/** The end of the period the invoice paid for (its subscription line's period end). */
export function invoicePeriodEnd(invoice: InvoiceObject): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0);
  return ends.length ? toDate(Math.max(...ends)) : null;
}
