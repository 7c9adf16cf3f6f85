import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AdminScenarioSchema, type AdminScenario, type ScenarioForm } from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { SCENARIOS_QUERY_KEY } from '../../../lib/query-keys';
import { ADMIN_SCENARIOS_QUERY_KEY } from './query-keys';

/** POST /api/admin/scenarios ("Novo Cenário"). */
export async function createScenario(form: ScenarioForm): Promise<AdminScenario> {
  return AdminScenarioSchema.parse(await api.post<unknown>('/api/admin/scenarios', form));
}

/** PUT /api/admin/scenarios/:id: every field of the form. */
export async function updateScenario(id: string, form: ScenarioForm): Promise<AdminScenario> {
  return AdminScenarioSchema.parse(await api.put<unknown>(`/api/admin/scenarios/${encodeURIComponent(id)}`, form));
}

/** PATCH /api/admin/scenarios/:id/active: "Ativar" / "Desativar". */
export async function setScenarioActive(id: string, isActive: boolean): Promise<AdminScenario> {
  return AdminScenarioSchema.parse(await api.patch<unknown>(`/api/admin/scenarios/${encodeURIComponent(id)}/active`, { isActive }));
}

/** After a write: the admin table, and the list the Foto Pro wizard offers (active ones only). */
function refreshScenarios(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_SCENARIOS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: SCENARIOS_QUERY_KEY }),
  ]);
}

/** Creates a scenario (no `id`) or edits one; the table refreshes before the mutation settles. */
export function useSaveScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: ScenarioForm }) => (id ? updateScenario(id, form) : createScenario(form)),
    onSuccess: () => refreshScenarios(queryClient),
  });
}

export function useToggleScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setScenarioActive(id, isActive),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminScenario[]>(ADMIN_SCENARIOS_QUERY_KEY, (list) => list?.map((s) => (s.id === saved.id ? saved : s)));
      void refreshScenarios(queryClient);
    },
  });
}
