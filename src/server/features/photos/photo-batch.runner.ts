// Runs "Cardápio inteiro" batches in the background, one photo at a time per process, through the same
// engine as single photos (the in-process pool, or the workers' queue when scaled out).
//  1. Plan: every photo is checked (the decision and the menu facts: dish colour, brightness, size, view),
//     then engine/photo/menu.ts plans one look for the set — same backdrop, light, exposure target, and
//     each dish's scale — and each item keeps its look.
//  2. Each item: reserve a credit → enhance with its look → store and record the photo → commit; any
//     failure refunds the credit and says why on that card; the batch goes on.
// Batch work yields to single photos: on the queue it runs at BACKGROUND_PRIORITY (after everything a
// user waits on); in-process, where the pool is one FIFO, an item starts only when the engine is idle
// (or after MAX_YIELD_MS, so a busy engine cannot starve a batch for ever).
// A batch belongs to the process that runs it (`owner_id` = its lease). A graceful stop hands its batches
// back; a process that died is noticed by its lease (features/leases), its credits are refunded there, and
// any replica (or this one, restarted) takes its batches over — the item it was running starts again.
import { setTimeout as sleep } from 'node:timers/promises';
import { MSG } from '../../../shared/messages.ts';
import type { EnhancePhotoFields } from '../../../shared/schemas/photos.schema.ts';
import type { EnhancementStyle, Platform, ScenarioType } from '../../../shared/constants.ts';
import { PhotoDecodeError, type EnhanceOptions } from '../../../engine/photo/enhance.ts';
import type { PhotoCheck } from '../../../engine/photo/check.ts';
import { planMenu, type MenuLook } from '../../../engine/photo/menu.ts';
import { EngineBusyError } from '../../adapters/engine/engine-pool.ts';
import { AppError } from '../../http-errors.ts';
import { commitReservation, refundReservation, reserveCredit } from '../credits/credits.service.ts';
import { outputGetsWatermark } from '../entitlements/entitlements.service.ts';
import { liveLeaseIds } from '../leases/leases.service.ts';
import * as repo from './photo-batch.repo.ts';
import type { BatchRunnerHandle } from './photo-batch.service.ts';
import { loadScenario, runEngine, saveEnhancedPhoto, type LoadedScenario, type PhotoDeps } from './photos.service.ts';

/** How often an idle runner looks for batches other processes left (a new batch of its own wakes it at once). */
export const BATCH_POLL_MS = 2_000;
/** Longest an item waits for the in-process engine to be idle before it starts anyway. */
export const MAX_YIELD_MS = 10_000;
/** Pause after the engine said it is full, before the item is tried again. */
const BUSY_PAUSE_MS = 2_000;
/** Starts of one item (a takeover starts it again) before it fails for good, not charged. */
export const MAX_ITEM_ATTEMPTS = 3;
/** How long a stop waits for the running item (on the queue it may wait behind single photos) before handing the batch back. */
export const STOP_GRACE_MS = 15_000;

/** The batch is no longer this process's: its result is dropped, its credit refunded. */
class BatchHandedBack extends Error {}

export interface BatchRunner extends BatchRunnerHandle {
  /** Stops taking work, lets the running item finish, and hands this process's batches back. */
  stop(): Promise<void>;
}

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export function startBatchRunner(deps: PhotoDeps & { leaseId: string }, runnerOptions: { pollMs?: number; log?: Log } = {}): BatchRunner {
  const { db, storage, engine } = deps;
  const pollMs = runnerOptions.pollMs ?? BATCH_POLL_MS;
  const log = runnerOptions.log;
  let stopping = false;
  let wake: (() => void) | null = null;
  /** When each batch last had an item started here: the least recently served goes next (fair between users). */
  const served = new Map<string, number>();

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = null;
    });

  async function yieldToSingles(): Promise<void> {
    if (engine.mode === 'queue' || deps.remote) return;
    const until = performance.now() + MAX_YIELD_MS;
    while (!stopping && performance.now() < until) {
      const status = engine.status();
      if (status.running === 0 && status.queued === 0) return;
      await sleep(100, undefined, { ref: false });
    }
  }

  async function optionsFor(batch: repo.PhotoBatchRow): Promise<{ options: EnhanceOptions; scenario: LoadedScenario | null; fields: EnhancePhotoFields }> {
    const fields: EnhancePhotoFields = {
      platform: batch.platform as Platform,
      style: batch.style as EnhancementStyle,
      scenarioType: batch.scenarioType as ScenarioType,
      scenarioId: batch.predefinedScenario ?? undefined,
    };
    const scenario = batch.predefinedScenario ? await loadScenario(deps, batch.predefinedScenario) : null;
    const watermark = await outputGetsWatermark(db, batch.userId);
    return {
      fields,
      scenario,
      options: { platform: fields.platform, style: fields.style, scenario: scenario ? { type: 'predefined', image: scenario.image } : { type: 'ai-create' }, watermark },
    };
  }

  /** Checks every photo, then plans the menu's look; an unreadable photo fails here, before any credit. */
  async function plan(batch: repo.PhotoBatchRow): Promise<void> {
    const items = (await repo.listItems(db, batch.id)).filter((item) => item.status === 'queued' && item.originalKey);
    const checked: { id: string; check: PhotoCheck | null }[] = [];
    for (const item of items) {
      if (stopping) return;
      if (item.check) {
        checked.push({ id: item.id, check: item.check as PhotoCheck });
        continue;
      }
      const original = await storage.get(item.originalKey!);
      if (!original) {
        await failItem(batch, item, 'original_missing', MSG.batchItemFailed);
        continue;
      }
      try {
        const check = await engine.checkPhoto(original.body, batch.platform as Platform, { background: true });
        // Kept at once: a plan interrupted (a busy queue, a takeover) does not check this photo again.
        await repo.updateItem(db, item.id, { check });
        checked.push({ id: item.id, check });
      } catch (error) {
        if (error instanceof PhotoDecodeError) await failItem(batch, item, 'image_unreadable', MSG.batchItemUnreadable);
        else if (error instanceof EngineBusyError) throw error;
        // Any other failure: the photo is enhanced without the menu's look (its enhancement will say if it fails too).
        else checked.push({ id: item.id, check: null });
      }
    }
    const withFacts = checked.filter((entry): entry is { id: string; check: PhotoCheck } => entry.check !== null);
    const looks = planMenu(
      withFacts.map((entry) => entry.check),
      { style: batch.style as EnhancementStyle, seed: batch.seed },
    );
    const lookOf = new Map(withFacts.map((entry, i) => [entry.id, looks[i]!]));
    await repo.setPlanned(
      db,
      batch.id,
      checked.map((entry) => ({ id: entry.id, check: entry.check, look: lookOf.get(entry.id) ?? null })),
    );
  }

  async function failItem(batch: repo.PhotoBatchRow, item: repo.PhotoBatchItemRow, code: string, message: string, refunded = false): Promise<void> {
    await repo.updateItem(db, item.id, { status: 'failed', error: refunded ? { code, message, refunded } : { code, message }, finishedAt: new Date() });
    // The original served nothing: it goes (the user still has their own file).
    if (item.originalKey) await storage.delete(item.originalKey).catch(() => undefined);
    await repo.finishIfDone(db, batch.id);
  }

  async function runItem(batch: repo.PhotoBatchRow, item: repo.PhotoBatchItemRow): Promise<void> {
    let prepared;
    try {
      prepared = await optionsFor(batch);
    } catch (error) {
      // The scenario was deleted or its image cannot be read: said on the card, nothing charged.
      if (error instanceof AppError && error.statusCode < 500) return failItem(batch, item, error.code, error.message);
      if (error instanceof AppError) return failItem(batch, item, error.code, `${error.message} Nada foi cobrado.`);
      throw error;
    }
    const { options, scenario, fields } = prepared;
    // An item that was started this often and never finished (its process died each time) is not tried again.
    if (item.attempts >= MAX_ITEM_ATTEMPTS) return failItem(batch, item, 'enhance_failed', MSG.batchItemFailed);
    await repo.updateItem(db, item.id, { status: 'running', startedAt: new Date(), attempts: item.attempts + 1 });
    let reservation;
    try {
      reservation = await reserveCredit(db, batch.userId, 'photo', deps.leaseId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 402) return failItem(batch, item, 'no_credits', MSG.batchItemNoCredits);
      await repo.updateItem(db, item.id, { status: 'queued', startedAt: null, attempts: item.attempts });
      throw error;
    }
    let discard: (() => Promise<void>) | null = null;
    try {
      const original = item.originalKey ? await storage.get(item.originalKey) : null;
      if (!original) throw new AppError(500, 'original_missing', MSG.batchItemFailed);
      const started = performance.now();
      const look = (item.look as MenuLook | null) ?? undefined;
      const result = await runEngine(deps, original.body, { ...options, ...(look ? { menu: look } : {}) }, scenario?.prompt ?? null, {
        key: `batch-item:${item.id}`,
        background: true,
      });
      const processingTimeSeconds = Math.round((performance.now() - started) / 10) / 100;
      // Handed back meanwhile (a stop that did not wait this long): whoever took the batch makes this photo.
      if ((await repo.findBatch(db, batch.id))?.ownerId !== deps.leaseId) throw new BatchHandedBack();
      const saved = await saveEnhancedPhoto(deps, { userId: batch.userId, fields, scenarioId: scenario?.id ?? null, original: { key: item.originalKey! }, result, processingTimeSeconds });
      discard = saved.discard;
      await commitReservation(db, reservation.id);
      await repo.updateItem(db, item.id, { status: 'done', photoId: saved.row.id, finishedAt: new Date(), error: null });
      await repo.finishIfDone(db, batch.id);
    } catch (error) {
      await refundReservation(db, reservation.id);
      await discard?.();
      if (error instanceof BatchHandedBack) return;
      if (stopping || error instanceof EngineBusyError) {
        // Not this photo's fault: it runs again (here after a pause, or on whoever takes the batch over),
        // and this start does not count toward MAX_ITEM_ATTEMPTS.
        await repo.updateItem(db, item.id, { status: 'queued', startedAt: null, attempts: item.attempts });
        if (!stopping) await sleep(BUSY_PAUSE_MS, undefined, { ref: false });
        return;
      }
      log?.warn({ err: error, batchId: batch.id, position: item.position }, 'menu batch photo failed (credit refunded)');
      if (error instanceof PhotoDecodeError) return failItem(batch, item, 'image_unreadable', MSG.batchItemUnreadable, true);
      return failItem(batch, item, 'enhance_failed', MSG.batchItemFailed, true);
    }
  }

  /** One unit of work; false when there was none. */
  async function step(): Promise<boolean> {
    await repo.claimOrphanBatch(db, deps.leaseId, liveLeaseIds(db));
    const batches = await repo.listOwnedOpenBatches(db, deps.leaseId);
    if (batches.length === 0) return false;
    const batch = [...batches].sort((a, b) => (served.get(a.id) ?? 0) - (served.get(b.id) ?? 0))[0]!;
    served.set(batch.id, performance.now());
    if (!batch.plannedAt) {
      await plan(batch);
      return true;
    }
    const next = (await repo.listItems(db, batch.id)).find((item) => item.status === 'queued');
    if (!next) {
      await repo.finishIfDone(db, batch.id);
      served.delete(batch.id);
      return true;
    }
    await yieldToSingles();
    if (stopping) return false;
    await runItem(batch, next);
    return true;
  }

  const loop = (async () => {
    while (!stopping) {
      let worked = false;
      try {
        worked = await step();
      } catch (error) {
        if (!stopping) log?.error({ err: error }, 'menu batch runner step failed');
        if (error instanceof EngineBusyError) await sleep(BUSY_PAUSE_MS, undefined, { ref: false });
      }
      if (!worked && !stopping) await idle();
    }
  })();

  return {
    kick() {
      wake?.();
    },
    async stop() {
      stopping = true;
      wake?.();
      // The running item finishes if it can within the grace; else the batch is handed back now and a
      // late result is dropped (whoever takes the batch over joins the same engine job by its key).
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([loop, new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)))]);
      clearTimeout(timer);
      await repo.releaseOwnedBatches(db, deps.leaseId).catch(() => undefined);
    },
  };
}
