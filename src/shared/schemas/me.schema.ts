import { z } from 'zod';

export const CreditsSchema = z.object({
  remaining: z.number().int(),
  total: z.number().int(),
  unlimited: z.boolean(),
});
export type Credits = z.infer<typeof CreditsSchema>;

export const SubscriptionSchema = z.object({
  planSlug: z.string(),
  planName: z.string(),
  status: z.string(),
  nextBillingDate: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const MeSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    whatsapp: z.string().nullable(),
    createdAt: z.string(),
  }),
  credits: CreditsSchema,
  /** Bought credits the balance still holds: spent last, never expire, no watermark (decision 004). */
  purchasedCredits: z.number().int().nonnegative(),
  isAdmin: z.boolean(),
  subscription: SubscriptionSchema.nullable(),
});
export type Me = z.infer<typeof MeSchema>;

export const ApiErrorSchema = z.object({ error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;
