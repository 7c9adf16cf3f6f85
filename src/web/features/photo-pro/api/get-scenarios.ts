import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ScenarioSchema, type Scenario } from '../../../../shared/schemas/catalogue.schema';
import { api } from '../../../lib/api-client';

const SCENARIOS_STALE_MS = 5 * 60_000;

/** GET /api/scenarios: the active predefined scenarios, in display order. */
export async function getScenarios(): Promise<Scenario[]> {
  return z.array(ScenarioSchema).parse(await api.get<unknown>('/api/scenarios'));
}

export const scenariosQueryOptions = () =>
  queryOptions({ queryKey: ['scenarios'], queryFn: getScenarios, staleTime: SCENARIOS_STALE_MS });

export function useScenarios() {
  return useQuery(scenariosQueryOptions());
}
