// The engine pool: CPU-heavy image work runs in worker threads (piscina), never on the event loop.
// One worker by default — one ONNX session with all cores beats several sessions with one core each —
// and a bounded queue: when it is full the caller gets EngineBusyError (→ 503 with Retry-After).
// Photos and arts share the worker, its model session and the queue.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import type { GenerateArtInput, GenerateArtResult } from '../../../engine/art/generate.ts';
import { PhotoDecodeError } from '../../../engine/photo/decode.ts';
import type { EnhanceOptions, EnhanceResult } from '../../../engine/photo/enhance.ts';
import type { ArtTask, PhotoTask, UnreadableInput } from '../../../engine/photo/photo.worker.ts';

export interface PhotoEngine {
  enhancePhoto(input: Buffer, options: EnhanceOptions): Promise<EnhanceResult>;
  /** Templates Rápidos: product cut-out + art render. An unreadable upload → PhotoDecodeError. */
  renderArt(input: GenerateArtInput): Promise<GenerateArtResult>;
  /** Loads the model ahead of the first request. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export class EngineBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('engine queue is full');
  }
}

export interface EnginePoolOptions {
  /** Intra-op threads of the model session (default: the core count). */
  threads?: number;
  /** Tasks allowed to wait for the worker; beyond that, EngineBusyError. */
  queueMax: number;
  /** Path of an ONNX salient-object model replacing the bundled IS-Net weights. */
  segmentationModel?: string;
  workers?: number;
}

/** What the worker receives once, at start. */
export interface PhotoWorkerData {
  segmentationModel?: string;
  threads: number;
}

const WORKER_FILE = fileURLToPath(new URL('../../../engine/photo/photo.worker.ts', import.meta.url));
const FALLBACK_TASK_SECONDS = 3;

export function createEnginePool(options: EnginePoolOptions): PhotoEngine {
  const threads = options.threads ?? availableParallelism();
  const workers = options.workers ?? 1;
  const workerData: PhotoWorkerData = { segmentationModel: options.segmentationModel, threads };
  // Created on first use (the warm-up after listen), so starting the worker and loading the model
  // never competes with the server's own start.
  let created: Piscina | undefined;
  const getPool = () =>
    (created ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: workers,
      maxThreads: workers,
      maxQueue: options.queueMax,
      // The worker is TypeScript: load it through tsx whatever runner started us (node, vitest).
      execArgv: ['--import', 'tsx'],
      workerData,
    }));
  let averageTaskSeconds = FALLBACK_TASK_SECONDS;
  const busyError = (pool: Piscina) => new EngineBusyError(Math.ceil((pool.queueSize + 1) * averageTaskSeconds));

  /**
   * One task through the bounded queue; its duration feeds the Retry-After estimate. An unreadable
   * upload, reported by the worker as data, becomes a PhotoDecodeError again on this side.
   */
  async function runTask<T extends object>(task: PhotoTask | ArtTask): Promise<T> {
    const pool = getPool();
    if (pool.queueSize >= options.queueMax && pool.utilization > 0) throw busyError(pool);
    const started = performance.now();
    let result: T | UnreadableInput;
    try {
      result = (await pool.run(task)) as T | UnreadableInput;
    } catch (error) {
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busyError(pool);
      throw error;
    }
    averageTaskSeconds = averageTaskSeconds * 0.8 + ((performance.now() - started) / 1000) * 0.2;
    if ('unreadable' in result) throw new PhotoDecodeError(result.unreadable);
    return result;
  }

  return {
    async enhancePhoto(input, enhanceOptions) {
      const raw = await runTask<EnhanceResult>({ input, options: enhanceOptions });
      return {
        ...raw,
        image: toBuffer(raw.image),
        cutout: raw.cutout ? toBuffer(raw.cutout) : null,
      };
    },
    async renderArt(input) {
      const art = await runTask<GenerateArtResult>({ art: input });
      return { ...art, png: toBuffer(art.png), logoPng: art.logoPng ? toBuffer(art.logoPng) : null };
    },
    async warmUp() {
      await getPool().run({ warmUp: true });
    },
    async close() {
      await created?.close({ force: true });
    },
  };
}

/** Buffers come back from a worker thread as plain Uint8Arrays. */
function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
