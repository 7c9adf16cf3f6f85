import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminTemplateSchema, type AdminTemplate } from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { ADMIN_TEMPLATES_QUERY_KEY } from './query-keys';

/** GET /api/admin/templates: every template, active or not, newest first. */
export async function getAdminTemplates(): Promise<AdminTemplate[]> {
  return z.array(AdminTemplateSchema).parse(await api.get<unknown>('/api/admin/templates'));
}

export const adminTemplatesQueryOptions = () => queryOptions({ queryKey: ADMIN_TEMPLATES_QUERY_KEY, queryFn: getAdminTemplates });

export function useAdminTemplates() {
  return useQuery(adminTemplatesQueryOptions());
}
