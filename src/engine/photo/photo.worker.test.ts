import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKDROP_PRESETS, renderBackdrop } from './backdrop.ts';
import type { EnhanceResult } from './enhance.ts';
import type { MemoryResult, PhotoTask, PhotoWorkerData, WarmUpResult } from './photo.worker.ts';
import { makeDishPhoto } from '../../../tests/fixtures/synthetic-dish.ts';

// The worker as the server runs it: one piscina thread, TypeScript loaded through tsx, real model.
const workerData: PhotoWorkerData = { threads: 2 };
const pool = new Piscina({
  filename: fileURLToPath(new URL('./photo.worker.ts', import.meta.url)),
  minThreads: 1,
  maxThreads: 1,
  execArgv: ['--import', 'tsx'],
  workerData,
});

afterAll(() => pool.close({ force: true }));

describe('photo.worker', () => {
  it('warms up once, then enhances photos sent across the thread boundary', { timeout: 60_000 }, async () => {
    const warm = (await pool.run({ warmUp: true })) as WarmUpResult;
    expect(warm.warmedUp).toBe(true);

    const photo = await makeDishPhoto();
    const scene = await renderBackdrop(BACKDROP_PRESETS['white-marble'], 600, 450);
    const task: PhotoTask = {
      input: new Uint8Array(photo),
      options: { platform: 'ifood', style: 'premium', scenario: { type: 'predefined', image: scene }, watermark: true },
    };
    const result = (await pool.run(task)) as EnhanceResult;
    expect(result.image).toBeInstanceOf(Uint8Array);
    const meta = await sharp(result.image).metadata();
    expect([meta.format, meta.width, meta.height, result.mode]).toEqual(['jpeg', 1200, 900, 'cutout']);
    expect(result.cutout).toBeInstanceOf(Uint8Array);

    const memory = (await pool.run({ memory: true })) as MemoryResult;
    expect(memory.maxRssBytes).toBeGreaterThanOrEqual(memory.rssBytes * 0.5);
  });
});
