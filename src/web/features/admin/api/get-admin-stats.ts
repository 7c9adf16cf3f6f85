import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminStatsSchema, type AdminStats } from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { ADMIN_STATS_QUERY_KEY } from './query-keys';

/** GET /api/admin/stats: the dashboard's four numbers. */
export async function getAdminStats(): Promise<AdminStats> {
  return AdminStatsSchema.parse(await api.get<unknown>('/api/admin/stats'));
}

export const adminStatsQueryOptions = () => queryOptions({ queryKey: ADMIN_STATS_QUERY_KEY, queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
