// The session, shared by every screen: GET /api/me is THE session query (key ['me']).
// Signed out is not an error: a 401 resolves to `null`. The server tells the page whether its request
// carried a session cookie (<meta name="foodart-session" content="present|absent"> in index.html); with
// "absent" there is nobody to ask about, so a visitor's pages make no call that the browser would log
// as a failed 401. Signing in or up in this tab turns the hint to "present"; signing out to "absent".
// Without the meta (the Vite dev server, component tests) every read asks the server.
import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Me } from '../../shared/schemas/me.schema';
import { SESSION_HINT_META_NAME, type SessionHint } from '../../shared/session-hint';
import { api, ApiError, getChecked } from './api-client';

export const ME_QUERY_KEY = ['me'] as const;
const ME_STALE_MS = 30_000;

function sessionHintMeta(): Element | null {
  return typeof document === 'undefined' ? null : document.querySelector(`meta[name="${SESSION_HINT_META_NAME}"]`);
}

/** True when the page knows there is no session cookie to send (the hint says "absent"). */
export function isKnownSignedOut(): boolean {
  return sessionHintMeta()?.getAttribute('content') === 'absent';
}

/** Keeps the page's hint up to date with what this tab did (only where the server gave one). */
function setSessionHint(hint: SessionHint): void {
  sessionHintMeta()?.setAttribute('content', hint);
}

export async function getMe(): Promise<Me | null> {
  if (isKnownSignedOut()) return null;
  try {
    return await getChecked('/api/me', () => import('../../shared/schemas/me.schema').then((m) => m.MeSchema));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** A sign-in or sign-up succeeded in this tab: the session cookie is set, so reads ask the server again. */
export function noteSessionStarted(): void {
  setSessionHint('present');
}

/** After a sign-in or sign-up: reloads the session (credits, admin status) from the server. */
export function onSignedIn(queryClient: QueryClient): Promise<void> {
  noteSessionStarted();
  return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: getMe,
    staleTime: ME_STALE_MS,
    // A page known to be signed out renders the visitor's header at once, with no loading state.
    initialData: () => (isKnownSignedOut() ? null : undefined),
  });

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
  setSessionHint('absent');
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
