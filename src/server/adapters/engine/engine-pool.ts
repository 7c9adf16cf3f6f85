// The engine pool: CPU-heavy image work runs in worker threads (piscina), never on the event loop.
// One worker by default — one ONNX session with all cores beats several sessions with one core each —
// and a bounded queue: when it is full the caller gets EngineBusyError (→ 503 with Retry-After).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import type { EnhanceOptions, EnhanceResult } from '../../../engine/photo/enhance.ts';

export interface PhotoEngine {
  enhancePhoto(input: Buffer, options: EnhanceOptions): Promise<EnhanceResult>;
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

  return {
    async enhancePhoto(input, enhanceOptions) {
      const pool = getPool();
      if (pool.queueSize >= options.queueMax && pool.utilization > 0) {
        throw new EngineBusyError(Math.ceil((pool.queueSize + 1) * averageTaskSeconds));
      }
      const started = performance.now();
      let raw: EnhanceResult;
      try {
        raw = (await pool.run({ input, options: enhanceOptions })) as EnhanceResult;
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) {
          throw new EngineBusyError(Math.ceil((pool.queueSize + 1) * averageTaskSeconds));
        }
        throw error;
      }
      averageTaskSeconds = averageTaskSeconds * 0.8 + ((performance.now() - started) / 1000) * 0.2;
      return {
        ...raw,
        image: toBuffer(raw.image),
        cutout: raw.cutout ? toBuffer(raw.cutout) : null,
      };
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
