// Resolves the session cookie to a user once per request and offers the two guards every
// protected route uses: `app.requireUser` and `app.requireAdmin` (checked on the server), and
// `app.optionalUser` for a route that answers everyone but shows more to a signed-in user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../http-errors.ts';
import { isAdmin } from '../features/accounts/accounts.service.ts';
import type { Auth } from '../features/accounts/auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The session's user, or null when signed out; never throws for a missing session. */
    optionalUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    /** Set by requireUser/requireAdmin; routes behind a guard read it. */
    user: SessionUser | null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth; db: Db }) => {
  app.decorateRequest('user', null);

  async function loadUser(request: FastifyRequest): Promise<SessionUser | null> {
    const session = await opts.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    return { id: session.user.id, email: session.user.email, name: session.user.name };
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    if (!request.user) throw unauthorized();
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    return request.user;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    if (!request.user) throw unauthorized();
    if (!(await isAdmin(opts.db, request.user.id))) throw forbidden();
  });
});

/** The signed-in user of a request that passed a guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
