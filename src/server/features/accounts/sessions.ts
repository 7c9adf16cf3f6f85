// The accounts feature's answer to the auth plugin's question "who is this request?": the signed
// session cookie read locally, the session + user + admin flag + /api/me in one query, and
// better-auth's own read when a session is due for refreshing.
import { fromNodeHeaders } from 'better-auth/node';
import type { Db } from '../../db/client.ts';
import type { SessionSource } from '../../plugins/auth.plugin.ts';
import { findSessionUser, isAdmin } from './accounts.service.ts';
import { createSessionCookieReader, type Auth } from './auth.ts';

export async function createSessionSource(auth: Auth, db: Db): Promise<SessionSource> {
  const cookies = await createSessionCookieReader(auth);
  return {
    tokenOf: (jar) => cookies.tokenOf(jar),
    isStale: (jar, expiresAt) => cookies.isStale(jar, expiresAt),
    findSessionUser: (token) => findSessionUser(db, token),
    async getSession(request) {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      return session ? { user: { id: session.user.id, email: session.user.email, name: session.user.name } } : null;
    },
    isAdmin: (userId) => isAdmin(db, userId),
  };
}
