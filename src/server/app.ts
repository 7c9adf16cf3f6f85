// buildApp(deps) → a ready Fastify instance. main.ts gives it the real database and storage;
// tests give it an in-memory PGlite and a temporary folder, then call inject().
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { PHOTO_MAX_BYTES } from '../shared/constants.ts';
import type { PaymentsProvider } from './adapters/payments/payments.ts';
import type { Storage } from './adapters/storage/storage.ts';
import type { Config } from './config.ts';
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
import { errorsPlugin } from './plugins/errors.plugin.ts';
import { staticPlugin } from './plugins/static.plugin.ts';

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
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 20 } });
  await app.register(authPlugin, { auth, db: database.db });

  await app.register(healthRoutes, { database, storage, config });
  await app.register(accountsRoutes, { auth, db: database.db, config });
  await app.register(catalogueRoutes, { db: database.db, cache: catalogueCache });
  await app.register(photosRoutes, { deps: { db: database.db, storage, engine: deps.engine, remote: deps.remotePhoto ?? null }, config });
  await app.register(artsRoutes, { deps: { db: database.db, storage, engine: deps.engine, catalogueCache }, config });
  await app.register(ratingsRoutes, { db: database.db });
  await app.register(creationsRoutes, { db: database.db });
  await app.register(copyRoutes, { db: database.db, llm: config.aiText ? createLlmCopywriter(config.aiText) : null });
  await app.register(billingRoutes, { db: database.db, config, payments: deps.payments });
  await app.register(staticPlugin, { webDir: config.webDir, storage });
  return app;
}

/** Images may come from the S3 public URL when that driver is configured. */
function storageOrigins(config: Config): string[] {
  if (config.storage.driver !== 's3') return [];
  const base = config.storage.publicBaseUrl ?? config.storage.endpoint;
  if (!base) return ['https:'];
  return [new URL(base).origin];
}
