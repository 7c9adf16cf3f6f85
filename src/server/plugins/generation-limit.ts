// The rate limit of the generation routes (Foto Pro, Templates Rápidos): each allows
// RATE_LIMIT_GENERATION_PER_MINUTE requests per signed-in session per minute.
import type { Config } from '../config.ts';

const MINUTE_MS = 60_000;

/** Generation limits count per signed-in session (falls back to the client address). */
export function generationKey(request: { cookies?: Record<string, string | undefined>; ip: string }): string {
  return request.cookies?.['foodart.session_token'] ?? request.ip;
}

/** The route's `config.rateLimit` for @fastify/rate-limit. */
export function generationRateLimit(config: Config) {
  return { max: config.rateLimits.generationPerMinute, timeWindow: MINUTE_MS, keyGenerator: generationKey };
}
