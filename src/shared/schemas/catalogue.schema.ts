import { z } from 'zod';
import { ART_FORMATS, TEMPLATE_CATEGORIES, TEMPLATE_STYLES } from '../constants.ts';
import { MSG } from '../messages.ts';

/** GET /api/templates?category= — "todos" (or nothing) lists every active template. */
export const TemplatesQuerySchema = z.object({
  category: z
    .union([z.enum(TEMPLATE_CATEGORIES), z.literal('todos'), z.literal('')], { message: MSG.invalidCategory })
    .optional()
    .transform((v) => (v === 'todos' || v === '' ? undefined : v)),
});

/** GET /api/plans: the monthly plans, in display order (prices in centavos). */
export const PlanSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  priceBrlCents: z.number(),
  /** Credits granted each month; null when the plan is unlimited. */
  creditsPerPeriod: z.number().nullable(),
  unlimited: z.boolean(),
  features: z.array(z.string()),
  highlight: z.string().nullable(),
  displayOrder: z.number(),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlanListSchema = z.array(PlanSchema);

/** GET /api/credit-packages: one-off credit packages, in display order (prices in centavos). */
export const CreditPackageSchema = z.object({
  id: z.string(),
  credits: z.number(),
  priceBrlCents: z.number(),
  displayOrder: z.number(),
});
export type CreditPackage = z.infer<typeof CreditPackageSchema>;

/** GET /api/scenarios: the active predefined scenarios, in display order. */
export const ScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  displayOrder: z.number(),
});
export type Scenario = z.infer<typeof ScenarioSchema>;

/** GET /api/templates?category=: the active style templates, most used first. */
export const TemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  format: z.enum(ART_FORMATS),
  style: z.enum(TEMPLATE_STYLES),
  promptEnhancements: z.string(),
  colorStrategy: z.string().nullable(),
  layoutPreferences: z.string().nullable(),
  usageCount: z.number(),
  averageRating: z.number(),
  exampleUrls: z.array(z.string()),
});
export type Template = z.infer<typeof TemplateSchema>;
