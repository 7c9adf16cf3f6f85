// The rate limit of the generation routes (Foto Pro, Templates Rápidos): each allows
// RATE_LIMIT_GENERATION_PER_MINUTE requests per signed-in session per minute. The free Foto Pro
// pre-check runs the segmentation model too (~0.5 s of CPU), so it has its own, separate budget
// (RATE_LIMIT_PHOTO_CHECK_PER_MINUTE): checking photos never eats into generating them.
import { PHOTO_CHECK_PER_MINUTE_DEFAULT, type Config } from '../config.ts';

const MINUTE_MS = 60_000;

/** better-auth's session cookie: `__Secure-` prefixed when PUBLIC_URL is https. */
const SESSION_COOKIES = ['__Secure-foodart.session_token', 'foodart.session_token'] as const;

/** Per-user limits count per signed-in session, whichever cookie carries it (else the client address). */
export function sessionRateLimitKey(request: { cookies?: Record<string, string | undefined>; ip: string }): string {
  for (const name of SESSION_COOKIES) {
    const value = request.cookies?.[name];
    if (value) return `session:${value}`;
  }
  return `ip:${request.ip}`;
}

/** The route's `config.rateLimit` for @fastify/rate-limit. */
export function generationRateLimit(config: Config) {
  return { max: config.rateLimits.generationPerMinute, timeWindow: MINUTE_MS, keyGenerator: sessionRateLimitKey };
}

/** The `config.rateLimit` of POST /api/photos/check. */
export function photoCheckRateLimit(config: Config) {
  return { max: config.rateLimits.photoCheckPerMinute ?? PHOTO_CHECK_PER_MINUTE_DEFAULT, timeWindow: MINUTE_MS, keyGenerator: sessionRateLimitKey };
}
