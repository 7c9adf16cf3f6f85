// A stand-in for the engine worker pool in tests that are not about the engine itself: photos come
// back at once as real images of the platform's size; arts are the real art engine run in-process
// without the segmentation model (the product is framed as a photo, never cut out). It fails on
// demand, reports the status it is given (idle by default) and records its calls. Its pre-check answers
// the `decision` it is given (a clean cut-out by default), and its photos follow that same decision, as
// the real engine's do.
import sharp from 'sharp';
import type { EngineStatus, JobIdentity, PhotoEngine } from '../../src/server/adapters/engine/engine-pool.ts';
import { generateArt, type GenerateArtInput } from '../../src/engine/art/generate.ts';
import type { PhotoCheck } from '../../src/engine/photo/check.ts';
import type { EnhanceOptions, EnhanceResult } from '../../src/engine/photo/enhance.ts';
import type { Platform } from '../../src/shared/constants.ts';
import type { KitDestination } from '../../src/shared/kit-destinations.ts';
import { kitFrame } from '../../src/engine/photo/kit.ts';

export interface FakePhotoEngine extends PhotoEngine {
  calls: EnhanceOptions[];
  artCalls: GenerateArtInput[];
  /** The bytes of every photo enhanced. */
  enhanceInputs: Buffer[];
  /** The bytes and platform of every pre-check. */
  checkCalls: { input: Buffer; platform: Platform }[];
  /** Every kit asked for. */
  kitCalls: { input: Buffer; options: EnhanceOptions; destinations: readonly KitDestination[] }[];
  /** The job identity each enhancement was asked with (a batch's are `background`). */
  enhanceJobs: (JobIdentity | undefined)[];
}

export type FakeDecision = Pick<PhotoCheck, 'mode' | 'reason' | 'issues'> & { sourceWindow?: EnhanceResult['facts']['sourceWindow'] };

export const CUTOUT_DECISION: FakeDecision = { mode: 'cutout', reason: null, issues: [] };

export const IDLE_ENGINE_STATUS: EngineStatus = { state: 'ok', running: 0, queued: 0, oldestRunningMs: 0, cancelling: 0 };

export interface FakeBehaviour {
  fail?: Error;
  /** Fails the enhancement of one photo only: the error to throw for these bytes, or null to make it. */
  failEnhance?: (input: Buffer) => Error | null;
  status?: EngineStatus;
  decision?: FakeDecision;
}

export function createFakePhotoEngine(behaviour: FakeBehaviour = {}): FakePhotoEngine {
  const calls: EnhanceOptions[] = [];
  const artCalls: GenerateArtInput[] = [];
  const checkCalls: FakePhotoEngine['checkCalls'] = [];
  const enhanceInputs: Buffer[] = [];
  const kitCalls: FakePhotoEngine['kitCalls'] = [];
  const enhanceJobs: FakePhotoEngine['enhanceJobs'] = [];
  const decision = behaviour.decision ?? CUTOUT_DECISION;
  return {
    calls,
    artCalls,
    checkCalls,
    enhanceInputs,
    kitCalls,
    enhanceJobs,
    async checkPhoto(input, platform) {
      checkCalls.push({ input, platform });
      if (behaviour.fail) throw behaviour.fail;
      return {
        mode: decision.mode,
        reason: decision.reason,
        cutByFrame: decision.reason === 'touches-edge',
        bleed: null,
        issues: decision.issues,
        metrics: { inputWidth: 100, inputHeight: 100, meanLuma: 120, sharpness: 60, upscale: 1, maskCoverage: 0.4, foodShare: 0.6 },
      };
    },
    async renderArt(input) {
      artCalls.push(input);
      if (behaviour.fail) throw behaviour.fail;
      return generateArt(input, null);
    },
    async enhancePhoto(input: Buffer, options: EnhanceOptions, job?: JobIdentity): Promise<EnhanceResult> {
      calls.push(options);
      enhanceInputs.push(input);
      enhanceJobs.push(job);
      if (behaviour.fail) throw behaviour.fail;
      const failure = behaviour.failEnhance?.(input);
      if (failure) throw failure;
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
        cutout: decision.mode === 'cutout' ? cutout : null,
        mode: decision.mode,
        facts: {
          maskCoverage: 0.4,
          touchesEdge: decision.reason === 'touches-edge',
          reason: decision.reason,
          inputWidth: 100,
          inputHeight: 100,
          timings: {},
          sourceWindow: decision.sourceWindow ?? { left: 0, top: 0, width: 1, height: 1 },
        },
      };
    },
    // Each destination's frame as the real engine sizes it (kit.ts), in one flat colour.
    async renderKit(input, options, destinations) {
      kitCalls.push({ input, options, destinations });
      if (behaviour.fail) throw behaviour.fail;
      const photo = { width: 1600, height: 1200 };
      const files = await Promise.all(
        destinations.map(async (destination) => {
          const frame = kitFrame(destination, photo);
          const image = await sharp({ create: { width: frame.width, height: frame.height, channels: 3, background: '#c8a27a' } }).jpeg().toBuffer();
          return { file: destination.file, image, width: frame.width, height: frame.height };
        }),
      );
      return { files, mode: decision.mode };
    },
    async warmUp() {},
    status: () => behaviour.status ?? IDLE_ENGINE_STATUS,
    async close() {},
  };
}
