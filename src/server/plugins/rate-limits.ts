// Every route's rate limit, in one place (@fastify/rate-limit's `config.rateLimit`). Per-user limits
// count per signed-in session (plugins/session-key.ts), else per client address.
// The generation routes (Foto Pro, Templates Rápidos) allow RATE_LIMIT_GENERATION_PER_MINUTE each; the
// free Foto Pro pre-check runs the segmentation model too (~0.5 s of CPU), so it has its own, separate
// budget (RATE_LIMIT_PHOTO_CHECK_PER_MINUTE): checking photos never eats into generating them.
import { PHOTO_CHECK_PER_MINUTE_DEFAULT, type Config } from '../config.ts';
import type { FastifyInstance } from 'fastify';
import { sessionKey } from './session-key.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** Checkout and portal sessions a signed-in user may open per minute. */
export const CHECKOUT_RATE_LIMIT_PER_MINUTE = 10;
/** AI copy suggestions a signed-in user may ask for per minute (no credit is charged). */
export const SUGGESTIONS_PER_MINUTE = 30;

// Counted after the route's guard (preHandler), so a signed-in user is one budget however many sessions they open.
const perSession = (max: number, timeWindow = MINUTE_MS) => ({ rateLimit: { max, timeWindow, hook: 'preHandler' as const, keyGenerator: sessionKey } });
const perAddress = (max: number, timeWindow = MINUTE_MS) => ({ rateLimit: { max, timeWindow } });

/** The route `config` of each limited route. */
/**
 * The free looks at a Foto Pro photo — the early upload and the pre-check (each runs the model) — share
 * one budget per user, RATE_LIMIT_PHOTO_CHECK_PER_MINUTE: a route-level limit would count each route
 * apart. A preHandler of the plugin's root store, which both routes use.
 */
export function photoLookLimit(app: FastifyInstance, config: Config) {
  return app.rateLimit({
    max: config.rateLimits.photoCheckPerMinute ?? PHOTO_CHECK_PER_MINUTE_DEFAULT,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `photo-look:${sessionKey(request)}`,
  });
}

export const rateLimits = {
  signUp: (config: Config) => perAddress(config.rateLimits.signUpPerHour, HOUR_MS),
  signIn: (config: Config) => perAddress(config.rateLimits.signInPerMinute),
  generation: (config: Config) => perSession(config.rateLimits.generationPerMinute),

  checkout: () => perSession(CHECKOUT_RATE_LIMIT_PER_MINUTE),
  copySuggestion: () => perSession(SUGGESTIONS_PER_MINUTE),
};
