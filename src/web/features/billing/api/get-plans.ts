import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

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

const PLANS_STALE_MS = 5 * 60_000;

export async function getPlans(): Promise<Plan[]> {
  const plans = z.array(PlanSchema).parse(await api.get<unknown>('/api/plans'));
  return [...plans].sort((a, b) => a.displayOrder - b.displayOrder);
}

export const plansQueryOptions = () => queryOptions({ queryKey: ['plans'], queryFn: getPlans, staleTime: PLANS_STALE_MS });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
