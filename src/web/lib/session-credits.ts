// The credits of the signed-in user, as the session query holds them: may one more generation start,
// and the new balance a server answer returned.
import type { QueryClient } from '@tanstack/react-query';
import { CREDITS_PER_GENERATION } from '../../shared/constants';
import type { Credits, Me } from '../../shared/schemas/me.schema';
import { ME_QUERY_KEY } from './auth';

/** True when the user may start one more generation (unlimited users always may). */
export function canSpendCredit(credits: Credits): boolean {
  return credits.unlimited || credits.remaining >= CREDITS_PER_GENERATION;
}

/** Writes the balance a server answer returned into the session, so the badge changes at once. */
export function setSessionCredits(queryClient: QueryClient, credits: Credits): void {
  queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, credits } : me));
}
