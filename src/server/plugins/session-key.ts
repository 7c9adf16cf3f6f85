// The session cookie's names and the per-user key of the rate limits. better-auth prefixes its
// cookies with `__Secure-` when PUBLIC_URL is https, so every reader of the cookie goes through here.
// A key never holds the cookie itself: with REDIS_URL the keys sit in Redis, where a live session
// token would be a credential for anyone who can list keys.
import { createHash } from 'node:crypto';

/** better-auth's session cookie on plain http (cookiePrefix `foodart`). */
export const SESSION_COOKIE_NAME = 'foodart.session_token';
/** The same cookie behind https. */
export const SECURE_SESSION_COOKIE_NAME = `__Secure-${SESSION_COOKIE_NAME}`;
const SESSION_COOKIES = [SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME] as const;

type CookieCarrier = { cookies?: Record<string, string | undefined> };

/** Whether the request carries a session cookie (not whether the session is valid: no lookup). */
export function hasSessionCookie(request: CookieCarrier): boolean {
  return SESSION_COOKIES.some((name) => Boolean(request.cookies?.[name]));
}

/**
 * Per-user limits count per signed-in user once a guard has resolved the session (routes limited at
 * preHandler), else per session cookie — a hash of it — whichever cookie carries it, else per client
 * address.
 */
export function sessionKey(request: CookieCarrier & { ip: string; user?: { id: string } | null }): string {
  if (request.user) return `user:${request.user.id}`;
  for (const name of SESSION_COOKIES) {
    const value = request.cookies?.[name];
    if (value) return `session:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
  }
  return `ip:${request.ip}`;
}
