import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ART_FORMATS, TEMPLATE_CATEGORIES, TEMPLATE_STYLES } from '../../../../shared/constants';
import { api } from '../../../lib/api-client';

/** GET /api/templates?category=: the active style templates, most used first. */
export const TemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  format: z.enum(ART_FORMATS),
  style: z.enum(TEMPLATE_STYLES),
  promptEnhancements: z.string(),
  colorStrategy: z.string().nullable(),
  layoutPreferences: z.string().nullable(),
  usageCount: z.number(),
  averageRating: z.number(),
  exampleUrls: z.array(z.string()),
});
export type Template = z.infer<typeof TemplateSchema>;

/** A cuisine filter: one of the categories, or every template. */
export type CategoryFilter = (typeof TEMPLATE_CATEGORIES)[number] | 'todos';

const TEMPLATES_STALE_MS = 60_000;

export async function getTemplates(category: CategoryFilter): Promise<Template[]> {
  const query = category === 'todos' ? '' : `?category=${encodeURIComponent(category)}`;
  return z.array(TemplateSchema).parse(await api.get<unknown>(`/api/templates${query}`));
}

export const templatesQueryOptions = (category: CategoryFilter) =>
  queryOptions({ queryKey: ['templates', category], queryFn: () => getTemplates(category), staleTime: TEMPLATES_STALE_MS });

export function useTemplates(category: CategoryFilter) {
  return useQuery(templatesQueryOptions(category));
}
