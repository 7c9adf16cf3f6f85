// The session, shared by every screen: GET /api/me is THE session query (key ['me']).
// Signed out is not an error: a 401 resolves to `null`.
import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MeSchema, type Me } from '../../shared/schemas/me.schema';
import { api, ApiError } from './api-client';

export const ME_QUERY_KEY = ['me'] as const;
const ME_STALE_MS = 30_000;

export async function getMe(): Promise<Me | null> {
  try {
    return MeSchema.parse(await api.get<unknown>('/api/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe, staleTime: ME_STALE_MS });

/** The signed-in user (`data` is null when signed out, undefined while loading). */
export function useMe() {
  return useQuery(meQueryOptions());
}

export function signOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}

const SIGN_OUT_KEY = ['sign-out'] as const;

/** Forgets everything cached for the user: session, credits, admin status, lists. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(ME_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
}

/**
 * True while a sign-out is under way. Pages that send signed-in users elsewhere (/auth, /login) hold
 * still meanwhile, so the sign-out's own redirect is the one that happens.
 */
export function useIsSigningOut(): boolean {
  return useIsMutating({ mutationKey: SIGN_OUT_KEY }) > 0;
}

/**
 * Signs out, goes to `redirectTo`, then clears the cached session. Leaving first matters: a guarded
 * page still on screen would otherwise redirect on its own (to /auth) the moment the session clears.
 */
export function useSignOut({
  redirectTo,
  onSuccess,
  onError,
}: {
  redirectTo: string;
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: SIGN_OUT_KEY,
    mutationFn: signOut,
    onSuccess: async () => {
      onSuccess?.();
      await navigate(redirectTo, { replace: true, flushSync: true });
      clearSession(queryClient);
    },
    onError: (error) => onError?.(error),
  });
}

/** Two-letter initials of a full name ("Maria da Silva" → "MS"). */
export function initialsOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
