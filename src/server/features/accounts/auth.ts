// better-auth configured for FoodArt: e-mail + password, sessions in our database, an httpOnly
// SameSite cookie. The routes the product uses stay under /api/auth/* (accounts.routes.ts lists them).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MIN } from '../../../shared/constants.ts';
import { trustedOrigins, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema/index.ts';

const SESSION_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

export function createAuth(db: Db, config: Config) {
  const secure = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'FoodArt',
    secret: config.authSecret,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification }, transaction: true }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN, autoSignIn: true },
    user: { additionalFields: { whatsapp: { type: 'string', required: false, input: true } } },
    session: { expiresIn: SESSION_DAYS * DAY_SECONDS, updateAge: DAY_SECONDS },
    // Fastify's rate limiter guards sign-in and sign-up (see accounts.routes.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: config.env === 'test', level: 'error' },
    advanced: {
      cookiePrefix: 'foodart',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

type Cookies = Record<string, string | undefined>;

export interface SessionCookieReader {
  /** The session token of a signed session cookie, or null when it is missing or its signature is wrong. */
  tokenOf(cookies: Cookies): string | null;
  /** True when better-auth would refresh (or delete) this session on its next read. */
  isStale(cookies: Cookies, expiresAt: Date, now?: number): boolean;
}

/**
 * Reads better-auth's signed session cookie without a round trip through its endpoint machinery:
 * the cookie names, secret and session ages come from better-auth's own context, and the signature
 * is the one better-call writes (`value.base64(HMAC-SHA256(secret, value))`).
 */
export async function createSessionCookieReader(auth: Auth): Promise<SessionCookieReader> {
  const context = await auth.$context;
  const sessionCookie = context.authCookies.sessionToken.name;
  const dontRememberCookie = context.authCookies.dontRememberToken.name;
  const secret = context.secret;
  const { expiresIn, updateAge } = context.sessionConfig;

  function signedValue(cookies: Cookies, name: string): string | null {
    const value = cookies[name];
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const signed = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(signed).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? signed : null;
  }

  return {
    tokenOf: (cookies) => signedValue(cookies, sessionCookie),
    isStale(cookies, expiresAt, now = Date.now()) {
      const expires = expiresAt.getTime();
      if (expires <= now) return true;
      // A "don't remember me" session is never extended, so it only goes stale by expiring.
      if (signedValue(cookies, dontRememberCookie)) return false;
      return expires - expiresIn * 1000 + updateAge * 1000 <= now;
    },
  };
}
