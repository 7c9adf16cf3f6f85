// The better-auth routes the product uses (sign-up, sign-in, sign-out, get-session), with our
// validation and pt-BR errors in front, plus GET /api/me. Every other better-auth endpoint
// (update-user, change-password, delete-user, …) answers 404: the product has no screen for them, and
// they would skip the sign-up rules. Responses never carry the raw session token: the httpOnly
// cookie does, and the response schemas do not name it, so it is dropped on the way out.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../../shared/messages.ts';
import { AuthResultSchema, LoginSchema, SessionResultSchema, SignOutResultSchema, SignUpBodySchema } from '../../../shared/schemas/auth.schema.ts';
import { MeSchema } from '../../../shared/schemas/me.schema.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound, unauthorized } from '../../http-errors.ts';
import { errorResponses } from '../../http-contract.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { rateLimits } from '../../plugins/rate-limits.ts';
import { getMe, isEmailTaken } from './accounts.service.ts';
import type { Auth } from './auth.ts';

/** better-auth error codes → our status and pt-BR message. */
const AUTH_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  USER_ALREADY_EXISTS: { status: 409, error: 'email_taken', message: MSG.emailTaken },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, error: 'email_taken', message: MSG.emailTaken },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, error: 'invalid_credentials', message: MSG.invalidCredentials },
  INVALID_EMAIL: { status: 400, error: 'invalid_input', message: MSG.invalidEmail },
  INVALID_PASSWORD: { status: 401, error: 'invalid_credentials', message: MSG.invalidCredentials },
  PASSWORD_TOO_SHORT: { status: 400, error: 'invalid_input', message: MSG.passwordMin },
  INVALID_ORIGIN: { status: 403, error: 'foreign_origin', message: MSG.foreignOrigin },
  MISSING_OR_NULL_ORIGIN: { status: 403, error: 'foreign_origin', message: MSG.foreignOrigin },
};

type AuthError = (typeof AUTH_ERRORS)[string];

const TAGS = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<{ auth: Auth; db: Db; config: Config }> = async (app, opts) => {
  const { auth, db, config } = opts;

  /**
   * Hands the request to better-auth. `explain` may turn a failure into one of ours (it runs before
   * the generic mapping).
   */
  async function forward(request: FastifyRequest, reply: FastifyReply, body?: unknown, explain?: (code: string) => Promise<AuthError | undefined>) {
    const url = new URL(request.url, config.publicUrl);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined || key === 'content-length') continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    if (hasBody) headers.set('content-type', 'application/json');
    const response = await auth.handler(
      new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(body ?? request.body ?? {}) : undefined }),
    );
    const text = await response.text();
    if (response.status >= 400) {
      const code = errorCode(text);
      const explained = explain ? await explain(code) : undefined;
      return sendAuthError(reply, response.status, code, explained);
    }
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    reply.header('cache-control', 'no-store');
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // An object, so the route's response schema serialises it (and leaves the session token out).
    return reply.send(parseJson(text));
  }

  function sendAuthError(reply: FastifyReply, status: number, code: string, explained?: AuthError) {
    const mapped = explained ?? AUTH_ERRORS[code];
    if (mapped) return reply.status(mapped.status).send({ error: mapped.error, message: mapped.message });
    if (status === 401) return reply.status(401).send({ error: 'unauthorized', message: MSG.loginRequired });
    if (status === 403) return reply.status(403).send({ error: 'forbidden', message: MSG.notAllowed });
    return reply.status(status).send({ error: code.toLowerCase() || 'auth_error', message: status >= 500 ? MSG.serverError : MSG.invalidInput });
  }

  app.post(
    '/api/auth/sign-up/email',
    {
      config: rateLimits.signUp(config),
      schema: {
        summary: 'Create an account (signed in at once, with the free credits)',
        tags: TAGS,
        body: SignUpBodySchema,
        response: { 200: AuthResultSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // better-auth checks the e-mail, then inserts: of two sign-ups racing for one e-mail, the loser
      // meets the unique index and gets FAILED_TO_CREATE_USER. It is the same "e-mail taken".
      return forward(request, reply, body, async (code) =>
        code === 'FAILED_TO_CREATE_USER' && (await isEmailTaken(db, body.email)) ? AUTH_ERRORS.USER_ALREADY_EXISTS : undefined,
      );
    },
  );

  app.post(
    '/api/auth/sign-in/email',
    {
      config: rateLimits.signIn(config),
      schema: {
        summary: 'Sign in with e-mail and password (sets the session cookie)',
        tags: TAGS,
        body: LoginSchema,
        response: { 200: AuthResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => forward(request, reply, request.body),
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { summary: 'Sign out (clears the session cookie)', tags: TAGS, response: { 200: SignOutResultSchema, ...errorResponses(401, 403) } } },
    (request, reply) => forward(request, reply),
  );
  app.get(
    '/api/auth/get-session',
    { schema: { summary: "The session and its user, or null when signed out", tags: TAGS, response: { 200: SessionResultSchema, ...errorResponses(401) } } },
    (request, reply) => forward(request, reply),
  );

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/auth/*',
    schema: { summary: "better-auth's other endpoints: the product has no screen for them", tags: TAGS, response: errorResponses(404) },
    handler: async () => {
      throw notFound();
    },
  });

  app.get(
    '/api/me',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Who is signed in, with their credits, admin flag and subscription',
        tags: TAGS,
        security: [{ session: [] }],
        response: { 200: MeSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const me = (await app.sessionMe(request)) ?? (await getMe(db, currentUser(request).id));
      if (!me) throw unauthorized();
      // Who is signed in, with their balance: never from a cache.
      reply.header('cache-control', 'no-store');
      return me;
    },
  );
};

function errorCode(text: string): string {
  try {
    return String((JSON.parse(text) as { code?: string }).code ?? '');
  } catch {
    return '';
  }
}

/** better-auth's JSON body as a value (null when empty or not JSON). */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
