import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminScenarioSchema, type AdminScenario } from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { ADMIN_SCENARIOS_QUERY_KEY } from './query-keys';

/** GET /api/admin/scenarios: every scenario, active or not, by display order. */
export async function getAdminScenarios(): Promise<AdminScenario[]> {
  return z.array(AdminScenarioSchema).parse(await api.get<unknown>('/api/admin/scenarios'));
}

export const adminScenariosQueryOptions = () => queryOptions({ queryKey: ADMIN_SCENARIOS_QUERY_KEY, queryFn: getAdminScenarios });

export function useAdminScenarios() {
  return useQuery(adminScenariosQueryOptions());
}
