// The composition root: every adapter the server uses is chosen and built here, once, from the
// configuration — database, storage, engine pool, payments, remote photo provider, copy LLM, clock.
// main.ts calls createDeps(config); tests pass their fakes as overrides and get the rest built the
// same way. Features never pick an adapter themselves: they receive what they need from buildApp.
import { createLlmCopywriter, type LlmCopywriter } from './adapters/ai/copy-llm.ts';
import { createRemotePhotoEngine, type RemotePhotoEngine } from './adapters/ai/remote-photo.engine.ts';
import { createEnginePool, type PhotoEngine } from './adapters/engine/engine-pool.ts';
import { createQueueEngine } from './adapters/engine/queue-engine.ts';
import { createDemoPayments } from './adapters/payments/demo.payments.ts';
import type { PaymentsProvider, WebhookVerifier } from './adapters/payments/payments.ts';
import { createStripePayments, createStripeWebhookVerifier } from './adapters/payments/stripe.payments.ts';
import { createRedis, type RedisClient } from './adapters/redis/redis.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import type { Storage } from './adapters/storage/storage.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { demoCheckoutStore } from './features/billing/billing.repo.ts';
import { LEASE_TTL_MS } from './features/leases/leases.service.ts';

export interface Deps {
  config: Config;
  database: Database;
  storage: Storage;
  /** The local photo and art engine: a worker thread, or the job queue of the engine workers (ENGINE_MODE=queue). */
  engine: PhotoEngine;
  /** A remote generative provider when AI_PROVIDER is not local. */
  remotePhoto: RemotePhotoEngine | null;
  /** Stripe when configured, else the demonstration provider. */
  payments: PaymentsProvider;
  /** Checks the signature of a Stripe webhook delivery. */
  verifyWebhook: WebhookVerifier;
  /** The copywriting LLM when AI_TEXT_* is set; null uses the local copywriter. */
  copyLlm: LlmCopywriter | null;
  /** Redis when REDIS_URL is set: the rate limits every replica shares. Null: in this process's memory. */
  redis: RedisClient | null;
  clock: Clock;
}

/** Builds every adapter the configuration asks for; `overrides` replace any of them (tests pass fakes). */
export async function createDeps(config: Config, overrides: Partial<Deps> = {}): Promise<Deps> {
  const database = overrides.database ?? (await openDatabase(config.database));
  return {
    config,
    database,
    storage: overrides.storage ?? createStorage(config.storage),
    engine: overrides.engine ?? createEngine(config),
    remotePhoto: overrides.remotePhoto !== undefined ? overrides.remotePhoto : createRemotePhotoEngine(config),
    payments: overrides.payments ?? createPaymentsProvider(config, database),
    verifyWebhook: overrides.verifyWebhook ?? createStripeWebhookVerifier(config.payments.stripeWebhookSecret),
    copyLlm: overrides.copyLlm !== undefined ? overrides.copyLlm : config.aiText ? createLlmCopywriter(config.aiText) : null,
    redis: overrides.redis !== undefined ? overrides.redis : config.redis ? createRedis(config.redis.url) : null,
    clock: overrides.clock ?? systemClock,
  };
}

/**
 * In-process (the default): a worker thread of this process. ENGINE_MODE=queue: the PostgreSQL job
 * queue that the engine workers (`npm run worker`, src/server/worker.ts) take their jobs from.
 */
export function createEngine(config: Config): PhotoEngine {
  const { engine, database } = config;
  if (engine.mode === 'queue' && database.kind === 'postgres') {
    return createQueueEngine({ connectionString: database.url, queueMax: engine.queueMax, taskTimeoutMs: engine.taskTimeoutMs, workerAliveMs: LEASE_TTL_MS });
  }
  return createEnginePool({
    threads: engine.threads,
    queueMax: engine.queueMax,
    segmentationModel: engine.segmentationModel,
    segmentationPrecision: engine.segmentationPrecision,
    taskTimeoutMs: engine.taskTimeoutMs,
  });
}

/** Stripe when PAYMENTS_PROVIDER=stripe has its key; otherwise the demonstration provider (same fulfilment code). */
export function createPaymentsProvider(config: Config, database: Pick<Database, 'db'>): PaymentsProvider {
  const { stripeSecretKey, stripeApiBase } = config.payments;
  if (config.payments.provider === 'stripe' && stripeSecretKey) {
    return createStripePayments({ secretKey: stripeSecretKey, apiBase: stripeApiBase });
  }
  return createDemoPayments(demoCheckoutStore(database.db));
}
