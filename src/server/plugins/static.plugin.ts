// Serves the built SPA for every non-API path (index.html for client routes, immutable hashed
// assets) and, with the local storage driver, the stored files under /storage/foodart/*: public keys
// to anyone with immutable caching; users' uploads (private keys) only to their owner or an admin,
// never cached, and as a 404 to anyone else so that a stranger cannot even learn that one exists.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Storage } from '../adapters/storage/storage.ts';
import { LOCAL_PUBLIC_PREFIX, PUBLIC_CACHE_CONTROL, cacheControlForKey, isPrivateKey, isSafeKey } from '../adapters/storage/storage-keys.ts';
import { z } from 'zod';
import { errorResponses } from '../http-contract.ts';
import { notFound } from '../http-errors.ts';
import { MSG } from '../../shared/messages.ts';

export interface StaticPluginOptions {
  webDir: string;
  storage: Storage;
  /** Whether this user may see this private upload (its URL): its owner, or an admin. */
  canViewUpload: (userId: string, url: string) => Promise<boolean>;
}

const StoredFileParamsSchema = z.object({ '*': z.string().describe('The storage key') });

export const staticPlugin = fp(async (app: FastifyInstance, opts: StaticPluginOptions) => {
  const { webDir, storage } = opts;

  async function mayView(request: FastifyRequest, key: string): Promise<boolean> {
    if (!isPrivateKey(key)) return true;
    const user = await app.optionalUser(request);
    return user !== null && opts.canViewUpload(user.id, `${LOCAL_PUBLIC_PREFIX}/${key}`);
  }

  if (storage.driver === 'local') {
    const schema = {
      summary: 'A stored file (local storage driver): public keys to anyone, uploads only to their owner or an admin',
      tags: ['storage'],
      params: StoredFileParamsSchema,
      response: {
        200: { description: 'The file', content: { 'image/*': { schema: z.file() } } },
        ...errorResponses(404),
      },
    };
    app.get(`${LOCAL_PUBLIC_PREFIX}/*`, { schema }, async (request, reply) => {
      // The router has decoded the path once already; a second decoding would turn `%25` into a bad escape.
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if (!isSafeKey(key) || !(await mayView(request, key))) throw notFound();
      const object = await storage.get(key);
      if (!object) throw notFound();
      return reply.header('content-type', object.contentType).header('cache-control', cacheControlForKey(key)).send(object.body);
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
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? PUBLIC_CACHE_CONTROL : 'no-cache');
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
