// A stand-in for the photo worker pool in tests that are not about the engine itself: it returns
// real images of the platform's size at once, or fails on demand, and counts its calls.
import sharp from 'sharp';
import type { PhotoEngine } from '../../src/server/adapters/engine/engine-pool.ts';
import type { EnhanceOptions, EnhanceResult } from '../../src/engine/photo/enhance.ts';

export interface FakePhotoEngine extends PhotoEngine {
  calls: EnhanceOptions[];
}

export function createFakePhotoEngine(behaviour: { fail?: Error } = {}): FakePhotoEngine {
  const calls: EnhanceOptions[] = [];
  return {
    calls,
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
        facts: { maskCoverage: 0.4, touchesEdge: false, reason: null, inputWidth: 100, inputHeight: 100, timings: {} },
      };
    },
    async warmUp() {},
    async close() {},
  };
}
