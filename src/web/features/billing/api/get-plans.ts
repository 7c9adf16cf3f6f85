import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '../../../../shared/schemas/catalogue.schema';
import { getChecked } from '../../../lib/api-client';

const PLANS_STALE_MS = 5 * 60_000;

/** GET /api/plans: the monthly plans, in display order (prices in centavos). */
export async function getPlans(): Promise<Plan[]> {
  // Shown on the landing: the schema loads with the request (lib/api-client.ts getChecked).
  const plans = await getChecked('/api/plans', () => import('../../../../shared/schemas/catalogue.schema').then((m) => m.PlanListSchema));
  return [...plans].sort((a, b) => a.displayOrder - b.displayOrder);
}

export const plansQueryOptions = () => queryOptions({ queryKey: ['plans'], queryFn: getPlans, staleTime: PLANS_STALE_MS });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
