import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createEnginePool, EngineBusyError, EngineTimeoutError, type EnginePoolOptions, type PhotoEngine } from './engine-pool.ts';

// The pool's deadline and status with a stand-in worker (tests/helpers/slow-engine.worker.ts):
// an art's title says how long it holds the thread, in JavaScript or in a blocking native call.
const SLOW_WORKER = fileURLToPath(new URL('../../../../tests/helpers/slow-engine.worker.ts', import.meta.url));
// Generous next to the stand-in's own work: a fresh worker thread may take a while to start on a
// loaded machine, and the first task after a stop waits for it.
const DEADLINE_MS = 1_500;
const TEMPLATE = { category: 'hamburguer', style: 'vibrante', format: 'feed', colorStrategy: null, layoutPreferences: null };

const art = (title: string) => ({ template: TEMPLATE, product: Buffer.from([0]), texts: { title }, format: 'feed' as const, watermark: false });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let engine: PhotoEngine | undefined;
async function start(overrides: Partial<EnginePoolOptions> = {}): Promise<PhotoEngine> {
  engine = createEnginePool({ queueMax: 2, threads: 1, taskTimeoutMs: DEADLINE_MS, filename: SLOW_WORKER, ...overrides });
  await engine.warmUp();
  return engine;
}

afterEach(async () => {
  delete process.env.FAKE_ENGINE_FAIL_START;
  await engine?.close();
  engine = undefined;
});

describe('engine pool deadline', () => {
  it('stops a task that runs past its deadline with EngineTimeoutError, then serves the task queued behind it', { timeout: 20_000 }, async () => {
    const pool = await start();
    const started = performance.now();
    const stuck = pool.renderArt(art('60000'));
    const next = pool.renderArt(art('10'));
    await expect(stuck).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS * 2);
    await expect(next).resolves.toMatchObject({ timings: { total: 10 } });
    // And the fresh worker goes on serving.
    await expect(pool.renderArt(art('5'))).resolves.toMatchObject({ timings: { total: 5 } });
    expect(pool.status()).toMatchObject({ state: 'ok', running: 0, queued: 0 });
  });

  it('counts the deadline from the start of the run, not from the wait in the queue', { timeout: 20_000 }, async () => {
    const pool = await start();
    const each = DEADLINE_MS * 0.6;
    // Together they take longer than one deadline; each alone runs well within it.
    const results = await Promise.all([pool.renderArt(art(String(each))), pool.renderArt(art(String(each))), pool.renderArt(art(String(each)))]);
    expect(results).toHaveLength(3);
  });

  it('reports running and queued tasks, and refuses beyond the queue with a Retry-After', { timeout: 20_000 }, async () => {
    const pool = await start({ queueMax: 1 });
    const first = pool.renderArt(art('600'));
    const second = pool.renderArt(art('1'));
    await expect(pool.renderArt(art('1'))).rejects.toBeInstanceOf(EngineBusyError);
    await sleep(100);
    const status = pool.status();
    expect(status).toMatchObject({ state: 'busy', running: 1, queued: 1, cancelling: 0 });
    expect(status.oldestRunningMs).toBeGreaterThanOrEqual(50);
    await Promise.all([first, second]);
    expect(pool.status()).toEqual({ state: 'ok', running: 0, queued: 0, oldestRunningMs: 0, cancelling: 0 });
  });

  it('reports stuck while a stopped worker is still busy in native code, and serves other tasks meanwhile', { timeout: 20_000 }, async () => {
    const pool = await start();
    await expect(pool.renderArt(art(`native:${DEADLINE_MS + 3_000}`))).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(pool.status()).toMatchObject({ cancelling: 1 });
    await expect(pool.renderArt(art('5'))).resolves.toMatchObject({ timings: { total: 5 } });
    await expect.poll(() => pool.status().state, { timeout: 2_500, interval: 100 }).toBe('stuck');
    expect(pool.status().cancelling).toBe(1);
    // Once the native call returns, the stopped thread exits and the engine is well again.
    await expect.poll(() => pool.status().state, { timeout: 6_000, interval: 100 }).toBe('ok');
    expect(pool.status().cancelling).toBe(0);
  });

  it('reports stuck when the worker cannot be restarted, and fails the tasks that would wait for it', { timeout: 20_000 }, async () => {
    const pool = await start();
    process.env.FAKE_ENGINE_FAIL_START = '1';
    await expect(pool.renderArt(art('60000'))).rejects.toBeInstanceOf(EngineTimeoutError);
    await expect.poll(() => pool.status().state, { timeout: 5_000, interval: 100 }).toBe('stuck');
    // Each later task tries a fresh worker; while that fails, it fails at once instead of waiting.
    const started = performance.now();
    await expect(pool.renderArt(art('1'))).rejects.toThrow(/the engine worker failed/);
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS);
    expect(pool.status().state).toBe('stuck');
  });
});
