import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PlanSchema, type Plan } from '../../../../shared/schemas/catalogue.schema';
import { api } from '../../../lib/api-client';

const PLANS_STALE_MS = 5 * 60_000;

/** GET /api/plans: the monthly plans, in display order (prices in centavos). */
export async function getPlans(): Promise<Plan[]> {
  const plans = z.array(PlanSchema).parse(await api.get<unknown>('/api/plans'));
  return [...plans].sort((a, b) => a.displayOrder - b.displayOrder);
}

export const plansQueryOptions = () => queryOptions({ queryKey: ['plans'], queryFn: getPlans, staleTime: PLANS_STALE_MS });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
