// Serves the built SPA for every non-API path (index.html for client routes, immutable hashed
// assets) and, with the local storage driver, the public files under /storage/foodart/*.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Storage } from '../adapters/storage/storage.ts';
import { LOCAL_PUBLIC_PREFIX, isSafeKey } from '../adapters/storage/storage-keys.ts';
import { MSG } from '../../shared/messages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const staticPlugin = fp(async (app: FastifyInstance, opts: { webDir: string; storage: Storage }) => {
  const { webDir, storage } = opts;

  if (storage.driver === 'local') {
    app.get(`${LOCAL_PUBLIC_PREFIX}/*`, async (request, reply) => {
      const key = decodeURIComponent((request.params as { '*': string })['*'] ?? '');
      if (!isSafeKey(key)) return reply.status(404).send({ error: 'not_found', message: MSG.notFound });
      const object = await storage.get(key);
      if (!object) return reply.status(404).send({ error: 'not_found', message: MSG.notFound });
      return reply.header('content-type', object.contentType).header('cache-control', IMMUTABLE).send(object.body);
    });
  }

  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : null;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/storage/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD') || !indexHtml) {
      return reply.status(404).send({ error: 'not_found', message: MSG.notFound });
    }
    // Client-side routes (including unknown ones, which the SPA's 404 page handles).
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});
