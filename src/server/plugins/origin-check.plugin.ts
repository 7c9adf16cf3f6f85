// CSRF defence beyond SameSite=Lax: a state-changing request that carries a cookie must come from
// the app's own origin (PUBLIC_URL). Browsers send `Origin` on every POST/PUT/PATCH/DELETE; when it
// is missing, `Sec-Fetch-Site: same-origin` stands for it. Stripe's webhook carries no cookie and is
// authenticated by its signature.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../shared/messages.ts';
import { AppError } from '../http-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOriginRequest(request: Pick<FastifyRequest, 'headers'>, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return trusted.has(origin);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { trustedOrigins: string[] }) => {
  const trusted = new Set(opts.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    if (!isSameOriginRequest(request, trusted)) throw new AppError(403, 'foreign_origin', MSG.foreignOrigin);
  });
});
