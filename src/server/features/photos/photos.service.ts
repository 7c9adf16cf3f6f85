// Foto Pro: validate → reserve a credit → run the engine (local pool or remote provider) → store
// original, result and cut-out → record enhanced_photos → commit. Any failure refunds the credit and
// leaves no row and no file behind. The original is stripped of its metadata (EXIF, GPS) before the
// engine or the store sees it; it is private, so the answer carries `storage.viewUrl` of it (signed on
// S3, a fresh one on every answer) while the row keeps its stable public URL. The answer and the row say
// what the engine did: cut the dish out onto the scenario, or enhance the photo in place (and why).
// checkPhoto is the free pre-check: the same stripped bytes, the same engine decision, no credit; it
// stages those bytes (photo-uploads.service.ts) so enhance can take them by token instead of a second upload.
import { MSG } from '../../../shared/messages.ts';
import {
  IN_PLACE_REASONS,
  PHOTO_WARNING_MESSAGES,
  type EnhancePhotoFields,
  type EnhancePhotoResponse,
  type InPlaceReason,
  type PhotoCheckResponse,
  type PhotoMode,
  type PhotoUploadResponse,
  type PhotoWarningCode,
} from '../../../shared/schemas/photos.schema.ts';
import type { PhotoCheck } from '../../../engine/photo/check.ts';
import { IMAGE_TYPES, sniffImageType } from '../../../shared/uploads.ts';
import { PhotoDecodeError, type EnhanceOptions, type EnhanceResult } from '../../../engine/photo/enhance.ts';
import type { RemotePhotoEngine } from '../../adapters/ai/remote-photo.engine.ts';
import type { JobIdentity, PhotoEngine } from '../../adapters/engine/engine-pool.ts';
import { EngineBusyError, EngineTimeoutError } from '../../adapters/engine/engine-pool.ts';
import { viewUrlOf, type Storage } from '../../adapters/storage/storage.ts';
import { makeKitKey, makeOriginalKey, makeResultKey } from '../../adapters/storage/storage-keys.ts';
import { stripMetadata } from '../../adapters/storage/strip-metadata.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { systemClock, type Clock } from '../../clock.ts';
import { AppError, badRequest, busy, notFound, unsupportedMedia } from '../../http-errors.ts';
import { ADMIN_FILTER_DEFAULTS, ADMIN_PAGE_SIZE, type AdminPhotosPage, type AdminPhotoStats } from '../../../shared/schemas/admin.schema.ts';
import { commitReservation, refundReservation, reserveCredit } from '../credits/credits.service.ts';
import { outputGetsWatermark } from '../entitlements/entitlements.service.ts';
import { engineJobKey, runIdempotent, type IdempotentResponse } from '../idempotency/idempotency.service.ts';
import { discardStagedPhoto, stagePhoto, sweepExpiredPhotos, takeStagedPhoto, type PreparedPhoto } from './photo-uploads.service.ts';
import * as repo from './photos.repo.ts';

export const ENHANCE_ROUTE = 'POST /api/photos/enhance';
const SCENARIO_FETCH_TIMEOUT_MS = 10_000;

export interface PhotoDeps {
  db: Db;
  /** This process's lease: its reservations are released only if it dies (features/leases). */
  leaseId?: string;
  storage: Storage;
  engine: PhotoEngine;
  remote?: RemotePhotoEngine | null;
  /** Dates the stored files' keys; the system clock when absent. */
  clock?: Clock;
}

/** A photo as the client sent it: the file, or the pre-check's token for the file it received. */
export type PhotoSource = { bytes: Buffer; filename: string } | { uploadToken: string };

export interface EnhanceInput {
  userId: string;
  photo: PhotoSource;
  fields: EnhancePhotoFields;
  idempotencyKey?: string;
}

const enhanceFailed = () => new AppError(500, 'enhance_failed', MSG.enhanceError);

export async function enhancePhoto(deps: PhotoDeps, input: EnhanceInput): Promise<IdempotentResponse<EnhancePhotoResponse>> {
  const result = await runIdempotent(deps.db, { userId: input.userId, route: ENHANCE_ROUTE, key: input.idempotencyKey, ownerId: deps.leaseId }, async () => ({
    status: 201,
    body: await enhanceOnce(deps, input),
  }));
  const originalKey = deps.storage.keyOf(result.body.originalPhotoUrl);
  const originalPhotoUrl = originalKey ? await deps.storage.viewUrl(originalKey) : result.body.originalPhotoUrl;
  return { ...result, body: { ...result.body, originalPhotoUrl } };
}

/** A sent file sniffed (415 when it is no image we read) and stripped of its metadata, as the engine and the store get it. */
export async function preparePhoto(photo: { bytes: Buffer; filename: string }, mapError: (error: unknown) => unknown): Promise<PreparedPhoto> {
  const ext = sniffImageType(photo.bytes);
  if (!ext) throw unsupportedMedia();
  const bytes = await stripMetadata(photo.bytes, ext).catch((error: unknown) => {
    throw mapError(error);
  });
  return { bytes, ext, filename: photo.filename };
}

async function enhanceOnce(deps: PhotoDeps, input: EnhanceInput): Promise<EnhancePhotoResponse> {
  const { db } = deps;
  // A token is resolved before anything else (and before the credit): unknown, expired or not this
  // user's → 400 upload_expired, nothing charged. Its bytes were sniffed and stripped by the check.
  const staged = 'uploadToken' in input.photo ? await takeStagedPhoto(deps, input.userId, input.photo.uploadToken) : null;
  const sent = 'uploadToken' in input.photo ? null : input.photo;
  if (sent && !sniffImageType(sent.bytes)) throw unsupportedMedia();
  const scenario = input.fields.scenarioType === 'predefined' ? await loadScenario(deps, input.fields.scenarioId!) : null;
  const watermark = await outputGetsWatermark(db, input.userId);
  const options: EnhanceOptions = {
    platform: input.fields.platform,
    style: input.fields.style,
    scenario: scenario ? { type: 'predefined', image: scenario.image } : { type: 'ai-create' },
    watermark,
  };

  const photo = staged ?? (await preparePhoto(sent!, mapEngineError));
  const reservation = await reserveCredit(db, input.userId, 'photo', deps.leaseId ?? null);
  let discard: (() => Promise<void>) | null = null;
  try {
    const started = performance.now();
    const jobKey = engineJobKey({ userId: input.userId, route: ENHANCE_ROUTE, key: input.idempotencyKey }, photo.bytes, JSON.stringify(input.fields), String(watermark));
    const result = await runEngine(deps, photo.bytes, options, scenario?.prompt ?? null, { key: jobKey });
    const processingTimeSeconds = Math.round((performance.now() - started) / 10) / 100;
    const saved = await saveEnhancedPhoto(deps, { userId: input.userId, fields: input.fields, scenarioId: scenario?.id ?? null, original: photo, result, processingTimeSeconds });
    discard = saved.discard;
    const { row, outcome } = saved;
    await commitReservation(db, reservation.id);
    return {
      id: row.id,
      originalPhotoUrl: row.originalPhotoUrl,
      enhancedPhotoUrl: row.enhancedPhotoUrl,
      cutoutUrl: row.cutoutUrl,
      aspectRatio: result.aspectRatio,
      processingTimeSeconds,
      credits: reservation.credits,
      ...outcome,
      scenarioName: scenario?.name ?? null,
    };
  } catch (error) {
    await refundReservation(db, reservation.id);
    await discard?.();
    throw mapEngineError(error);
  }
}

export interface SaveEnhancedInput {
  userId: string;
  fields: EnhancePhotoFields;
  scenarioId: string | null;
  /** The prepared original to store, or the key it is stored under already (a menu batch's). */
  original: PreparedPhoto | { key: string };
  result: EnhanceResult;
  processingTimeSeconds: number;
}

/**
 * Stores an enhancement's files (the original unless it is stored already, the result, the cut-out) and
 * records its enhanced_photos row. On failure whatever was written is removed; `discard` removes the row
 * and the files it wrote later (a credit that could not be committed: nothing is delivered).
 */
export async function saveEnhancedPhoto(deps: Pick<PhotoDeps, 'db' | 'storage' | 'clock' | 'remote'>, input: SaveEnhancedInput) {
  const { db, storage } = deps;
  const { result } = input;
  const outcome = describeOutcome(deps, result);
  const now = (deps.clock ?? systemClock).now();
  const originalKey = 'key' in input.original ? input.original.key : makeOriginalKey(input.original.filename, now, input.original.ext);
  const enhancedKey = makeResultKey('enhanced', 'jpg', now);
  const cutoutKey = result.cutout ? makeResultKey('cutouts', 'png', now) : null;
  const files: [key: string, body: Buffer, contentType: string][] = [[enhancedKey, result.image, 'image/jpeg']];
  if (!('key' in input.original)) files.push([originalKey, input.original.bytes, IMAGE_TYPES[input.original.ext]]);
  if (cutoutKey && result.cutout) files.push([cutoutKey, result.cutout, 'image/png']);
  const stored: string[] = [];
  const removeFiles = () => Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined))).then(() => undefined);
  try {
    // Written at once (on S3 each is a round trip before the answer); on failure, whatever was written goes.
    const writes = await Promise.allSettled(
      files.map(async ([key, body, contentType]) => {
        await storage.put(key, body, contentType);
        stored.push(key);
      }),
    );
    const failedWrite = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected');
    if (failedWrite) throw failedWrite.reason;
    const row = await repo.insertEnhancedPhoto(db, {
      userId: input.userId,
      originalPhotoUrl: storage.publicUrl(originalKey),
      enhancedPhotoUrl: storage.publicUrl(enhancedKey),
      cutoutUrl: cutoutKey ? storage.publicUrl(cutoutKey) : null,
      enhancementStyle: input.fields.style,
      platform: input.fields.platform,
      aspectRatio: result.aspectRatio,
      processingTimeSeconds: input.processingTimeSeconds,
      scenarioType: input.fields.scenarioType,
      predefinedScenario: input.scenarioId,
      mode: outcome.mode,
      scenarioApplied: outcome.scenarioApplied,
      inPlaceReason: outcome.reason,
      sourceWindow: outcome.sourceWindow,
    });
    const discard = async () => {
      await repo.deletePhoto(db, row.id).catch(() => undefined);
      await removeFiles();
    };
    return { row, outcome, discard };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

/** A stored or reported in-place reason as the API names it, or null. */
export const asReason = (reason: string | null): InPlaceReason | null =>
  (IN_PLACE_REASONS as readonly string[]).includes(reason ?? '') ? (reason as InPlaceReason) : null;

/** What the engine did, as the answer and the row state it. */
function describeOutcome(deps: Pick<PhotoDeps, 'remote'>, result: EnhanceResult) {
  // A remote provider redraws the whole photo from the scenario's prompt: no window of the original.
  const mode: PhotoMode = deps.remote ? 'generative' : result.mode;
  return {
    mode,
    scenarioApplied: mode !== 'in-place',
    reason: mode === 'in-place' ? asReason(result.facts.reason) : null,
    sourceWindow: mode === 'generative' ? null : result.facts.sourceWindow,
  };
}

export interface CheckInput {
  userId: string;
  photo: PhotoSource;
  fields: EnhancePhotoFields;
}

/**
 * The free pre-check of Foto Pro: what enhancePhoto will do with this photo and these choices, and what
 * is wrong with the photo, before a credit is reserved. Same validation, same metadata stripping (the
 * engine must see the very bytes enhance will give it), same engine decision. A sent file is staged
 * while the engine looks at it, and the answer's `uploadToken` names it to enhance; a photo named by
 * the token of an earlier upload (uploadPhoto) is looked at as it was staged, and its token answered.
 */
export async function checkPhoto(deps: PhotoDeps, input: CheckInput): Promise<PhotoCheckResponse> {
  const token = 'uploadToken' in input.photo ? input.photo.uploadToken : null;
  const sent = 'uploadToken' in input.photo ? null : input.photo;
  if (sent && !sniffImageType(sent.bytes)) throw unsupportedMedia();
  // A token is resolved first: unknown, expired or not this user's → 400 upload_expired.
  const staged = token ? await takeStagedPhoto(deps, input.userId, token) : null;
  const scenario = input.fields.scenarioType === 'predefined' ? await findActiveScenario(deps, input.fields.scenarioId!) : null;
  const scenarioName = scenario?.name ?? null;
  if (token && staged) {
    const checked = await analysePhoto(deps, staged.bytes, input.fields.platform).catch((error: unknown) => {
      throw mapCheckError(error);
    });
    return { ...checked, scenarioName, uploadToken: token, uploadExpiresAt: staged.expiresAt.toISOString() };
  }
  const photo = await preparePhoto(sent!, mapCheckError);
  const [checked, slot] = await Promise.allSettled([analysePhoto(deps, photo.bytes, input.fields.platform), stageAndSweep(deps, input.userId, photo)]);
  if (checked.status === 'rejected' || slot.status === 'rejected') {
    if (slot.status === 'fulfilled') await discardStagedPhoto(deps, slot.value).catch(() => undefined);
    throw mapCheckError(checked.status === 'rejected' ? checked.reason : (slot as PromiseRejectedResult).reason);
  }
  return { ...checked.value, scenarioName, uploadToken: slot.value.token, uploadExpiresAt: slot.value.expiresAt.toISOString() };
}

/** Stages `photo` for `userId`, and sweeps a few expired slots beside it (a failed sweep fails nothing: the next one retries). */
async function stageAndSweep(deps: PhotoDeps, userId: string, photo: PreparedPhoto) {
  const [slot] = await Promise.all([stagePhoto(deps, userId, photo), sweepExpiredPhotos(deps).catch(() => 0)]);
  return slot;
}

/**
 * POST /api/photos/uploads: the photo alone, sent as soon as the user chooses it, while they pick the
 * platform, scenario and style; the check and the generation then name it by the answer's token, so the
 * upload is off the path of "Gerar Foto Pro". Same sniffing and metadata stripping as the check.
 */
export async function uploadPhoto(deps: PhotoDeps, userId: string, photo: { bytes: Buffer; filename: string }): Promise<PhotoUploadResponse> {
  const prepared = await preparePhoto(photo, mapCheckError);
  const slot = await stageAndSweep(deps, userId, prepared);
  primeEngine(deps, prepared.bytes);
  return { uploadToken: slot.token, uploadExpiresAt: slot.expiresAt.toISOString() };
}

/** Photos larger than this (an API client's full-size upload, not the browser's ~0.15 MB) are not looked at ahead: too long a look. */
const PRIME_MAX_BYTES = 1.5 * 1024 * 1024;

/**
 * While the user still chooses, an idle engine looks at the photo once: the model's answer stays in
 * the worker's memory (engine/photo/segment-memo.ts), so the check and the generation that follow skip
 * the model. It starts only when no task runs or waits, and only for a browser-sized photo; a request
 * that arrives during the look waits for it (well under a second on such a photo). Its outcome (or
 * failure) does not matter: the check does the same work again if needed.
 */
function primeEngine(deps: PhotoDeps, photo: Buffer): void {
  // On the queue the look would land on any worker, most likely not the one that runs the generation.
  if (deps.remote || deps.engine.mode === 'queue' || photo.length > PRIME_MAX_BYTES) return;
  const status = deps.engine.status();
  if (status.state !== 'ok' || status.running > 0 || status.queued > 0) return;
  deps.engine.checkPhoto(photo, 'ifood').catch(() => undefined);
}

type CheckAnswer = Omit<PhotoCheckResponse, 'scenarioName' | 'uploadToken' | 'uploadExpiresAt'>;

async function analysePhoto(deps: PhotoDeps, photo: Buffer, platform: EnhancePhotoFields['platform']): Promise<CheckAnswer> {
  if (deps.remote) {
    // No cut-out decision to foresee: the provider redraws the photo with the scenario's prompt.
    return { mode: 'generative', scenarioApplied: true, reason: null, warnings: [], photo: null, notice: MSG.checkGenerative };
  }
  return { ...describeCheck(await deps.engine.checkPhoto(photo, platform)), notice: null };
}

/** The engine's check as the client reads it: the in-place reason first, then quality issues. */
export function describeCheck(check: PhotoCheck): Omit<CheckAnswer, 'notice'> {
  const reason = check.mode === 'in-place' ? asReason(check.reason) : null;
  const codes: PhotoWarningCode[] = [...(reason ? [reason] : []), ...check.issues];
  return {
    mode: check.mode,
    scenarioApplied: check.mode === 'cutout',
    reason,
    warnings: codes.map((code) => ({ code, message: PHOTO_WARNING_MESSAGES[code] })),
    photo: { width: check.metrics.inputWidth, height: check.metrics.inputHeight },
  };
}

export function mapCheckError(error: unknown): unknown {
  if (error instanceof EngineTimeoutError) return new AppError(504, 'check_timeout', MSG.checkFailed);
  const mapped = mapEngineError(error);
  if (mapped instanceof AppError && mapped.code === 'enhance_failed') return Object.assign(new AppError(500, 'check_failed', MSG.checkFailed), { cause: error });
  return mapped;
}

/**
 * One photo through the engine: the remote provider when configured (it redraws from the scenario's
 * prompt, guided by the admin's active training examples), else the local engine (pool or queue).
 * Shared by single photos and a menu batch's items.
 */
export async function runEngine(
  deps: Pick<PhotoDeps, 'db' | 'engine' | 'remote'>,
  bytes: Buffer,
  options: EnhanceOptions,
  scenarioPrompt: string | null,
  job: JobIdentity = {},
): Promise<EnhanceResult> {
  if (deps.remote) {
    const trainingExamples = await repo.listActiveTrainingExamples(deps.db);
    return deps.remote.enhancePhoto(bytes, options, { scenarioPrompt, trainingExamples });
  }
  return deps.engine.enhancePhoto(bytes, options, job);
}

export function mapEngineError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof EngineBusyError) return busy(error.retryAfterSeconds);
  if (error instanceof EngineTimeoutError) return new AppError(504, 'engine_timeout', MSG.engineTimeout);
  if (error instanceof PhotoDecodeError) return badRequest(MSG.imageProcessingError, 'image_unreadable');
  return Object.assign(enhanceFailed(), { cause: error });
}

export interface LoadedScenario {
  id: string;
  name: string;
  prompt: string;
  image: Buffer;
}

/** Spec §5: the scenario must exist and be active, and its image must be reachable. */
export async function loadScenario(deps: PhotoDeps, scenarioId: string): Promise<LoadedScenario> {
  const scenario = await findActiveScenario(deps, scenarioId);
  const key = scenario.imageKey ?? deps.storage.keyOf(scenario.thumbnailUrl);
  const image = key ? ((await deps.storage.get(key))?.body ?? null) : await fetchScenarioImage(scenario.thumbnailUrl);
  if (!image || !sniffImageType(image)) throw new AppError(502, 'scenario_fetch_failed', MSG.scenarioFetchError);
  return { id: scenario.id, name: scenario.name, prompt: scenario.prompt, image };
}

export async function findActiveScenario(deps: PhotoDeps, scenarioId: string) {
  const scenario = await repo.findScenario(deps.db, scenarioId);
  if (!scenario || !scenario.isActive) throw badRequest(MSG.scenarioInvalid, 'scenario_invalid');
  return scenario;
}

/** An admin may point a scenario at an external image: non-empty, absolute http(s), one URL. */
export function validateScenarioUrl(url: string): URL {
  const trimmed = url.trim();
  if ((trimmed.match(/https?:\/\//g) ?? []).length > 1) throw new AppError(500, 'scenario_url_duplicated', MSG.scenarioUrlDuplicated);
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw badRequest(MSG.scenarioUrlInvalid, 'scenario_url_invalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest(MSG.scenarioUrlInvalid, 'scenario_url_invalid');
  return parsed;
}

async function fetchScenarioImage(url: string): Promise<Buffer | null> {
  const parsed = validateScenarioUrl(url);
  try {
    const response = await fetch(parsed, { signal: AbortSignal.timeout(SCENARIO_FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    return Buffer.from(await response.arrayBuffer());
  } catch {
    return null;
  }
}

// ---- the admins' view of every photo ("Fotos Melhoradas - Photo Pro")

export async function listPhotosForAdmin(deps: Pick<PhotoDeps, 'db' | 'storage'>, query: { page: number; platform?: string; style?: string }): Promise<AdminPhotosPage> {
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const { rows, total } = await repo.listPhotosPage(deps.db, query, offset, ADMIN_PAGE_SIZE);
  const items = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      userId: row.userId,
      enhancedPhotoUrl: row.enhancedPhotoUrl,
      originalPhotoUrl: await viewUrlOf(deps.storage, row.originalPhotoUrl),
      platform: row.platform,
      style: row.enhancementStyle,
      aspectRatio: row.aspectRatio,
      processingTimeSeconds: row.processingTimeSeconds,
      rating: row.feedbackRating,
      mode: row.mode,
      createdAt: row.createdAt.toISOString(),
    })),
  );
  return { items, total, page: query.page, hasMore: items.length === ADMIN_PAGE_SIZE && offset + items.length < total };
}

export async function photoStatsForAdmin(db: Db): Promise<AdminPhotoStats> {
  const stats = await repo.photoStats(db);
  const union = (defaults: readonly string[], found: string[]) => [...new Set([...defaults, ...found])];
  return {
    total: stats.total,
    averageProcessingSeconds: Math.round(stats.averageProcessingSeconds * 10) / 10,
    topPlatform: stats.platforms[0] ?? null,
    averageRating: stats.averageRating === null ? null : Math.round(stats.averageRating * 10) / 10,
    platforms: union(ADMIN_FILTER_DEFAULTS.platforms, stats.platforms),
    styles: union(ADMIN_FILTER_DEFAULTS.styles, stats.styles),
  };
}

/** Deletes a photo and its files (original, enhanced, cut-out); 404 when it does not exist. */
export async function deletePhotoForAdmin(deps: Pick<PhotoDeps, 'db' | 'storage'>, id: string): Promise<void> {
  const row = isUuid(id) ? await repo.deletePhoto(deps.db, id) : undefined;
  if (!row) throw notFound(MSG.adminPhotoNotFound);
  const keys = [row.originalPhotoUrl, row.enhancedPhotoUrl, row.cutoutUrl].map((url) => (url ? deps.storage.keyOf(url) : null));
  // Its export kits too, if one was ever built (deleting a key that is not there is no error).
  keys.push(makeKitKey(row.id, true), makeKitKey(row.id, false));
  await Promise.all(keys.filter((key): key is string => key !== null).map((key) => deps.storage.delete(key)));
}
