// Foto Pro's photo crosses the network once. The free pre-check stages the photo it received (sniffed,
// metadata stripped: the very bytes enhance gives the engine) under a private storage key with a
// photo_uploads row, and answers the row's id as `uploadToken`; POST /api/photos/enhance may name the
// token instead of sending the file again. A slot serves only its owner, for UPLOAD_SLOT_TTL_MS, and
// may be used more than once in that time (another style of the same photo). Each new slot sweeps a
// few expired ones (file, then row), so the cleanup needs no timer and no process of its own: replicas
// share the database and the store, and any of them may stage, use or sweep a slot.
// UPLOAD_SLOT_TTL_MS (15 min: a user who pauses on the warning dialog still has the photo) is shared,
// so the browser counts the same lifetime by its own clock.
import { UPLOAD_SLOT_TTL_MS } from '../../../shared/constants.ts';
import { MSG } from '../../../shared/messages.ts';
import { IMAGE_TYPES, sniffImageType, type ImageExt } from '../../../shared/uploads.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { makeOriginalKey, sanitizeFilename } from '../../adapters/storage/storage-keys.ts';
import { systemClock, type Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { badRequest } from '../../http-errors.ts';
import * as repo from './photo-uploads.repo.ts';

/** Expired slots removed by each new one (a steady flow of checks keeps the table near its live size). */
export const UPLOAD_SWEEP_BATCH = 20;
/** Live slots a user keeps: a new one removes their oldest beyond this (the wizard needs only the latest). */
export const UPLOAD_SLOTS_PER_USER = 3;

export interface PhotoUploadDeps {
  db: Db;
  storage: Storage;
  clock?: Clock;
}

/** A photo ready for the engine: sniffed and stripped of its metadata. */
export interface PreparedPhoto {
  bytes: Buffer;
  ext: ImageExt;
  filename: string;
}

/** A staged photo taken by its token, and when the token stops working. */
export interface StagedPhoto extends PreparedPhoto {
  expiresAt: Date;
}

/** One answer for an unknown, expired or foreign token: a client learns nothing of other users' slots. */
export const uploadExpired = () => badRequest(MSG.photoUploadExpired, 'upload_expired');

const nowOf = (deps: PhotoUploadDeps) => (deps.clock ?? systemClock).now();

export interface StagedSlot {
  token: string;
  expiresAt: Date;
  storageKey: string;
}

/** Stores `photo` for `userId` and returns its token and when it stops working. */
export async function stagePhoto(deps: PhotoUploadDeps, userId: string, photo: PreparedPhoto): Promise<StagedSlot> {
  const now = nowOf(deps);
  const storageKey = makeOriginalKey(photo.filename, now, photo.ext);
  // The row first: a process that dies before the file is written leaves a row the sweep removes, never
  // a file nothing points to.
  const row = await repo.insertPhotoUpload(deps.db, {
    userId,
    storageKey,
    filename: sanitizeFilename(photo.filename),
    createdAt: now,
    expiresAt: new Date(now.getTime() + UPLOAD_SLOT_TTL_MS),
  });
  try {
    await deps.storage.put(storageKey, photo.bytes, IMAGE_TYPES[photo.ext]);
  } catch (error) {
    await repo.deletePhotoUploads(deps.db, [row.id]).catch(() => undefined);
    throw error;
  }
  await dropOldSlots(deps, userId).catch(() => undefined);
  return { token: row.id, expiresAt: row.expiresAt, storageKey };
}

/** Removes the user's live slots beyond their newest UPLOAD_SLOTS_PER_USER: one user cannot pile up staged photos. */
async function dropOldSlots(deps: PhotoUploadDeps, userId: string): Promise<void> {
  const old = await repo.listPhotoUploadsBeyond(deps.db, userId, UPLOAD_SLOTS_PER_USER);
  const deleted = await Promise.all(old.map((slot) => deps.storage.delete(slot.storageKey).then(() => slot.id, () => null)));
  await repo.deletePhotoUploads(deps.db, deleted.filter((id): id is string => id !== null));
}

/** Removes a slot nobody will be handed (its check failed). */
export async function discardStagedPhoto(deps: PhotoUploadDeps, slot: StagedSlot): Promise<void> {
  await deps.storage.delete(slot.storageKey);
  await repo.deletePhotoUploads(deps.db, [slot.token]);
}

/** The photo `token` names, if it is `userId`'s and still alive; else 400 `upload_expired`. */
export async function takeStagedPhoto(deps: PhotoUploadDeps, userId: string, token: string): Promise<StagedPhoto> {
  const row = isUuid(token) ? await repo.findLivePhotoUpload(deps.db, token, userId, nowOf(deps)) : undefined;
  const stored = row ? await deps.storage.get(row.storageKey) : null;
  const ext = stored ? sniffImageType(stored.body) : null;
  if (!row || !stored || !ext) throw uploadExpired();
  return { bytes: stored.body, ext, filename: row.filename, expiresAt: row.expiresAt };
}

/**
 * Removes up to UPLOAD_SWEEP_BATCH expired slots: each file first, then the rows whose file is gone, so
 * a store that fails leaves the row for the next sweep instead of an orphaned file. Two replicas
 * sweeping at once delete the same things twice, which is harmless. Returns how many were removed.
 */
export async function sweepExpiredPhotos(deps: PhotoUploadDeps): Promise<number> {
  const expired = await repo.listExpiredPhotoUploads(deps.db, nowOf(deps), UPLOAD_SWEEP_BATCH);
  const deleted = await Promise.all(
    expired.map((slot) =>
      deps.storage.delete(slot.storageKey).then(
        () => slot.id,
        () => null,
      ),
    ),
  );
  const ids = deleted.filter((id): id is string => id !== null);
  await repo.deletePhotoUploads(deps.db, ids);
  return ids.length;
}
