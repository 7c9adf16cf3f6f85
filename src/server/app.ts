// buildApp(deps) → a ready Fastify instance. main.ts gives it the real database and storage;
// tests give it an in-memory PGlite and a temporary folder, then call inject().
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { PHOTO_MAX_BYTES } from '../shared/constants.ts';
import type { PaymentsProvider } from './adapters/payments/payments.ts';
import { s3ImageOrigins } from './adapters/storage/s3.storage.ts';
import type { Storage } from './adapters/storage/storage.ts';
import { trustedOrigins, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { artsRoutes } from './features/arts/arts.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { createAuth, type Auth } from './features/accounts/auth.ts';
import { JsonCache } from './features/catalogue/catalogue.cache.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { photosRoutes } from './features/photos/photos.routes.ts';
import type { RemotePhotoEngine } from './features/photos/photos.service.ts';
import { ratingsRoutes } from './features/ratings/ratings.routes.ts';
import { copyRoutes } from './features/copy/copy.routes.ts';
import { creationsRoutes } from './features/creations/creations.routes.ts';
import { createLlmCopywriter } from './adapters/ai/copy-llm.ts';
import type { PhotoEngine } from './adapters/engine/engine-pool.ts';
import { authPlugin } from './plugins/auth.plugin.ts';
import { errorsPlugin, onClientError, onFrameworkError } from './plugins/errors.plugin.ts';
import { originCheckPlugin } from './plugins/origin-check.plugin.ts';
import { processLeasePlugin } from './plugins/process-lease.plugin.ts';
import { staticPlugin } from './plugins/static.plugin.ts';

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const MAX_TIMEOUT_CHECK_MS = 5_000;

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  /** The local photo engine (worker pool); tests may pass a fake. */
  engine: PhotoEngine;
  /** A remote generative provider when AI_PROVIDER is not local. */
  remotePhoto?: RemotePhotoEngine | null;
  /** The payment provider; by default Stripe when configured, else the demonstration provider. */
  payments?: PaymentsProvider;
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
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 20 } });
  await app.register(authPlugin, { auth, db: database.db });
  await app.register(processLeasePlugin, { db: database.db });
  const leaseId = app.processLease.id;

  await app.register(healthRoutes, { database, storage, config, engine: deps.engine });
  await app.register(accountsRoutes, { auth, db: database.db, config });
  await app.register(catalogueRoutes, { db: database.db, cache: catalogueCache });
  await app.register(photosRoutes, { deps: { db: database.db, storage, engine: deps.engine, remote: deps.remotePhoto ?? null, leaseId }, config });
  await app.register(artsRoutes, { deps: { db: database.db, storage, engine: deps.engine, catalogueCache, leaseId }, config });
  await app.register(ratingsRoutes, { db: database.db });
  await app.register(creationsRoutes, { db: database.db });
  await app.register(copyRoutes, { db: database.db, llm: config.aiText ? createLlmCopywriter(config.aiText) : null });
  await app.register(billingRoutes, { db: database.db, config, payments: deps.payments });
  await app.register(staticPlugin, { webDir: config.webDir, storage, db: database.db });
  return app;
}

/** Images may come from the S3 public URL, and signed URLs of private uploads from the store itself. */
function storageOrigins(config: Config): string[] {
  return config.storage.driver === 's3' ? s3ImageOrigins(config.storage) : [];
}
