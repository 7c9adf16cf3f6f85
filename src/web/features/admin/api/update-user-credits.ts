import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UpdateUserCredits, UserCreditsList } from '../../../../shared/schemas/admin.schema';
import { CreditsSchema, type Credits, type Me } from '../../../../shared/schemas/me.schema';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/auth';
import { USER_CREDITS_QUERY_KEY } from './query-keys';

/** PUT /api/admin/user-credits/:userId ("Editar"): a balance, or unlimited. */
export async function updateUserCredits(userId: string, input: UpdateUserCredits): Promise<Credits> {
  return CreditsSchema.parse(await api.put<unknown>(`/api/admin/user-credits/${encodeURIComponent(userId)}`, input));
}

/** POST /api/admin/user-credits/:userId/reset ("Resetar"): 3 credits, unlimited off. */
export async function resetUserCredits(userId: string): Promise<Credits> {
  return CreditsSchema.parse(await api.post<unknown>(`/api/admin/user-credits/${encodeURIComponent(userId)}/reset`));
}

/** Shows the new balance in every cached list at once, then refetches them for the counters and dates. */
async function applyCredits(queryClient: QueryClient, userId: string, credits: Credits) {
  queryClient.setQueriesData<UserCreditsList>({ queryKey: USER_CREDITS_QUERY_KEY }, (list) =>
    list
      ? {
          ...list,
          users: list.users.map((row) =>
            row.userId === userId
              ? { ...row, creditsRemaining: credits.remaining, creditsTotal: credits.total, unlimited: credits.unlimited }
              : row,
          ),
        }
      : list,
  );
  // The admin edited their own balance: the session's credits (badge, profile) change too.
  const me = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
  const refreshes = [queryClient.invalidateQueries({ queryKey: USER_CREDITS_QUERY_KEY })];
  if (me?.user.id === userId) refreshes.push(queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }));
  await Promise.all(refreshes);
}

export function useUpdateUserCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: UpdateUserCredits }) => updateUserCredits(userId, input),
    onSuccess: (credits, { userId }) => {
      void applyCredits(queryClient, userId, credits);
    },
  });
}

export function useResetUserCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => resetUserCredits(userId),
    onSuccess: (credits, userId) => {
      void applyCredits(queryClient, userId, credits);
    },
  });
}
