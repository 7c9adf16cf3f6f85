// buildApp(deps) → a ready Fastify instance. The adapters come built from the composition root
// (deps.ts: main.ts builds them from the configuration; tests pass fakes for some), and each feature
// receives only the ones it needs.
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { PHOTO_MAX_BYTES } from '../shared/constants.ts';
import { s3ImageOrigins } from './adapters/storage/s3.storage.ts';
import { reportRedisErrors } from './adapters/redis/redis.ts';
import { trustedOrigins, type Config } from './config.ts';
import type { Deps } from './deps.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { ADMIN_PREFIX, adminRoutes } from './features/admin/admin.routes.ts';
import { artsRoutes } from './features/arts/arts.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { createAuth, type Auth } from './features/accounts/auth.ts';
import { createSessionSource } from './features/accounts/sessions.ts';
import { JsonCache } from './features/catalogue/catalogue.cache.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { photosRoutes } from './features/photos/photos.routes.ts';
import { ratingsRoutes } from './features/ratings/ratings.routes.ts';
import { copyRoutes } from './features/copy/copy.routes.ts';
import { creationsRoutes } from './features/creations/creations.routes.ts';
import { canViewUpload } from './features/creations/creations.service.ts';
import { apiContractPlugin } from './plugins/api-contract.plugin.ts';
import { authPlugin } from './plugins/auth.plugin.ts';
import { errorsPlugin, onClientError, onFrameworkError } from './plugins/errors.plugin.ts';
import { originCheckPlugin } from './plugins/origin-check.plugin.ts';
import { processLeasePlugin } from './features/leases/leases.plugin.ts';
import { staticPlugin } from './plugins/static.plugin.ts';

/** The API's version in the OpenAPI document. */
const API_VERSION = '1.0.0';
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const MAX_TIMEOUT_CHECK_MS = 5_000;
/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** What @fastify/compress may compress: text, JSON, XML and scripts — never images, fonts or event streams. */
const COMPRESSIBLE_TYPES = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)(?:;|$))/;

export interface AppDeps extends Deps {
  /** Pino options or false; tests pass false. */
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps & { auth: Auth; catalogueCache: JsonCache };
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, storage } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
    // A body that trickles in is cut off (408): the whole request must arrive within this time.
    // Node checks the deadline on an interval (30 s by default): check often enough to keep it.
    serverFactory: (handler) =>
      http.createServer(
        { requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: Math.min(MAX_TIMEOUT_CHECK_MS, config.requestTimeoutMs / 4) },
        handler,
      ),
  });
  const auth = createAuth(database.db, config);
  const catalogueCache = new JsonCache();
  app.decorate('deps', { ...deps, auth, catalogueCache });

  await app.register(errorsPlugin);
  // Before any route, so each gets the hook. Request bodies are never decompressed (the webhook's raw
  // bytes and uploads stay as sent); the SPA's files come precompressed from the build (static.plugin.ts).
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
  await app.register(apiContractPlugin, { version: API_VERSION });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...storageOrigins(config)],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS means nothing over plain http, and a local http install must not pin itself to https.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  });
  await app.register(originCheckPlugin, { trustedOrigins: trustedOrigins(config) });
  await app.register(cookie);
  // With REDIS_URL the counters live in Redis, so every replica enforces one limit. While it does not
  // answer, the limited routes fail within half a second (500) rather than run without limits, and
  // /api/health says limits "down"; everything else goes on.
  if (deps.redis) reportRedisErrors(deps.redis, (message) => app.log.error({ err: message }, 'Redis does not answer: rate-limited routes fail until it does'));
  await app.register(rateLimit, { global: false, ...(deps.redis ? { redis: deps.redis, nameSpace: `${config.redis!.keyPrefix}rate-limit:` } : {}) });
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 20 } });
  await app.register(authPlugin, { sessions: await createSessionSource(auth, database.db) });
  await app.register(processLeasePlugin, { db: database.db });
  const leaseId = app.processLease.id;

  const { engine, clock } = deps;
  const db = database.db;
  await app.register(healthRoutes, { database, storage, config, engine, redis: deps.redis });
  await app.register(accountsRoutes, { auth, db, config });
  await app.register(catalogueRoutes, { db, cache: catalogueCache });
  await app.register(photosRoutes, { deps: { db, storage, engine, remote: deps.remotePhoto, leaseId, clock }, config });
  await app.register(artsRoutes, { deps: { db, storage, engine, catalogueCache, leaseId, clock }, config });
  await app.register(ratingsRoutes, { db });
  await app.register(creationsRoutes, { db });
  await app.register(copyRoutes, { db, llm: deps.copyLlm });
  await app.register(adminRoutes, { prefix: ADMIN_PREFIX, deps: { db, storage, engine, clearCatalogue: (prefix) => catalogueCache.clear(prefix) } });
  await app.register(billingRoutes, { db, config, payments: deps.payments, verifyWebhook: deps.verifyWebhook, clock });
  await app.register(siteRoutes, { publicUrl: config.publicUrl });
  await app.register(staticPlugin, {
    webDir: config.webDir,
    storage,
    publicUrl: config.publicUrl,
    canViewUpload: (userId, url) => canViewUpload(database.db, userId, url),
  });
  return app;
}

/** Images may come from the S3 public URL, and signed URLs of private uploads from the store itself. */
function storageOrigins(config: Config): string[] {
  return config.storage.driver === 's3' ? s3ImageOrigins(config.storage) : [];
}
