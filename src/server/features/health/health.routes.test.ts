import { afterEach, describe, expect, it } from 'vitest';
import type { EngineStatus } from '../../adapters/engine/engine-pool.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine, IDLE_ENGINE_STATUS } from '../../../../tests/helpers/fake-photo-engine.ts';

describe('GET /api/health', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('reports the engine idle and the app ok', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', db: 'pglite', storage: 'local', engine: 'local', payments: 'demo', limits: 'memory', engineMode: 'in-process', engineStatus: IDLE_ENGINE_STATUS });
  });

  it('stays ok while the engine is busy with a queue', async () => {
    const busy: EngineStatus = { state: 'busy', running: 1, queued: 3, oldestRunningMs: 4_000, cancelling: 0 };
    t = await createTestApp('pglite', {}, { engine: createFakePhotoEngine({ status: busy }) });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', engineStatus: busy });
  });

  it('answers 503 degraded with the engine status when the engine is stuck', async () => {
    const stuck: EngineStatus = { state: 'stuck', running: 1, queued: 8, oldestRunningMs: 194_000, cancelling: 1 };
    t = await createTestApp('pglite', {}, { engine: createFakePhotoEngine({ status: stuck }) });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'degraded', db: 'pglite', storage: 'local', engine: 'local', payments: 'demo', limits: 'memory', engineMode: 'in-process', engineStatus: stuck });
  });
});
