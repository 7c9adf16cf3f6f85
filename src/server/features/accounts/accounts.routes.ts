// better-auth's own routes under /api/auth/*, with our validation and pt-BR errors in front of
// sign-up and sign-in, plus GET /api/me.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../../shared/messages.ts';
import { LoginSchema, SignUpBodySchema } from '../../../shared/schemas/auth.schema.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../http-errors.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { getMe } from './accounts.service.ts';
import type { Auth } from './auth.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** better-auth error codes → our status and pt-BR message. */
const AUTH_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  USER_ALREADY_EXISTS: { status: 409, error: 'email_taken', message: MSG.emailTaken },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, error: 'email_taken', message: MSG.emailTaken },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, error: 'invalid_credentials', message: MSG.invalidCredentials },
  INVALID_EMAIL: { status: 400, error: 'invalid_input', message: MSG.invalidEmail },
  INVALID_PASSWORD: { status: 401, error: 'invalid_credentials', message: MSG.invalidCredentials },
  PASSWORD_TOO_SHORT: { status: 400, error: 'invalid_input', message: MSG.passwordMin },
};

export async function accountsRoutes(app: FastifyInstance, opts: { auth: Auth; db: Db; config: Config }) {
  const { auth, db, config } = opts;

  async function forward(request: FastifyRequest, reply: FastifyReply, body?: unknown) {
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
    if (response.status >= 400) return sendAuthError(reply, response.status, text);
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(text || null);
  }

  function sendAuthError(reply: FastifyReply, status: number, text: string) {
    let code: string;
    try {
      code = String((JSON.parse(text) as { code?: string }).code ?? '');
    } catch {
      code = '';
    }
    const mapped = AUTH_ERRORS[code];
    if (mapped) return reply.status(mapped.status).send({ error: mapped.error, message: mapped.message });
    if (status === 401) return reply.status(401).send({ error: 'unauthorized', message: MSG.loginRequired });
    if (status === 403) return reply.status(403).send({ error: 'forbidden', message: MSG.notAllowed });
    return reply.status(status).send({ error: code.toLowerCase() || 'auth_error', message: status >= 500 ? MSG.serverError : MSG.invalidInput });
  }

  app.post(
    '/api/auth/sign-up/email',
    { config: { rateLimit: { max: config.rateLimits.signUpPerHour, timeWindow: HOUR_MS } } },
    async (request, reply) => forward(request, reply, SignUpBodySchema.parse(request.body ?? {})),
  );

  app.post(
    '/api/auth/sign-in/email',
    { config: { rateLimit: { max: config.rateLimits.signInPerMinute, timeWindow: MINUTE_MS } } },
    async (request, reply) => forward(request, reply, { ...(request.body as object), ...LoginSchema.parse(request.body ?? {}) }),
  );

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: (request, reply) => forward(request, reply) });

  app.get('/api/me', { preHandler: app.requireUser }, async (request) => {
    const me = await getMe(db, currentUser(request).id);
    if (!me) throw unauthorized();
    return me;
  });
}
