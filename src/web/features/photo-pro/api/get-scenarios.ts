import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/scenarios: the active predefined scenarios, in display order. */
export const ScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  displayOrder: z.number(),
});
export type Scenario = z.infer<typeof ScenarioSchema>;

const SCENARIOS_STALE_MS = 5 * 60_000;

export async function getScenarios(): Promise<Scenario[]> {
  return z.array(ScenarioSchema).parse(await api.get<unknown>('/api/scenarios'));
}

export const scenariosQueryOptions = () =>
  queryOptions({ queryKey: ['scenarios'], queryFn: getScenarios, staleTime: SCENARIOS_STALE_MS });

export function useScenarios() {
  return useQuery(scenariosQueryOptions());
}
