// Piscina task module of the engines. Each worker thread holds ONE warm segmentation session,
// created on first use (or by a `{ warmUp: true }` task at server start) and reused for every photo
// and every art (an `{ art }` task: product cut-out + art render, src/engine/art/generate.ts) and every
// pre-check (a `{ check }` task: the engine's decision about a photo, src/engine/photo/check.ts).
// Worker data (PhotoWorkerData, from the pool, which reads the configuration): the model path and the
// threads; the worker itself reads no environment. Results cross the thread boundary
// by structured clone: Buffers arrive as Uint8Arrays.
import { availableParallelism } from 'node:os';
import { workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { toBuffer } from '../bytes.ts';
import { generateArt, type GenerateArtInput, type GenerateArtResult } from '../art/generate.ts';
import { warmUpArt } from '../art/render.ts';
import { checkPhoto, type PhotoCheck } from './check.ts';
import { PhotoDecodeError } from './decode.ts';
import { enhancePhoto, type EnhanceOptions, type EnhanceResult, type Segmenter } from './enhance.ts';
import { renderKit, type KitResult } from './kit.ts';
import { setMatteMemo } from './matte.ts';
import type { SegmentationPrecision } from './photo.constants.ts';
import { digest, memoizeAsync, memoizeSegmenter, SEGMENT_MEMO_ENTRIES } from './segment-memo.ts';
import { createOnnxSegmenter } from './segmenter.ts';
import type { Platform } from '../../shared/constants.ts';
import type { KitDestination } from '../../shared/kit-destinations.ts';

/** What the worker receives once, at start (Piscina's `workerData`). */
export interface PhotoWorkerData {
  /** The segmentation model file; the packaged model when absent. */
  segmentationModel?: string;
  /** The bundled model's arithmetic; float32 when absent. */
  segmentationPrecision?: SegmentationPrecision;
  /** onnxruntime's threads; the core count when absent. */
  threads?: number;
  /** Segmentations remembered (segment-memo.ts; SEGMENT_MEMO_ENTRIES when absent); 0 for none, as the benchmarks time the model. */
  segmentMemo?: number;
}

export interface PhotoTask {
  input: Uint8Array | Buffer;
  options: EnhanceOptions;
}
/** An art: the uploads cross the thread boundary as bytes. */
export interface ArtTask {
  art: Omit<GenerateArtInput, 'product' | 'logo'> & { product: Uint8Array | Buffer; logo?: Uint8Array | Buffer | null };
}
/** The export kit of a photo: one frame per destination (kit.ts). */
export interface KitTask {
  kit: { input: Uint8Array | Buffer; options: EnhanceOptions; destinations: readonly KitDestination[] };
}
/** The pre-check of a photo for a platform: the same decision enhancePhoto makes, no pixels produced. */
export interface CheckTask {
  check: { input: Uint8Array | Buffer; platform: Platform };
}
/**
 * An unreadable upload comes back as data, not as a thrown PhotoDecodeError: an Error's class does
 * not survive the thread boundary, and the server answers it differently (400, not 500).
 */
export interface UnreadableInput {
  unreadable: string;
}
export interface WarmUpTask {
  warmUp: true;
}
/** Memory and CPU time of the worker's process (the pool shares it): what the benchmark reads. */
export interface MemoryTask {
  memory: true;
}
export interface WarmUpResult {
  warmedUp: true;
  ms: number;
}
export interface MemoryResult {
  rssBytes: number;
  maxRssBytes: number;
  /** User + system CPU time of the whole process so far, µs. */
  cpuMicros: number;
}

let segmenter: Promise<Segmenter> | undefined;

function getSegmenter(): Promise<Segmenter> {
  if (!segmenter) {
    const data = (workerData ?? {}) as PhotoWorkerData;
    // Memoized: the pre-check and the generation that names its photo share one segmentation (and one
    // clean-up of its mask).
    setMatteMemo(data.segmentMemo ?? SEGMENT_MEMO_ENTRIES);
    segmenter = createOnnxSegmenter({
      modelPath: data.segmentationModel || undefined,
      precision: data.segmentationPrecision,
      threads: data.threads ?? availableParallelism(),
    }).then((model) => (data.segmentMemo === 0 ? model : memoizeSegmenter(model, data.segmentMemo)));
    segmenter.catch(() => {
      segmenter = undefined;
    });
  }
  return segmenter;
}


/** A small generated photo (a plate on a table) that runs every stage once, so the first user waits less. */
async function warmUp(): Promise<WarmUpResult> {
  const started = performance.now();
  const model = await getSegmenter();
  const plate = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#8a6a4a"/>' +
      '<ellipse cx="160" cy="120" rx="90" ry="70" fill="#f4f2ee"/><circle cx="160" cy="118" r="45" fill="#c8642c"/></svg>',
  );
  const photo = await sharp(plate).jpeg().toBuffer();
  await enhancePhoto(photo, { platform: 'ifood', style: 'natural', scenario: { type: 'ai-create' }, watermark: true, seed: 1 }, model);
  // Fonts and satori's layout engine: the first art would otherwise pay for parsing them.
  await warmUpArt();
  return { warmedUp: true, ms: Math.round(performance.now() - started) };
}

async function unlessUnreadable<T>(run: () => Promise<T>): Promise<T | UnreadableInput> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PhotoDecodeError) return { unreadable: error.message };
    throw error;
  }
}

async function runArt({ art }: ArtTask): Promise<GenerateArtResult> {
  const input: GenerateArtInput = { ...art, product: toBuffer(art.product), logo: art.logo ? toBuffer(art.logo) : null };
  return generateArt(input, await getSegmenter());
}

async function runPhoto(task: PhotoTask): Promise<EnhanceResult> {
  const { scenario } = task.options;
  const options: EnhanceOptions = scenario.type === 'predefined' ? { ...task.options, scenario: { type: 'predefined', image: toBuffer(scenario.image) } } : task.options;
  return enhancePhoto(toBuffer(task.input), options, await getSegmenter());
}

/** The last pre-checks' answers, by the photo's bytes and the platform (see segment-memo.ts). */
let checks: ((input: Buffer, platform: Platform) => Promise<PhotoCheck>) | undefined;

async function runCheck({ check }: CheckTask): Promise<PhotoCheck> {
  const data = (workerData ?? {}) as PhotoWorkerData;
  if (!checks) {
    const run = async (input: Buffer, platform: Platform) => checkPhoto(input, platform, await getSegmenter());
    checks = data.segmentMemo === 0 ? run : memoizeAsync((input: Buffer, platform: Platform) => digest(platform, input), run, data.segmentMemo ?? SEGMENT_MEMO_ENTRIES);
  }
  return checks(toBuffer(check.input), check.platform);
}

async function runKit({ kit }: KitTask): Promise<KitResult> {
  const { scenario } = kit.options;
  const options: EnhanceOptions = scenario.type === 'predefined' ? { ...kit.options, scenario: { type: 'predefined', image: toBuffer(scenario.image) } } : kit.options;
  return renderKit(toBuffer(kit.input), options, kit.destinations, await getSegmenter());
}

export default async function runPhotoTask(
  task: PhotoTask | ArtTask | CheckTask | KitTask | WarmUpTask | MemoryTask,
): Promise<EnhanceResult | GenerateArtResult | PhotoCheck | KitResult | UnreadableInput | WarmUpResult | MemoryResult> {
  if ('warmUp' in task) return warmUp();
  if ('kit' in task) return unlessUnreadable(() => runKit(task));
  if ('art' in task) return unlessUnreadable(() => runArt(task));
  if ('check' in task) return unlessUnreadable(() => runCheck(task));
  if ('memory' in task) {
    const usage = process.resourceUsage();
    return { rssBytes: process.memoryUsage.rss(), maxRssBytes: usage.maxRSS * 1024, cpuMicros: usage.userCPUTime + usage.systemCPUTime };
  }
  return unlessUnreadable(() => runPhoto(task));
}
