// The only file that touches photo_uploads (the pre-check's staged photos).
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { photoUploads } from '../../db/schema/index.ts';

export type PhotoUploadRow = typeof photoUploads.$inferSelect;

export async function insertPhotoUpload(db: Executor, row: typeof photoUploads.$inferInsert): Promise<PhotoUploadRow> {
  const [inserted] = await db.insert(photoUploads).values(row).returning();
  return inserted!;
}

/** The slot `id` of `userId` that has not expired at `now`; undefined for another user's, an expired or an unknown one. */
export async function findLivePhotoUpload(db: Executor, id: string, userId: string, now: Date): Promise<PhotoUploadRow | undefined> {
  const [row] = await db
    .select()
    .from(photoUploads)
    .where(and(eq(photoUploads.id, id), eq(photoUploads.userId, userId), gt(photoUploads.expiresAt, now)));
  return row;
}

/** The user's slots after their newest `keep` (newest first): the ones a new slot makes surplus. */
export function listPhotoUploadsBeyond(db: Executor, userId: string, keep: number): Promise<Pick<PhotoUploadRow, 'id' | 'storageKey'>[]> {
  return db
    .select({ id: photoUploads.id, storageKey: photoUploads.storageKey })
    .from(photoUploads)
    .where(eq(photoUploads.userId, userId))
    .orderBy(desc(photoUploads.createdAt), desc(photoUploads.id))
    .offset(keep);
}

/** Up to `limit` slots expired at `now`, oldest first. */
export function listExpiredPhotoUploads(db: Executor, now: Date, limit: number): Promise<Pick<PhotoUploadRow, 'id' | 'storageKey'>[]> {
  return db
    .select({ id: photoUploads.id, storageKey: photoUploads.storageKey })
    .from(photoUploads)
    .where(lte(photoUploads.expiresAt, now))
    .orderBy(asc(photoUploads.expiresAt))
    .limit(limit);
}

export async function deletePhotoUploads(db: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(photoUploads).where(inArray(photoUploads.id, ids));
}
