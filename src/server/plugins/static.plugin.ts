// Serves the built SPA for every non-API path (index.html for client routes, immutable hashed
// assets) and, with the local storage driver, the stored files under /storage/foodart/*: public keys
// to anyone with immutable caching; users' uploads (private keys) only to their owner or an admin,
// never cached, and as a 404 to anyone else so that a stranger cannot even learn that one exists.
// The build's .br/.gz files are sent as they are; the shell (index.html) says whether the request
// carried a session cookie (src/shared/session-hint.ts), its Open Graph addresses are made absolute
// with PUBLIC_URL (a shared link's card needs them so), and it is compressed once per variant at start.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Storage } from '../adapters/storage/storage.ts';
import { LOCAL_PUBLIC_PREFIX, PUBLIC_CACHE_CONTROL, cacheControlForKey, isPrivateKey, isSafeKey } from '../adapters/storage/storage-keys.ts';
import { z } from 'zod';
import { errorResponses } from '../http-contract.ts';
import { notFound } from '../http-errors.ts';
import { MSG } from '../../shared/messages.ts';
import { SESSION_HINT_META_NAME, SESSION_HINTS, type SessionHint } from '../../shared/session-hint.ts';
import { hasSessionCookie } from './session-key.ts';

export interface StaticPluginOptions {
  webDir: string;
  storage: Storage;
  /** Whether this user may see this private upload (its URL): its owner, or an admin. */
  canViewUpload: (userId: string, url: string) => Promise<boolean>;
  /** PUBLIC_URL: the base of the shell's Open Graph addresses. */
  publicUrl: string;
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
    // Images, compressed already: never through @fastify/compress.
    app.get(`${LOCAL_PUBLIC_PREFIX}/*`, { schema, compress: false }, async (request, reply) => {
      // The router has decoded the path once already; a second decoding would turn `%25` into a bad escape.
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if (!isSafeKey(key) || !(await mayView(request, key))) throw notFound();
      const object = await storage.get(key);
      if (!object) throw notFound();
      return reply.header('content-type', object.contentType).header('cache-control', cacheControlForKey(key)).send(object.body);
    });
  }

  const indexFile = path.join(webDir, INDEX_FILE);
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // `x.js` is answered with `x.js.br` or `x.js.gz` when the client accepts it (Vary: Accept-Encoding).
      preCompressed: true,
      // No routes of their own: the compressed files are only sent in place of their original, and
      // index.html only as the shell below (with its session hint).
      globIgnore: [INDEX_FILE, `${INDEX_FILE}.*`, '**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? PUBLIC_CACHE_CONTROL : 'no-cache');
      },
    });
  }
  const shell = hasWeb ? prepareShell(absoluteOpenGraphUrls(readFileSync(indexFile, 'utf8'), opts.publicUrl)) : null;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing build file (an old chunk after a deploy) is a 404, not the shell parsed as a script.
    const isFile = url === '/api' || url.startsWith('/api/') || url.startsWith('/storage/') || url.startsWith('/assets/');
    if (isFile || (request.method !== 'GET' && request.method !== 'HEAD') || !shell) {
      return reply.status(404).send({ error: 'not_found', message: MSG.notFound });
    }
    // Client-side routes (including unknown ones, which the SPA's 404 page handles).
    const variant = shell[hasSessionCookie(request) ? 'present' : 'absent'];
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(variant[encoding ?? 'identity']);
  });
});

const INDEX_FILE = 'index.html';

type ShellEncoding = 'br' | 'gzip';
type EncodedShell = Record<ShellEncoding | 'identity', Buffer>;

/** index.html with `<meta name="foodart-session" content="…">` at the end of its <head>. */
export function injectSessionHint(html: string, hint: SessionHint): string {
  const meta = `<meta name="${SESSION_HINT_META_NAME}" content="${hint}" />`;
  const closing = /<\/head>/i.exec(html);
  if (!closing) throw new Error(`${INDEX_FILE} has no </head> to put the session hint in`);
  return `${html.slice(0, closing.index)}  ${meta}\n  ${html.slice(closing.index)}`;
}

/** Open Graph properties whose content is an address: crawlers take only absolute ones. */
const OPEN_GRAPH_URL_PROPERTIES = ['og:url', 'og:image'] as const;

/**
 * index.html with its Open Graph addresses (`og:url`, `og:image`) made absolute on `publicUrl`:
 * "/og-image.png" becomes "https://foodart.com.br/og-image.png". Absolute ones are left as they are.
 */
export function absoluteOpenGraphUrls(html: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  return html.replace(/<meta\s+property="(og:[\w:]+)"\s+content="(\/(?!\/)[^"]*)"/g, (tag, property: string, content: string) =>
    (OPEN_GRAPH_URL_PROPERTIES as readonly string[]).includes(property)
      ? tag.replace(`content="${content}"`, `content="${escapeAttribute(`${base}${content}`)}"`)
      : tag,
  );
}

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Both session variants of the shell, each plain, br and gzip: compressed once, at start. */
function prepareShell(html: string): Record<SessionHint, EncodedShell> {
  const encode = (hint: SessionHint): EncodedShell => {
    const identity = Buffer.from(injectSessionHint(html, hint));
    return {
      identity,
      br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
      gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
    };
  };
  return Object.fromEntries(SESSION_HINTS.map((hint) => [hint, encode(hint)])) as Record<SessionHint, EncodedShell>;
}

/** br when the client takes it at least as gladly as gzip, else gzip, else none (by Accept-Encoding's q-values). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): ShellEncoding | null {
  const header = [acceptEncoding ?? []].flat().join(',').toLowerCase();
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ShellEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}
