// Resolves the session cookie to a user once per request and offers the two guards every
// protected route uses: `app.requireUser` and `app.requireAdmin` (checked on the server), and
// `app.optionalUser` for a route that answers everyone but shows more to a signed-in user.
// The lookup runs on every page, so it is one query (session + user + admin flag + what /api/me shows)
// after a local signature check; better-auth's own getSession only runs when it has work to do: refreshing a
// session due for it, or deleting an expired one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Me } from '../../shared/schemas/me.schema.ts';
import { forbidden, unauthorized } from '../http-errors.ts';

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
    /** What /api/me shows, read with the session (null when better-auth resolved it: read it afresh). */
    sessionMe: (request: FastifyRequest) => Promise<Me | null>;
  }
  interface FastifyRequest {
    /** Set by requireUser/requireAdmin; routes behind a guard read it. */
    user: SessionUser | null;
  }
}

type Cookies = Record<string, string | undefined>;

/** Where sessions come from: the accounts feature provides it (features/accounts/sessions.ts). */
export interface SessionSource {
  /** The session token of a signed session cookie, or null when it is missing or its signature is wrong. */
  tokenOf(cookies: Cookies): string | null;
  /** True when better-auth would refresh (or delete) this session on its next read. */
  isStale(cookies: Cookies, expiresAt: Date): boolean;
  /** The session's user, admin flag and /api/me, in one query; undefined when the token is unknown. */
  findSessionUser(token: string): Promise<(SessionUser & { expiresAt: Date; isAdmin: boolean; me: Me | null }) | undefined>;
  /** better-auth's own read of the session (refreshing or deleting it), for a stale one. */
  getSession(request: FastifyRequest): Promise<{ user: SessionUser } | null>;
  isAdmin(userId: string): Promise<boolean>;
}

interface ResolvedSession {
  user: SessionUser;
  /** Known from the session query; null when better-auth resolved the session instead. */
  isAdmin: boolean | null;
  me: Me | null;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionSource }) => {
  app.decorateRequest('user', null);
  const sessions = opts.sessions;
  /** One lookup per request, however many guards and helpers ask. */
  const lookups = new WeakMap<FastifyRequest, Promise<ResolvedSession | null>>();

  function loadSession(request: FastifyRequest): Promise<ResolvedSession | null> {
    let lookup = lookups.get(request);
    if (!lookup) {
      lookup = resolveSession(request);
      lookups.set(request, lookup);
    }
    return lookup;
  }

  async function resolveSession(request: FastifyRequest): Promise<ResolvedSession | null> {
    const jar = request.cookies ?? {};
    const token = sessions.tokenOf(jar);
    if (!token) return null;
    const found = await sessions.findSessionUser(token);
    if (!found) return null;
    if (sessions.isStale(jar, found.expiresAt)) return resolveWithBetterAuth(request);
    return { user: { id: found.id, email: found.email, name: found.name }, isAdmin: found.isAdmin, me: found.me };
  }

  async function resolveWithBetterAuth(request: FastifyRequest): Promise<ResolvedSession | null> {
    const session = await sessions.getSession(request);
    if (!session) return null;
    return { user: { id: session.user.id, email: session.user.email, name: session.user.name }, isAdmin: null, me: null };
  }

  async function loadUser(request: FastifyRequest): Promise<SessionUser | null> {
    return (await loadSession(request))?.user ?? null;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    if (!request.user) throw unauthorized();
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    return request.user;
  });

  app.decorate('sessionMe', async (request: FastifyRequest) => (await loadSession(request))?.me ?? null);

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const session = await loadSession(request);
    request.user = session?.user ?? null;
    if (!session) throw unauthorized();
    if (!(session.isAdmin ?? (await sessions.isAdmin(session.user.id)))) throw forbidden();
  });
});

/** The signed-in user of a request that passed a guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
