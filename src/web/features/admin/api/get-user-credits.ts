import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { UserCreditsListSchema, type UserCreditsList } from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { USER_CREDITS_QUERY_KEY } from './query-keys';

/** GET /api/admin/user-credits?search=: the accounts matching `search` (e-mail or name), and the counters. */
export async function getUserCredits(search: string): Promise<UserCreditsList> {
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  return UserCreditsListSchema.parse(await api.get<unknown>(`/api/admin/user-credits${query}`));
}

export const userCreditsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...USER_CREDITS_QUERY_KEY, search],
    queryFn: () => getUserCredits(search),
    // While a new search loads, the last list stays on screen instead of a blank table.
    placeholderData: keepPreviousData,
  });

export function useUserCredits(search: string) {
  return useQuery(userCreditsQueryOptions(search));
}
