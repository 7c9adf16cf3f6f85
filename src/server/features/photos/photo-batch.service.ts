// "Cardápio inteiro" (issue #15): a restaurant's menu — up to PHOTO_BATCH_MAX dish photos — enhanced
// with one platform, scenario and style, in one consistent look (engine/photo/menu.ts).
//  * checkBatch: the free pre-check of a few photos at once (the client sends a menu in chunks), the
//    same decision and warnings as a single photo's check; nothing is staged or charged.
//  * createBatch: the photos' originals stored (metadata stripped), a batch row and one item per photo;
//    the first photos the user's credits cover are queued, the others are recorded as not made
//    (no_credits, nothing charged) — the client said so before sending. 202 at once: the batch runner
//    (photo-batch.runner.ts) does the work in the background.
//  * batchStatus / batchZip: the grid's polling and "Baixar tudo (.zip)".
// Credits: one per photo that succeeds — reserved when the item starts, committed with its photo,
// refunded when it fails (the runner).
import { randomInt } from 'node:crypto';
import { formatDate } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import {
  batchShortfallNotice,
  type BatchItem,
  type BatchItemStatus,
  type PhotoBatchCheckResponse,
  type PhotoBatchCreated,
  type PhotoBatchStatus,
  type PhotoBatchZipQuery,
} from '../../../shared/schemas/photo-batch.schema.ts';
import { PHOTO_MODES, type EnhancePhotoFields, type PhotoMode } from '../../../shared/schemas/photos.schema.ts';
import { sniffImageType } from '../../../shared/uploads.ts';
import { viewUrlOf } from '../../adapters/storage/storage.ts';
import { makeOriginalKey, sanitizeFilename } from '../../adapters/storage/storage-keys.ts';
import { systemClock } from '../../clock.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, badRequest, noCredits, notFound, unsupportedMedia } from '../../http-errors.ts';
import { getCredits } from '../credits/credits.service.ts';
import { runIdempotent, type IdempotentResponse } from '../idempotency/idempotency.service.ts';
import { unzipStored, zipStored, type ZipEntry } from './kit-zip.ts';
import { photoKit } from './photo-kit.service.ts';
import * as repo from './photo-batch.repo.ts';
import * as photosRepo from './photos.repo.ts';
import { asReason, describeCheck, findActiveScenario, mapCheckError, preparePhoto, type PhotoDeps } from './photos.service.ts';

export const BATCH_ROUTE = 'POST /api/photos/batch';

export interface BatchFile {
  bytes: Buffer;
  filename: string;
}

/** Wakes the batch runner when a batch is created (it also polls, for batches other replicas left). */
export interface BatchRunnerHandle {
  kick(): void;
}

export type BatchDeps = PhotoDeps & { runner?: BatchRunnerHandle };

const itemError = (code: string, message: string) => ({ code, message });

/** POST /api/photos/batch/check: each photo's check, in order; an unreadable one gets its error, the others go on. */
export async function checkBatch(deps: PhotoDeps, input: { userId: string; photos: BatchFile[]; fields: EnhancePhotoFields }): Promise<PhotoBatchCheckResponse> {
  const scenario = input.fields.scenarioType === 'predefined' ? await findActiveScenario(deps, input.fields.scenarioId!) : null;
  const items: PhotoBatchCheckResponse['items'] = [];
  // One at a time: the engine runs one task at a time anyway, and a chunk is a few photos.
  for (const photo of input.photos) {
    const filename = photo.filename || 'foto';
    try {
      if (!sniffImageType(photo.bytes)) throw unsupportedMedia();
      const prepared = await preparePhoto(photo, mapCheckError);
      const check = await deps.engine.checkPhoto(prepared.bytes, input.fields.platform);
      items.push({ filename, check: { ...describeCheck(check), notice: null }, error: null });
    } catch (error) {
      const mapped = mapCheckError(error);
      // A photo the engine cannot read is this photo's problem; a busy or failing engine is everyone's.
      if (mapped instanceof AppError && (mapped.statusCode === 415 || mapped.code === 'image_unreadable')) {
        items.push({ filename, check: null, error: itemError(mapped.code, mapped.message) });
        continue;
      }
      throw mapped;
    }
  }
  return { items, scenarioName: scenario?.name ?? null };
}

export interface CreateBatchInput {
  userId: string;
  photos: BatchFile[];
  fields: EnhancePhotoFields;
  idempotencyKey?: string;
}

export async function createBatch(deps: BatchDeps, input: CreateBatchInput): Promise<IdempotentResponse<PhotoBatchCreated>> {
  const result = await runIdempotent(deps.db, { userId: input.userId, route: BATCH_ROUTE, key: input.idempotencyKey, ownerId: deps.leaseId }, async () => ({
    status: 202,
    body: await createOnce(deps, input),
  }));
  deps.runner?.kick();
  return result;
}

async function createOnce(deps: BatchDeps, input: CreateBatchInput): Promise<PhotoBatchCreated> {
  const { db, storage } = deps;
  if (input.photos.length === 0) throw badRequest(MSG.batchPhotosRequired, 'photos_required');
  // Every file must be an image before anything is stored (the client checked them already).
  if (input.photos.some((photo) => !sniffImageType(photo.bytes))) throw unsupportedMedia();
  const scenario = input.fields.scenarioType === 'predefined' ? await findActiveScenario(deps, input.fields.scenarioId!) : null;
  const credits = await getCredits(db, input.userId);
  const accepted = credits.unlimited ? input.photos.length : Math.min(input.photos.length, credits.remaining);
  if (accepted === 0) throw noCredits();

  const now = (deps.clock ?? systemClock).now();
  const stored: string[] = [];
  try {
    const items: repo.NewBatchItem[] = [];
    for (const [position, photo] of input.photos.entries()) {
      const filename = photo.filename || 'foto';
      if (position >= accepted) {
        items.push({ position, filename, status: 'failed', error: itemError('no_credits', MSG.batchItemNoCredits), finishedAt: now });
        continue;
      }
      const prepared = await preparePhoto(photo, mapCheckError);
      const key = makeOriginalKey(prepared.filename, now, prepared.ext);
      await storage.put(key, prepared.bytes, `image/${prepared.ext === 'jpg' ? 'jpeg' : prepared.ext}`);
      stored.push(key);
      items.push({ position, filename, originalKey: key });
    }
    const batch = await repo.insertBatch(
      db,
      {
        userId: input.userId,
        platform: input.fields.platform,
        style: input.fields.style,
        scenarioType: input.fields.scenarioType,
        predefinedScenario: scenario?.id ?? null,
        seed: randomInt(0, 2 ** 31 - 1),
        ownerId: deps.leaseId ?? null,
      },
      items,
    );
    const skipped = input.photos.length - accepted;
    return {
      batchId: batch.id,
      total: input.photos.length,
      accepted,
      notice: skipped > 0 ? batchShortfallNotice(accepted, input.photos.length) : null,
    };
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

async function ownBatch(deps: Pick<PhotoDeps, 'db'>, userId: string, batchId: string) {
  const batch = isUuid(batchId) ? await repo.findBatchOfUser(deps.db, batchId, userId) : undefined;
  if (!batch) throw notFound(MSG.batchNotFound);
  return batch;
}

const asMode = (mode: string | null): PhotoMode => ((PHOTO_MODES as readonly string[]).includes(mode ?? '') ? (mode as PhotoMode) : 'cutout');

export async function batchStatus(deps: Pick<PhotoDeps, 'db' | 'storage'>, input: { userId: string; batchId: string }): Promise<PhotoBatchStatus> {
  const batch = await ownBatch(deps, input.userId, input.batchId);
  const rows = await repo.listItemsWithPhotos(deps.db, batch.id);
  const scenarioName = batch.predefinedScenario ? ((await findScenarioName(deps, batch.predefinedScenario)) ?? null) : null;
  const items: BatchItem[] = await Promise.all(
    rows.map(async ({ item, photo }) => ({
      position: item.position,
      filename: item.filename,
      status: item.status as BatchItemStatus,
      photo: photo
        ? {
            id: photo.id,
            enhancedPhotoUrl: photo.enhancedPhotoUrl,
            originalPhotoUrl: await viewUrlOf(deps.storage, photo.originalPhotoUrl),
            aspectRatio: photo.aspectRatio === '4:3' ? '4:3' : '1:1',
            mode: asMode(photo.mode),
            scenarioApplied: photo.scenarioApplied ?? true,
            reason: asReason(photo.inPlaceReason),
            processingTimeSeconds: photo.processingTimeSeconds,
          }
        : null,
      error: item.error ?? null,
    })),
  );
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const item of items) counts[item.status] += 1;
  return {
    batchId: batch.id,
    platform: batch.platform,
    style: batch.style,
    scenarioName,
    createdAt: batch.createdAt.toISOString(),
    items,
    done: counts.queued === 0 && counts.running === 0,
    planning: batch.plannedAt === null && counts.queued > 0,
    counts,
  };
}

async function findScenarioName(deps: Pick<PhotoDeps, 'db'>, id: string): Promise<string | undefined> {
  return (await photosRepo.findScenario(deps.db, id))?.name;
}

export interface BatchZip {
  filename: string;
  zip: Buffer;
}

/** "Baixar tudo (.zip)": the finished dishes' photos, one kit destination of each, or each whole kit in its folder. */
export async function batchZip(deps: Pick<PhotoDeps, 'db' | 'storage' | 'engine'>, input: { userId: string; batchId: string; content: PhotoBatchZipQuery['content'] }): Promise<BatchZip> {
  const batch = await ownBatch(deps, input.userId, input.batchId);
  const rows = (await repo.listItemsWithPhotos(deps.db, batch.id)).filter((row) => row.item.status === 'done' && row.photo);
  if (rows.length === 0) throw new AppError(409, 'batch_empty', MSG.batchZipEmpty);
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  for (const { item, photo } of rows) {
    const dish = uniqueName(`${String(item.position + 1).padStart(2, '0')}-${dishOf(item.filename)}`, names);
    if (input.content === 'photos') {
      const key = deps.storage.keyOf(photo!.enhancedPhotoUrl);
      const file = key ? await deps.storage.get(key) : null;
      if (file) entries.push({ name: `${dish}.jpg`, data: file.body });
      continue;
    }
    const kit = await photoKit(deps, { userId: input.userId, photoId: photo!.id, background: true });
    for (const entry of unzipStored(kit.zip)) {
      if (input.content === 'kits') entries.push({ name: `${dish}/${entry.name}`, data: entry.data });
      else if (entry.name === `${input.content}.jpg`) entries.push({ name: `${dish}-${entry.name}`, data: entry.data });
    }
  }
  if (entries.length === 0) throw new AppError(409, 'batch_empty', MSG.batchZipEmpty);
  const suffix = input.content === 'photos' ? batch.platform : input.content;
  return { filename: `foodart-cardapio-${suffix}-${formatDate(batch.createdAt).replaceAll('/', '-')}.zip`, zip: zipStored(entries, batch.createdAt) };
}

/** The dish's name from its file's name (without extension), for the zip's entries. */
function dishOf(filename: string): string {
  const name = sanitizeFilename(filename).replace(/\.[a-z0-9]+$/, '');
  return name && name !== 'arquivo' ? name.slice(0, 60) : 'prato';
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name}-${n}`;
  taken.add(candidate);
  return candidate;
}

