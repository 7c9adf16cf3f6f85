import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TEMPLATE_CATEGORIES } from '../../../../shared/constants';
import { TemplateSchema, type Template } from '../../../../shared/schemas/catalogue.schema';
import { api } from '../../../lib/api-client';

/** A cuisine filter: one of the categories, or every template. */
export type CategoryFilter = (typeof TEMPLATE_CATEGORIES)[number] | 'todos';

const TEMPLATES_STALE_MS = 60_000;

/** GET /api/templates?category=: the active style templates, most used first. */
export async function getTemplates(category: CategoryFilter): Promise<Template[]> {
  const query = category === 'todos' ? '' : `?category=${encodeURIComponent(category)}`;
  return z.array(TemplateSchema).parse(await api.get<unknown>(`/api/templates${query}`));
}

export const templatesQueryOptions = (category: CategoryFilter) =>
  queryOptions({ queryKey: ['templates', category], queryFn: () => getTemplates(category), staleTime: TEMPLATES_STALE_MS });

export function useTemplates(category: CategoryFilter) {
  return useQuery(templatesQueryOptions(category));
}
