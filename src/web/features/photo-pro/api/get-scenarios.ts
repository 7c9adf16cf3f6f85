import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ScenarioSchema, type Scenario } from '../../../../shared/schemas/catalogue.schema';
import { api } from '../../../lib/api-client';
import { SCENARIOS_QUERY_KEY } from '../../../lib/query-keys';

const SCENARIOS_STALE_MS = 5 * 60_000;

/** GET /api/scenarios: the active predefined scenarios, in display order. */
export async function getScenarios(): Promise<Scenario[]> {
  return z.array(ScenarioSchema).parse(await api.get<unknown>('/api/scenarios'));
}

export const scenariosQueryOptions = () =>
  queryOptions({ queryKey: SCENARIOS_QUERY_KEY, queryFn: getScenarios, staleTime: SCENARIOS_STALE_MS });

export function useScenarios() {
  return useQuery(scenariosQueryOptions());
}
