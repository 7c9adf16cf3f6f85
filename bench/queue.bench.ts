// Scale-out benchmark (ENGINE_MODE=queue): a web replica and 1, then 2, engine worker processes
// (`src/server/worker.ts`, what `npm run worker` runs) on a throwaway PostgreSQL database, all on this
// machine. Measures photos per minute through the queue with 1 and with 2 workers (the same batch of
// real Foto Pro requests, sent at once), the queue wait p50/p95 of a burst of 50, the first photo after
// the workers start against the second, and — as this run's baseline — one photo alone on an idle
// queue and a bare sharp decode → resize → encode of the same photo.
// `benchQueue` is called from bench/run.ts (`npm run bench -- --only=queue`).
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { buildMultipart, post, setBalance, signUp, type Outcome, type User } from '../tests/soak/client.ts';
import { createDatabase, processGroup, stopServer, waitForHealth, waitForWorkers, type ServerProcess, type SoakDatabase } from '../tests/soak/server.ts';

const BATCH = Number(process.env.BENCH_QUEUE_BATCH ?? 24);
const BURST = 50;
const REQUEST_TIMEOUT_MS = 600_000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

interface JobLine {
  id: string;
  kind: string;
  ms: number;
  waitedMs: number;
  outcome: string;
}

/** The `job` lines an engine worker printed (one per job: its run time and its wait in the queue). */
function jobLines(worker: ServerProcess): JobLine[] {
  return worker
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"job"'))
    .map((line) => JSON.parse(line) as JobLine);
}

/** The photo with a 2×2 block of its own colour at its own place: other bytes, the same dish. */
export function uniqueVariant(photo: Buffer, i: number): Promise<Buffer> {
  const block = { create: { width: 2, height: 2, channels: 3 as const, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 } } };
  return sharp(photo)
    .composite([{ input: block, left: 2 + (i % 200) * 2, top: 2 + Math.floor(i / 200) * 2 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function benchQueue(photo: Buffer, photoName: string): Promise<string> {
  const database: SoakDatabase = await createDatabase();
  const env: Record<string, string> = {
    ENGINE_MODE: 'queue',
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    PAYMENTS_PROVIDER: 'demo',
    RATE_LIMIT_GENERATION_PER_MINUTE: '100000',
    ENGINE_QUEUE_MAX: '1000',
  };
  const group = processGroup(database.url, env);
  try {
    const api = await group.startServer();
    await waitForHealth(api, 120_000);
    const user: User = await signUp(api.baseUrl, 'bench-queue');
    await setBalance(database.pool, user.id, 100_000);
    // Every request sends a photo of its own (a few pixels differ): a worker remembers the photos it
    // segmented (engine/photo/segment-memo.ts), and the same photo again would skip the model.
    const variants = await Promise.all(Array.from({ length: 2 * BATCH + BURST + 8 }, (_, i) => uniqueVariant(photo, i)));
    let sent = 0;
    const send = (target: ServerProcess = api): Promise<Outcome> => {
      const bytes = variants[sent++ % variants.length]!;
      const { contentType, body } = buildMultipart([
        { kind: 'field', name: 'platform', value: 'ifood' },
        { kind: 'field', name: 'style', value: 'premium' },
        { kind: 'field', name: 'scenarioType', value: 'ai-create' },
        { kind: 'file', name: 'photo', filename: photoName, contentType: 'image/jpeg', bytes },
      ]);
      return post(target.baseUrl, '/api/photos/enhance', { user, body, contentType, timeoutMs: REQUEST_TIMEOUT_MS });
    };
    const batch = async (n: number, target: ServerProcess = api) => {
      const started = performance.now();
      const outcomes = await Promise.all(Array.from({ length: n }, () => send(target)));
      const wallMs = performance.now() - started;
      const failed = outcomes.filter((o) => o.status !== 201);
      if (failed.length) throw new Error(`${failed.length} of ${n} photos failed: ${failed.map((o) => o.status).join(', ')}`);
      return wallMs;
    };

    // Baseline of this run: sharp alone on the same photo.
    const sharpMs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const t0 = performance.now();
      await sharp(photo).rotate().resize(1200, 900, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
      sharpMs.push(performance.now() - t0);
    }

    // The default for comparison: a server running the engine in its own worker thread.
    const local = await group.startServer({ ENGINE_MODE: 'in-process' });
    await waitForHealth(local, 120_000);
    await send(local);
    const localAloneMs: number[] = [];
    for (let i = 0; i < 3; i += 1) localAloneMs.push((await send(local)).ms);
    const localWallMs = await batch(BATCH, local);
    await stopServer(local);

    // One worker.
    const firstWorker = await group.startWorker();
    await waitForWorkers([firstWorker], 180_000);
    const first = firstWorker.process;
    const coldMs = (await send()).ms;
    const warmMs = (await send()).ms;
    const aloneMs: number[] = [];
    const beforeAlone = jobLines(first).length;
    for (let i = 0; i < 3; i += 1) aloneMs.push((await send()).ms);
    const aloneRunMs = jobLines(first)
      .slice(beforeAlone)
      .map((line) => line.ms);
    const oneWallMs = await batch(BATCH);

    // Two workers.
    const secondWorker = await group.startWorker();
    await waitForWorkers([firstWorker, secondWorker], 180_000);
    const second = secondWorker.process;
    await send();
    const twoWallMs = await batch(BATCH);

    // A burst of 50 on two workers: how long each job waited for a worker.
    const before = new Set([...jobLines(first), ...jobLines(second)].map((line) => line.id));
    const load0 = loadavg()[0]!;
    const burstWallMs = await batch(BURST);
    const burstJobs = [...jobLines(first), ...jobLines(second)].filter((line) => !before.has(line.id) && line.kind === 'enhance');
    const waits = burstJobs.map((line) => line.waitedMs);
    const runs = burstJobs.map((line) => line.ms);
    const perWorker = [first, second].map((worker) => jobLines(worker).filter((line) => !before.has(line.id)).length);

    const perMinute = (wallMs: number) => (BATCH / wallMs) * 60_000;
    const one = perMinute(oneWallMs);
    const two = perMinute(twoWallMs);
    const cores = cpus().length;
    const lines = [
      `## Scale-out: engine workers on the PostgreSQL queue (ENGINE_MODE=queue)`,
      '',
      `One web replica and 1, then 2, engine worker processes (\`npm run worker\`, default ENGINE_THREADS = ${cores} cores each) on one PostgreSQL, all on this ${cores}-core machine; the photo is ${photoName} as a browser sends it (${(photo.length / 1024).toFixed(0)} KB; every request a copy with a few pixels of its own, so no worker can reuse a segmentation), Foto Pro iFood premium with an AI scenario, ${BATCH} requests sent at once per measurement. Load average (1 min) ${load0.toFixed(1)} before the burst.`,
      '',
      '| measurement | result |',
      '|---|---|',
      `| baseline: sharp decode → resize → encode of the photo, p50 | ${Math.round(percentile(sharpMs, 50))} ms |`,
      `| baseline: the default (ENGINE_MODE=in-process), one photo alone, p50 of 3 | ${Math.round(percentile(localAloneMs, 50))} ms |`,
      `| baseline: the default, ${BATCH} photos | ${(localWallMs / 1000).toFixed(1)} s → ${perMinute(localWallMs).toFixed(1)} photos/min |`,
      `| queue, 1 worker: one photo alone, p50 of 3 (of which the worker's run) | ${Math.round(percentile(aloneMs, 50))} ms (${Math.round(percentile(aloneRunMs, 50))} ms) |`,
      `| first photo after the worker reported its model warm / the second | ${Math.round(coldMs)} ms / ${Math.round(warmMs)} ms |`,
      `| **1 worker**: ${BATCH} photos | ${(oneWallMs / 1000).toFixed(1)} s → **${one.toFixed(1)} photos/min** (${(one / cores).toFixed(1)} per core) |`,
      `| **2 workers**: ${BATCH} photos | ${(twoWallMs / 1000).toFixed(1)} s → **${two.toFixed(1)} photos/min** (×${(two / one).toFixed(2)}) |`,
      `| burst of ${BURST} on 2 workers | ${(burstWallMs / 1000).toFixed(1)} s; queue wait p50 ${(percentile(waits, 50) / 1000).toFixed(1)} s, **p95 ${(percentile(waits, 95) / 1000).toFixed(1)} s**; run p50 ${Math.round(percentile(runs, 50))} ms; jobs per worker ${perWorker.join(' / ')} |`,
      '',
      `On ${cores} cores the second worker has no core of its own: each model session already uses every core (ENGINE_THREADS), so two workers share the same CPU and the rate flattens (×${(two / one).toFixed(2)}); what the second process buys on one machine is overlap of the non-model stages and a spare when one dies. Capacity grows with worker *machines*: each adds about ${(one / cores).toFixed(1)} photos per minute per core measured here. The queue wait is the time from the job's row being written to a worker taking it (the workers' \`job\` log lines).`,
    ];
    return lines.join('\n');
  } finally {
    await group.stopAll();
    await database.drop().catch(() => undefined);
  }
}
