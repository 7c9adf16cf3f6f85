import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AdminTemplateSchema, type AdminTemplate, type TemplateCreate, type TemplateUpdate } from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { ADMIN_STATS_QUERY_KEY, ADMIN_TEMPLATES_QUERY_KEY } from './query-keys';

const templatePath = (id: string) => `/api/admin/templates/${encodeURIComponent(id)}`;

/** POST /api/admin/templates ("Novo Template"). */
export async function createTemplate(form: TemplateCreate): Promise<AdminTemplate> {
  return AdminTemplateSchema.parse(await api.post<unknown>('/api/admin/templates', form));
}

/** PUT /api/admin/templates/:id ("Editar"): every field of the form. */
export async function updateTemplate(id: string, form: TemplateUpdate): Promise<AdminTemplate> {
  return AdminTemplateSchema.parse(await api.put<unknown>(templatePath(id), form));
}

/** PATCH /api/admin/templates/:id/active: "Ativar" / "Desativar". */
export async function setTemplateActive(id: string, isActive: boolean): Promise<AdminTemplate> {
  return AdminTemplateSchema.parse(await api.patch<unknown>(`${templatePath(id)}/active`, { isActive }));
}

/** DELETE /api/admin/templates/:id (204). */
export async function deleteTemplate(id: string): Promise<void> {
  await api.delete<unknown>(templatePath(id));
}

/** Shows `saved` in the cached list at once (its card changes before the refetch lands). */
export function applySavedTemplate(queryClient: QueryClient, saved: AdminTemplate): void {
  queryClient.setQueryData<AdminTemplate[]>(ADMIN_TEMPLATES_QUERY_KEY, (list) => list?.map((t) => (t.id === saved.id ? saved : t)));
}

/** After a write: the list, and the dashboard's "Templates Ativos". */
export function refreshTemplates(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_TEMPLATES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
  ]);
}

/** Creates a template (`id` null) or edits one; the grid refreshes before the mutation settles. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: null; form: TemplateCreate } | { id: string; form: TemplateUpdate }) =>
      input.id ? updateTemplate(input.id, input.form) : createTemplate(input.form),
    onSuccess: (saved, { id }) => {
      if (id) applySavedTemplate(queryClient, saved);
      return refreshTemplates(queryClient);
    },
  });
}

/** One card's "Ativar" / "Desativar" (each card has its own, so several can be in flight). */
export function useToggleTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setTemplateActive(id, isActive),
    onSuccess: (saved) => {
      applySavedTemplate(queryClient, saved);
      void refreshTemplates(queryClient);
    },
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTemplate(id),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<AdminTemplate[]>(ADMIN_TEMPLATES_QUERY_KEY, (list) => list?.filter((t) => t.id !== id));
      void refreshTemplates(queryClient);
    },
  });
}
