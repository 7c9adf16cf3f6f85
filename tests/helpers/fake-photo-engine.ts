// A stand-in for the engine worker pool in tests that are not about the engine itself: photos come
// back at once as real images of the platform's size; arts are the real art engine run in-process
// without the segmentation model (the product is framed as a photo, never cut out). It fails on
// demand, reports the status it is given (idle by default) and records its calls.
import sharp from 'sharp';
import type { EngineStatus, PhotoEngine } from '../../src/server/adapters/engine/engine-pool.ts';
import { generateArt, type GenerateArtInput } from '../../src/engine/art/generate.ts';
import type { EnhanceOptions, EnhanceResult } from '../../src/engine/photo/enhance.ts';

export interface FakePhotoEngine extends PhotoEngine {
  calls: EnhanceOptions[];
  artCalls: GenerateArtInput[];
}

export const IDLE_ENGINE_STATUS: EngineStatus = { state: 'ok', running: 0, queued: 0, oldestRunningMs: 0, cancelling: 0 };

export function createFakePhotoEngine(behaviour: { fail?: Error; status?: EngineStatus } = {}): FakePhotoEngine {
  const calls: EnhanceOptions[] = [];
  const artCalls: GenerateArtInput[] = [];
  return {
    calls,
    artCalls,
    async renderArt(input) {
      artCalls.push(input);
      if (behaviour.fail) throw behaviour.fail;
      return generateArt(input, null);
    },
    async enhancePhoto(_input: Buffer, options: EnhanceOptions): Promise<EnhanceResult> {
      calls.push(options);
      if (behaviour.fail) throw behaviour.fail;
      const ifood = options.platform === 'ifood';
      const width = ifood ? 1200 : 1080;
      const height = ifood ? 900 : 1080;
      const image = await sharp({ create: { width, height, channels: 3, background: '#c8a27a' } }).jpeg().toBuffer();
      const cutout = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 1 } } }).png().toBuffer();
      return {
        image,
        width,
        height,
        aspectRatio: ifood ? '4:3' : '1:1',
        cutout,
        mode: 'cutout',
        facts: { maskCoverage: 0.4, touchesEdge: false, reason: null, inputWidth: 100, inputHeight: 100, timings: {}, sourceWindow: { left: 0, top: 0, width: 1, height: 1 } },
      };
    },
    async warmUp() {},
    status: () => behaviour.status ?? IDLE_ENGINE_STATUS,
    async close() {},
  };
}
