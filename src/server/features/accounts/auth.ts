// better-auth configured for FoodArt: e-mail + password, sessions in our database, an httpOnly
// SameSite cookie. Its own routes stay under /api/auth/* (automated checks call them).
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MIN } from '../../../shared/constants.ts';
import type { Config } from '../../config.ts';
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

function trustedOrigins(config: Config): string[] {
  const origins = new Set([config.publicUrl, `http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`]);
  // Vite's dev server proxies the API from another port.
  if (config.env === 'development') origins.add('http://localhost:5173').add('http://127.0.0.1:5173');
  return [...origins];
}
