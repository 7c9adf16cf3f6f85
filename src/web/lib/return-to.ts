// Where a visitor sent to sign in goes back to once signed in: the page they were on (with its router
// state, e.g. the landing's `scrollTo` to the plans) travels in the router state of /auth.
import type { To } from 'react-router';

export type ReturnTo = { pathname: string; search?: string; state?: unknown };
export type AuthPageState = { returnTo?: ReturnTo };

const HOME: ReturnTo = { pathname: '/' };

/** Router state for /auth: come back to `returnTo` after signing in or up. */
export function authPageState(returnTo: ReturnTo): AuthPageState {
  return { returnTo };
}

/** Where /auth sends the user once signed in: the page it was given (one of ours), else the home page. */
export function readReturnTo(state: unknown): ReturnTo {
  const returnTo = (state as AuthPageState | null | undefined)?.returnTo;
  const pathname = returnTo?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return HOME;
  return returnTo as ReturnTo;
}

/** `navigate(...returnToNavigation(returnTo))` goes there, replacing /auth in the history. */
export function returnToNavigation({ pathname, search, state }: ReturnTo): [To, { replace: true; state: unknown }] {
  return [{ pathname, search }, { replace: true, state }];
}
