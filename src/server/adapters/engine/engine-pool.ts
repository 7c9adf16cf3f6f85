// The engine pool: CPU-heavy image work runs in worker threads (piscina), never on the event loop.
// One worker by default — one ONNX session with all cores beats several sessions with one core each —
// and a bounded queue: when it is full the caller gets EngineBusyError (→ 503 with Retry-After).
// Photos, pre-checks and arts share the worker, its model session and the queue. Every task has a deadline:
// past it the worker thread is stopped (the next one reloads the model) and the caller gets
// EngineTimeoutError, so one slow task cannot hold the engine for everyone.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import Piscina from 'piscina';
import type { GenerateArtInput, GenerateArtResult } from '../../../engine/art/generate.ts';
import { PhotoDecodeError } from '../../../engine/photo/decode.ts';
import type { PhotoCheck } from '../../../engine/photo/check.ts';
import type { EnhanceOptions, EnhanceResult } from '../../../engine/photo/enhance.ts';
import { toBuffer } from '../../../engine/bytes.ts';
import type { ArtTask, CheckTask, KitTask, PhotoTask, PhotoWorkerData, UnreadableInput, WarmUpResult, WarmUpTask } from '../../../engine/photo/photo.worker.ts';
import type { KitResult } from '../../../engine/photo/kit.ts';
import { sizeEngineWorkerHeaps } from '../../../engine/photo/worker-heap.ts';
import type { SegmentationPrecision } from '../../../engine/photo/photo.constants.ts';
import type { Platform } from '../../../shared/constants.ts';
import type { KitDestination } from '../../../shared/kit-destinations.ts';

/**
 * A job's identity across replicas (queue mode): requests that carry the same key are one job — a retry
 * after its replica died joins the job still running. The in-process engine has nothing to join.
 */
export interface JobIdentity {
  key?: string;
  /**
   * Background work (a menu batch's photos): on the queue it is taken after every waiting single
   * request (BACKGROUND_PRIORITY). The in-process engine has one FIFO: the batch runner yields there by
   * starting an item only when the engine is idle (features/photos/photo-batch.runner.ts).
   */
  background?: boolean;
}

export interface PhotoEngine {
  /** Where the work runs: this process's worker thread (absent means this), or the engine workers' queue. */
  readonly mode?: 'in-process' | 'queue';
  enhancePhoto(input: Buffer, options: EnhanceOptions, job?: JobIdentity): Promise<EnhanceResult>;
  /**
   * Foto Pro pre-check: the decision enhancePhoto will make about these bytes for this platform (cut-out
   * or in place, and why) and the photo's quality issues. Same queue and deadline as a photo. An
   * unreadable upload → PhotoDecodeError.
   */
  checkPhoto(input: Buffer, platform: Platform, job?: JobIdentity): Promise<PhotoCheck>;
  /** The export kit: the photo framed for each destination, as enhancePhoto would (engine/photo/kit.ts). */
  renderKit(input: Buffer, options: EnhanceOptions, destinations: readonly KitDestination[], job?: JobIdentity): Promise<KitResult>;
  /** Templates Rápidos: product cut-out + art render. An unreadable upload → PhotoDecodeError. */
  renderArt(input: GenerateArtInput, job?: JobIdentity): Promise<GenerateArtResult>;
  /** Loads the model ahead of the first request. */
  warmUp(): Promise<void>;
  /** What the engine is doing now, for /api/health. */
  status(): EngineStatus;
  close(): Promise<void>;
}

export interface EngineStatus {
  /**
   * ok: a task would start at once or soon; busy: tasks are waiting for the worker; stuck: a task
   * ran past its deadline and is still not stopped, or the worker could not be restarted.
   */
  state: 'ok' | 'busy' | 'stuck';
  running: number;
  queued: number;
  /** How long the oldest running task has run, ms (0 when none runs). */
  oldestRunningMs: number;
  /** Worker threads told to stop at a deadline that have not stopped yet (busy in native code). */
  cancelling: number;
  /** Queue mode: engine workers seen in the last minute. */
  workersSeen?: number;
}

export class EngineBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('engine queue is full');
  }
}

/** A task ran past the pool's deadline: its worker was stopped and a fresh one started. */
export class EngineTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`engine task ran past its ${timeoutMs} ms deadline`);
  }
}

export interface EnginePoolOptions {
  /** Intra-op threads of the model session (default: the core count). */
  threads?: number;
  /** Tasks allowed to wait for the worker; beyond that, EngineBusyError. */
  queueMax: number;
  /** Path of an ONNX salient-object model replacing the bundled IS-Net weights. */
  segmentationModel?: string;
  /** The bundled model's arithmetic (SEGMENTATION_PRECISION). */
  segmentationPrecision?: SegmentationPrecision;
  workers?: number;
  /**
   * How long a task may run (ENGINE_TASK_TIMEOUT_SECONDS): past it the worker is stopped and the
   * caller gets EngineTimeoutError. Absent: no deadline (benchmarks and model tests only).
   */
  taskTimeoutMs?: number;
  /** The worker module; tests pass a stand-in. Defaults to the engine's photo.worker.ts. */
  filename?: string;
}

const WORKER_FILE = fileURLToPath(new URL('../../../engine/photo/photo.worker.ts', import.meta.url));
const FALLBACK_TASK_SECONDS = 3;
/**
 * How long a worker stopped at a deadline may take to actually stop before the engine reports
 * itself stuck: stopping interrupts JavaScript at once, but native code (resvg, onnxruntime) only
 * when it returns.
 */
const CANCEL_GRACE_MS = 1_000;

interface Job {
  task: PhotoTask | ArtTask | CheckTask | KitTask | WarmUpTask;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Running {
  started: number;
  /** Stops the task now; the caller gets `reason`. */
  stop(reason: Error): void;
}

export function createEnginePool(options: EnginePoolOptions): PhotoEngine {
  const threads = options.threads ?? availableParallelism();
  const workers = options.workers ?? 1;
  const timeoutMs = options.taskTimeoutMs;
  const workerData: PhotoWorkerData = { segmentationModel: options.segmentationModel, segmentationPrecision: options.segmentationPrecision, threads };
  // Created on first use (the warm-up after listen), so starting the worker and loading the model
  // never competes with the server's own start.
  let created: Piscina | undefined;
  /** Set when a worker failed outside any task (most often while starting); cleared by the next that starts. */
  let workerFailure: Error | null = null;
  const getPool = (): Piscina => {
    if (created) return created;
    sizeEngineWorkerHeaps();
    const pool = new Piscina({
      filename: options.filename ?? WORKER_FILE,
      minThreads: workers,
      maxThreads: workers,
      // The worker is TypeScript: load it through tsx whatever runner started us (node, vitest).
      execArgv: ['--import', 'tsx'],
      workerData,
    });
    // Without a listener this event would crash the server. With no worker left, the tasks handed
    // to piscina are only waiting for one: they fail now rather than at their deadline.
    pool.on('error', (error: unknown) => {
      workerFailure = error instanceof Error ? error : new Error(String(error));
      if (pool.threads.length > 0) return;
      for (const run of running) run.stop(new Error(`the engine worker failed: ${workerFailure.message}`));
    });
    pool.on('workerCreate', () => {
      workerFailure = null;
    });
    created = pool;
    return pool;
  };

  // Our own queue in front of piscina: piscina is never given more tasks than it has workers, so a
  // task handed to it starts at once and its deadline counts running time, not time in the queue.
  // (The first task after a stopped worker also waits for the fresh one to start and loads the
  // model — seconds, well inside a deadline of a minute.) The wait in the queue is bounded too: at
  // most queueMax tasks ahead, each stopped at its deadline.
  const waiting: Job[] = [];
  const running = new Set<Running>();
  /** Threads stopped at a deadline → when; removed when they exit. */
  const stopping = new Map<Worker, number>();
  let closed = false;
  let averageTaskSeconds = FALLBACK_TASK_SECONDS;
  const busyError = () => new EngineBusyError(Math.ceil((waiting.length + 1) * averageTaskSeconds));

  function pump(): void {
    while (!closed && running.size < workers && waiting.length > 0) start(waiting.shift()!);
  }

  function start(job: Job): void {
    const pool = getPool();
    const controller = new AbortController();
    let stoppedWith: Error | null = null;
    const run: Running = {
      started: performance.now(),
      stop(reason) {
        if (stoppedWith) return;
        stoppedWith = reason;
        // piscina stops the thread running the task (synchronously, inside abort()) and starts
        // another; the threads gone afterwards are the stopped one, watched until it exits.
        const before = pool.threads;
        controller.abort(reason);
        for (const thread of before) {
          if (pool.threads.includes(thread) || stopping.has(thread)) continue;
          stopping.set(thread, performance.now());
          thread.once('exit', () => stopping.delete(thread));
        }
      },
    };
    running.add(run);
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => run.stop(new EngineTimeoutError(timeoutMs)), timeoutMs);
    pool
      .run(job.task, { signal: controller.signal })
      .then(
        (result) => {
          averageTaskSeconds = averageTaskSeconds * 0.8 + ((performance.now() - run.started) / 1000) * 0.2;
          job.resolve(result);
        },
        (error: unknown) => job.reject(stoppedWith ?? error),
      )
      .finally(() => {
        clearTimeout(timer);
        running.delete(run);
        pump();
      });
  }

  /**
   * One task through the bounded queue; its duration feeds the Retry-After estimate. An unreadable
   * upload, reported by the worker as data, becomes a PhotoDecodeError again on this side.
   */
  async function runTask<T extends object>(task: PhotoTask | ArtTask | CheckTask | KitTask | WarmUpTask): Promise<T> {
    if (closed) throw new Error('the engine is closed');
    if (running.size >= workers && waiting.length >= options.queueMax) throw busyError();
    const result = await new Promise<T | UnreadableInput>((resolve, reject) => {
      waiting.push({ task, resolve: resolve as (value: unknown) => void, reject });
      pump();
    });
    if ('unreadable' in result) throw new PhotoDecodeError(result.unreadable);
    return result;
  }

  return {
    mode: 'in-process',
    async enhancePhoto(input, enhanceOptions) {
      const raw = await runTask<EnhanceResult>({ input, options: enhanceOptions });
      return {
        ...raw,
        image: toBuffer(raw.image),
        cutout: raw.cutout ? toBuffer(raw.cutout) : null,
      };
    },
    async checkPhoto(input, platform) {
      return runTask<PhotoCheck>({ check: { input, platform } });
    },
    async renderKit(input, kitOptions, destinations) {
      const kit = await runTask<KitResult>({ kit: { input, options: kitOptions, destinations } });
      return { ...kit, files: kit.files.map((file) => ({ ...file, image: toBuffer(file.image) })) };
    },
    async renderArt(input) {
      const art = await runTask<GenerateArtResult>({ art: input });
      return { ...art, png: toBuffer(art.png), logoPng: art.logoPng ? toBuffer(art.logoPng) : null };
    },
    async warmUp() {
      await runTask<WarmUpResult>({ warmUp: true });
    },
    status() {
      const now = performance.now();
      const oldest = Math.min(...[...running].map((r) => r.started));
      const oldestRunningMs = running.size > 0 ? Math.round(now - oldest) : 0;
      const overdue = timeoutMs !== undefined && oldestRunningMs > timeoutMs + CANCEL_GRACE_MS;
      const lingering = [...stopping.values()].some((since) => now - since > CANCEL_GRACE_MS);
      // A worker that failed to start leaves none to run anything until the next task tries again.
      const noWorker = workerFailure !== null || (created !== undefined && created.threads.length === 0);
      const state = overdue || lingering || noWorker ? 'stuck' : waiting.length > 0 ? 'busy' : 'ok';
      return { state, running: running.size, queued: waiting.length, oldestRunningMs, cancelling: stopping.size };
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the engine is closed'));
      await created?.close({ force: true });
    },
  };
}
