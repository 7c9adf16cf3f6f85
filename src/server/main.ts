// Entry point: config → database (migrated) → storage → seed → listen, with graceful shutdown.
import { loadConfig, ConfigError } from './config.ts';
import { createStorage } from './adapters/storage/storage.ts';
import { buildApp } from './app.ts';
import { createEnginePool } from './adapters/engine/engine-pool.ts';
import { createRemotePhotoEngine } from './features/photos/remote-photo.engine.ts';
import { DatabaseUnreachableError, openDatabase } from './db/client.ts';
import { seedCatalogues } from './db/seed/seed.ts';
import { ensureFirstAdmin } from './features/accounts/accounts.service.ts';
import { releaseStaleReservations, STALE_RESERVATION_MS } from './features/credits/credits.service.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const storage = createStorage(config.storage);
  const engine = createEnginePool({
    threads: config.engine.threads,
    queueMax: config.engine.queueMax,
    segmentationModel: config.engine.segmentationModel,
  });
  const app = await buildApp({ config, database, storage, engine, remotePhoto: createRemotePhotoEngine(config) });

  await seedCatalogues(database.db, storage, app.log);
  const released = await releaseStaleReservations(database.db);
  if (released) app.log.warn({ released }, 'released credit reservations left by a crash');
  const sweep = setInterval(() => {
    releaseStaleReservations(database.db).catch((err: unknown) => app.log.error({ err }, 'reservation sweep failed'));
  }, STALE_RESERVATION_MS / 2);
  sweep.unref();
  const adminId = await ensureFirstAdmin(database.db, app.deps.auth, config.admin);
  if (adminId) app.log.info({ email: config.admin.email }, 'created the first admin from ADMIN_EMAIL');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    await app.close();
    await engine.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // Load the segmentation model now, so the first user does not wait for it.
  engine.warmUp().catch((err: unknown) => app.log.error({ err }, 'engine warm-up failed'));
  app.log.info(`FoodArt on ${config.publicUrl} (db: ${database.kind}, storage: ${storage.driver}, payments: ${config.payments.provider})`);
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseUnreachableError || error instanceof ConfigError) {
    console.error(`foodart: ${error.message}`);
  } else {
    console.error('foodart: failed to start:', error);
  }
  process.exit(1);
});
