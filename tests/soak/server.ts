// The real server as a child process for the soak: a throwaway PostgreSQL database and DATA_DIR, start
// (node itself, so signals reach it), wait for health, stop, kill -9, and the process's RSS read from
// /proc. Loopback only.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../helpers/free-port.ts';

export { freePort };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A PostgreSQL server where the soak creates (and drops) its own database; trust auth on loopback. */
export const ADMIN_DATABASE_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const HEALTH_POLL_MS = 200;
const HEALTH_REQUEST_TIMEOUT_MS = 2_000;
const STOP_GRACE_MS = 5_000;
const LOG_LIMIT = 200_000;
const RSS_SAMPLE_MS = 200;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));


/** True when the build the server needs (the SPA it serves) is there. */
export function isBuilt(): boolean {
  return existsSync(path.join(ROOT, 'dist/web/index.html'));
}

export interface SoakDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A fresh database on the local PostgreSQL; the server migrates and seeds it at start. */
export async function createDatabase(): Promise<SoakDatabase> {
  const name = `soak_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl: string;
  /** Extra environment (rate limits, queue size…). */
  env?: Record<string, string>;
  /** The entry point: the web server (default) or an engine worker (`src/server/worker.ts`, `npm run worker`). */
  script?: 'src/server/main.ts' | 'src/server/worker.ts';
}

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  child: ChildProcess;
  /** stdout + stderr so far (the tail, when long). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
}

/** DATA_DIRs this run made and has not removed yet. */
const dataDirs = new Set<string>();

export async function makeDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'foodart-soak-'));
  dataDirs.add(dir);
  return dir;
}

export async function removeDataDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  dataDirs.delete(dir);
}

/** Set once the run is being stopped: no new server starts after that. */
let abandoned = false;

/** On the way out in a hurry (budget exceeded, Ctrl-C): kill -9 our servers and remove their DATA_DIRs. */
export function abandonAll(): void {
  abandoned = true;
  killAllServers();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs.clear();
}

/** Every server this run started and that has not exited: the watchdog kills them by pid. */
const running = new Set<ChildProcess>();

export function killAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

export function startServer(options: ServerOptions): ServerProcess {
  if (abandoned) throw new Error('the soak is stopping: no new server');
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  // Node itself, not npx: SIGKILL and SIGTERM must reach the server, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? 'src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  if (child.pid === undefined) throw new Error('could not start the server process');
  running.add(child);
  void exited.then(() => running.delete(child));
  return {
    pid: child.pid,
    baseUrl,
    child,
    output: () => log,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Polls GET /api/health until 200; returns the ms it took. Throws when the process dies or time runs out. */
export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!server.alive()) throw new Error(`the server exited (${server.child.exitCode ?? server.child.signalCode}) before answering /api/health`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(HEALTH_REQUEST_TIMEOUT_MS) });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`GET /api/health did not answer 200 within ${timeoutMs / 1000} s`);
}

/** An engine worker (`src/server/worker.ts`, as `npm run worker`) with its GET /health on a port of its own. */
export interface WorkerProcess {
  process: ServerProcess;
  healthUrl: string;
}

export async function startWorker(options: Omit<ServerOptions, 'script' | 'port'>): Promise<WorkerProcess> {
  const port = await freePort();
  const process = startServer({ ...options, port: await freePort(), script: 'src/server/worker.ts', env: { ...options.env, WORKER_HEALTH_PORT: String(port) } });
  return { process, healthUrl: `http://127.0.0.1:${port}/health` };
}

/** Waits until every engine worker answers 200 on its GET /health (lease held, model warm); returns the ms it took. */
export async function waitForWorkers(workers: WorkerProcess[], timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    for (const worker of workers) if (!worker.process.alive()) throw new Error(`an engine worker exited: ${worker.process.output().slice(-2000)}`);
    const statuses = await Promise.all(workers.map((worker) => fetch(worker.healthUrl).then((r) => r.status, () => 0)));
    if (statuses.every((status) => status === 200)) return Date.now() - started;
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`the engine workers were not ready within ${timeoutMs / 1000} s`);
}

/**
 * The processes of one run on one database: web servers and engine workers, each with a DATA_DIR of
 * its own, stopped and cleaned up together (`stopAll`).
 */
export function processGroup(databaseUrl: string, env: Record<string, string>) {
  const dataDirs: string[] = [];
  const processes: ServerProcess[] = [];
  const dataDir = async () => {
    const dir = await makeDataDir();
    dataDirs.push(dir);
    return dir;
  };
  return {
    processes,
    async startServer(extra: Record<string, string> = {}): Promise<ServerProcess> {
      const server = startServer({ port: await freePort(), dataDir: await dataDir(), databaseUrl, env: { ...env, ...extra } });
      processes.push(server);
      return server;
    },
    async startWorker(): Promise<WorkerProcess> {
      const worker = await startWorker({ dataDir: await dataDir(), databaseUrl, env });
      processes.push(worker.process);
      return worker;
    },
    async stopAll(): Promise<void> {
      await Promise.all(processes.map((server) => stopServer(server)));
      await Promise.all(dataDirs.map((dir) => removeDataDir(dir)));
    },
  };
}

/** SIGTERM (graceful shutdown), SIGKILL if it lingers. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (!server.alive()) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]);
  if (!stopped) await killServer(server);
}

/** kill -9: no shutdown hook runs, in-flight work is lost. */
export async function killServer(server: ServerProcess): Promise<void> {
  if (!server.alive()) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** VmRSS and VmHWM (peak) of a process, in bytes; null once it is gone. */
export function readRss(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** Samples a process's RSS every RSS_SAMPLE_MS; `stop()` returns the largest sample and the kernel's peak. */
export function sampleRss(pid: number): { stop(): { maxSampled: number; peak: number; samples: number } } {
  let maxSampled = 0;
  let peak = 0;
  let samples = 0;
  const take = () => {
    const rss = readRss(pid);
    if (!rss) return;
    samples += 1;
    maxSampled = Math.max(maxSampled, rss.rss);
    peak = Math.max(peak, rss.peak);
  };
  take();
  const timer = setInterval(take, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { maxSampled, peak, samples };
    },
  };
}
