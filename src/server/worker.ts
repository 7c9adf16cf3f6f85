// `npm run worker`: an engine worker for ENGINE_MODE=queue. It reads the same settings as the web
// replicas (DATABASE_URL, SEGMENTATION_MODEL, ENGINE_THREADS, ENGINE_TASK_TIMEOUT_SECONDS,
// ENGINE_WORKER_CONCURRENCY), loads the model at start, in the background, and takes engine jobs from
// the PostgreSQL queue until SIGTERM/SIGINT, when it finishes the jobs it holds and stops. With
// WORKER_HEALTH_PORT it answers GET /health (200 when ready; 503 starting, degraded or stopping).
// It holds a process lease like a web replica (role worker): while it lives its jobs are its own;
// when it dies any other process's heartbeat sends them back to the queue (engine-queue.ts). Start as
// many as the machines allow, on any machine that reaches the database.
import { createServer, type Server } from 'node:http';
import { loadConfig, ConfigError } from './config.ts';
import { createEnginePool } from './adapters/engine/engine-pool.ts';
import { createQueuePool, migrateQueue, recoverJobsOfDeadWorkers, sweepFinishedJobs } from './adapters/engine/engine-queue.ts';
import { startQueueWorker } from './adapters/engine/queue-worker.ts';
import { DatabaseUnreachableError, openDatabase } from './db/client.ts';
import { endLease, LEASE_HEARTBEAT_MS, newProcessLease, releaseDeadProcesses, renewLease, startLease } from './features/leases/leases.service.ts';

/** Heartbeats between two sweeps of finished jobs nobody read. */
const SWEEP_EVERY = 20;

const log = (message: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), role: 'worker', pid: process.pid, msg: message, ...fields }));

async function main() {
  const config = loadConfig(process.env, {}, { role: 'worker' });
  if (config.database.kind !== 'postgres') {
    throw new ConfigError('npm run worker needs DATABASE_URL: engine workers take their jobs from PostgreSQL (ENGINE_MODE=queue).');
  }
  const concurrency = config.engine.workerConcurrency ?? 1;
  const database = await openDatabase(config.database);
  const pool = createQueuePool(config.database.url, concurrency + 4);
  await migrateQueue(pool);
  const engine = createEnginePool({
    threads: config.engine.threads,
    workers: concurrency,
    // graphile-worker hands this process at most `concurrency` jobs: none waits in the pool's own queue.
    queueMax: concurrency,
    segmentationModel: config.engine.segmentationModel,
    segmentationPrecision: config.engine.segmentationPrecision,
    taskTimeoutMs: config.engine.taskTimeoutMs,
  });

  const lease = newProcessLease('worker');
  await startLease(database.db, lease);
  let beats = 0;
  const heartbeat = async () => {
    await renewLease(database.db, lease);
    // What dead processes held: their reserved credits, their claims, and — a dead worker's — its jobs.
    const released = await releaseDeadProcesses(database.db, lease, new Date(), { onlyIfDead: beats % SWEEP_EVERY !== 0 });
    const recovered = await recoverJobsOfDeadWorkers(pool);
    if (released.leases > 0 || recovered.requeued > 0 || recovered.failed > 0) log('released what dead processes held', { ...released, ...recovered });
    if (beats % SWEEP_EVERY === 0) await sweepFinishedJobs(pool);
    beats += 1;
  };
  await heartbeat();
  const timer = setInterval(() => void heartbeat().catch((error: unknown) => log('heartbeat failed', { error: String(error) })), LEASE_HEARTBEAT_MS);

  // The model loads while the runner already listens: a job that arrives first waits for it.
  const warmStarted = performance.now();
  let warm = false;
  engine
    .warmUp()
    .then(() => {
      warm = true;
      log('engine warm', { ms: Math.round(performance.now() - warmStarted) });
    })
    .catch((error: unknown) => log('engine warm-up failed', { error: String(error) }));

  const jobs = { done: 0, failed: 0 };
  const runner = await startQueueWorker({
    pool,
    engine,
    lease: lease.id,
    concurrency,
    onJob: (job) => {
      if (job.outcome !== 'skipped') jobs[job.outcome] += 1;
      log('job', job);
    },
  });

  // Readiness and liveness for an orchestrator: 200 once the model is warm and the database answers,
  // 503 while it starts, when the database is away or when the engine is stuck on a task.
  let stopping = false;
  let health: Server | undefined;
  if (config.engine.workerHealthPort) {
    health = createServer((request, response) => {
      if (request.url !== '/health') {
        response.writeHead(404).end();
        return;
      }
      void database
        .ping()
        .catch(() => false)
        .then((db) => {
        const engineStatus = engine.status();
        const status = stopping ? 'stopping' : !warm ? 'starting' : !db || engineStatus.state === 'stuck' ? 'degraded' : 'ok';
        const body = { role: 'worker', status, db: db ? 'postgres' : 'down', warm, lease: lease.id, jobs, engineStatus };
        response.writeHead(status === 'ok' ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      });
    });
    health.listen(config.engine.workerHealthPort, config.host);
  }
  log('engine worker ready', { lease: lease.id, concurrency, threads: config.engine.threads });

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('stopping: finishing the jobs in hand', { signal });
    // The heartbeat goes on until they are finished: a silent lease would hand them to another worker.
    await runner.stop();
    clearInterval(timer);
    health?.close();
    await engine.close();
    await endLease(database.db, lease).catch(() => undefined);
    await pool.end().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await runner.promise;
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseUnreachableError || error instanceof ConfigError) {
    console.error(`foodart worker: ${error.message}`);
  } else {
    console.error('foodart worker: failed to start:', error);
  }
  process.exit(1);
});
