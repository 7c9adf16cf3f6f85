// Entry point: config → adapters (deps.ts: database migrated, storage, engine, payments…) → app →
// seed → listen, with graceful shutdown.
import { loadConfig, ConfigError } from './config.ts';
import { buildApp } from './app.ts';
import { closeRedis } from './adapters/redis/redis.ts';
import { createDeps } from './deps.ts';
import { DataDirLockedError, DatabaseUnreachableError } from './db/client.ts';
import { seedCatalogues } from './features/catalogue/seed/seed.ts';
import { ensureFirstAdmin } from './features/accounts/accounts.service.ts';

async function main() {
  const config = loadConfig();
  const deps = await createDeps(config);
  const { database, storage, engine } = deps;
  const app = await buildApp(deps);

  if (config.payments.demoInProduction) {
    app.log.warn(
      'PAYMENTS_PROVIDER=demo IN PRODUCTION: checkouts are the free demonstration page — anyone can get plans and credits without paying. Every page shows a banner saying so.',
    );
  }
  if (!config.sales.whatsapp) {
    app.log.warn(
      { salesEmail: config.sales.email },
      'SALES_WHATSAPP is not set: the Studio plan\'s "Falar com Vendas" opens an e-mail to SALES_EMAIL instead of a WhatsApp chat.',
    );
  }
  await seedCatalogues(database.db, storage, app.log);
  // Credits and idempotency keys a crashed process held are released when the app is ready
  // (features/leases/leases.plugin.ts), before the first request.
  const adminId = await ensureFirstAdmin(database.db, app.deps.auth, config.admin);
  if (adminId) app.log.info({ email: config.admin.email }, 'created the first admin from ADMIN_EMAIL');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await engine.close();
    if (deps.redis) await closeRedis(deps.redis);
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
  if (error instanceof DatabaseUnreachableError || error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`foodart: ${error.message}`);
  } else {
    console.error('foodart: failed to start:', error);
  }
  process.exit(1);
});
