// The billing API's shapes, shared by the pricing/profile screens and the server.
import { z } from 'zod';
import { PAID_PLAN_SLUGS } from '../constants.ts';
import { CreditsSchema, SubscriptionSchema } from './me.schema.ts';

export const PAYMENT_METHODS = ['card', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The free plan's slug: it is not sold (a checkout for it answers the spec's "Você já pode começar gratuitamente!"). */
export const FREE_PLAN_SLUG = 'free';

/** POST /api/billing/subscription-checkout → CheckoutUrl (opened in a new tab by the client). */
export const SubscriptionCheckoutSchema = z.object({ planSlug: z.enum([...PAID_PLAN_SLUGS, FREE_PLAN_SLUG], { message: 'Plano inválido' }) });
export type SubscriptionCheckout = z.infer<typeof SubscriptionCheckoutSchema>;

/** POST /api/billing/credit-checkout → CheckoutUrl (the page redirects to it). */
export const CreditCheckoutSchema = z.object({
  packageId: z.uuid({ message: 'Pacote inválido' }),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: 'Forma de pagamento inválida' }).default('card'),
});
export type CreditCheckout = z.infer<typeof CreditCheckoutSchema>;

/** Answer of the three checkout/portal calls. */
export const CheckoutUrlSchema = z.object({ url: z.string() });
export type CheckoutUrl = z.infer<typeof CheckoutUrlSchema>;

/** GET /api/billing/demo-checkout/:id — the demonstration provider's order, shown at /checkout/demo/:id. */
export const DemoCheckoutSchema = z.object({
  id: z.string(),
  kind: z.enum(['credits', 'subscription']),
  status: z.enum(['open', 'paid', 'canceled']),
  description: z.string(),
  planSlug: z.string().nullable(),
  packageId: z.string().nullable(),
  credits: z.number().nullable(),
  priceBrlCents: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Where the browser goes after paying or cancelling. */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type DemoCheckout = z.infer<typeof DemoCheckoutSchema>;

/** Where a checkout sends the browser back: packages to the profile, plans to the plans page. */
export const CHECKOUT_RETURN_PATHS = { credits: '/profile', subscription: '/subscription' } as const;
/** The query parameter the return pages read: `?checkout=success` or `?checkout=cancel`. */
export const CHECKOUT_RESULT_PARAM = 'checkout';
export type CheckoutKind = keyof typeof CHECKOUT_RETURN_PATHS;
export type CheckoutResult = 'success' | 'cancel';

export function checkoutReturnPath(kind: CheckoutKind, result: CheckoutResult): string {
  return `${CHECKOUT_RETURN_PATHS[kind]}?${CHECKOUT_RESULT_PARAM}=${result}`;
}

export { DEMO_CHECKOUT_PATH } from '../constants.ts';
/** "Gerenciar assinatura" on the demonstration provider: the profile, which offers the cancel button. */
export const DEMO_PORTAL_URL = '/profile?portal=demo';
/** Where the Stripe customer portal returns to. */
export const PORTAL_RETURN_PATH = '/profile';

/** POST /api/billing/demo-subscription/cancel → the user's subscription and credits after the downgrade. */
export const DemoSubscriptionCancelResultSchema = z.object({
  subscription: SubscriptionSchema.nullable(),
  credits: CreditsSchema,
});
export type DemoSubscriptionCancelResult = z.infer<typeof DemoSubscriptionCancelResultSchema>;

/** POST /api/billing/webhook → 200 once the event is recorded (or recognised as a replay). */
export const WebhookReceiptSchema = z.object({ received: z.literal(true) });

/** GET /api/billing/provider: which payment provider checkouts go through ('demo' charges nothing). */
export const PaymentsModeSchema = z.object({ provider: z.enum(['stripe', 'demo']) });
export type PaymentsMode = z.infer<typeof PaymentsModeSchema>;

/** A WhatsApp number as wa.me links take it: digits only, country code first (5511987654321). */
export const WHATSAPP_NUMBER_PATTERN = /^\d{10,15}$/;

/** GET /api/billing/sales-contact: who sells the Studio plan ("Falar com Vendas"), from SALES_WHATSAPP and SALES_EMAIL. */
export const SalesContactSchema = z.object({
  whatsapp: z.string().regex(WHATSAPP_NUMBER_PATTERN).nullable().describe('WhatsApp number, digits only, country code first; null when the team has none configured (e-mail only)'),
  email: z.email().describe('Sales e-mail address'),
});
export type SalesContact = z.infer<typeof SalesContactSchema>;
