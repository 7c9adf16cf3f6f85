// The only file that touches photo_batches and photo_batch_items ("Cardápio inteiro").
import { and, asc, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { enhancedPhotos, photoBatches, photoBatchItems } from '../../db/schema/index.ts';

export type PhotoBatchRow = typeof photoBatches.$inferSelect;
export type PhotoBatchItemRow = typeof photoBatchItems.$inferSelect;
export type NewBatchItem = Omit<typeof photoBatchItems.$inferInsert, 'batchId'>;

/** The batch and its items in one transaction. */
export async function insertBatch(db: Db, batch: typeof photoBatches.$inferInsert, items: NewBatchItem[]): Promise<PhotoBatchRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(photoBatches).values(batch).returning();
    await tx.insert(photoBatchItems).values(items.map((item) => ({ ...item, batchId: row!.id })));
    return row!;
  });
}

export async function findBatchOfUser(db: Executor, id: string, userId: string) {
  const [row] = await db.select().from(photoBatches).where(and(eq(photoBatches.id, id), eq(photoBatches.userId, userId)));
  return row;
}

export async function findBatch(db: Executor, id: string) {
  const [row] = await db.select().from(photoBatches).where(eq(photoBatches.id, id));
  return row;
}

/** A batch's items in order, each with its photo's row when it has one. */
export function listItemsWithPhotos(db: Executor, batchId: string) {
  return db
    .select({ item: photoBatchItems, photo: enhancedPhotos })
    .from(photoBatchItems)
    .leftJoin(enhancedPhotos, eq(enhancedPhotos.id, photoBatchItems.photoId))
    .where(eq(photoBatchItems.batchId, batchId))
    .orderBy(asc(photoBatchItems.position));
}

export function listItems(db: Executor, batchId: string) {
  return db.select().from(photoBatchItems).where(eq(photoBatchItems.batchId, batchId)).orderBy(asc(photoBatchItems.position));
}

/**
 * Takes an unfinished batch nobody runs (no owner, or an owner whose process lease is gone) for
 * `ownerId`, oldest first; its items left running start again. Undefined when there is none.
 */
export async function claimOrphanBatch(db: Db, ownerId: string, liveOwners: SQLWrapper): Promise<PhotoBatchRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(photoBatches)
      .where(and(isNull(photoBatches.finishedAt), sql`(${photoBatches.ownerId} is null or ${photoBatches.ownerId} not in ${liveOwners})`))
      .orderBy(asc(photoBatches.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    const [claimed] = await tx.update(photoBatches).set({ ownerId }).where(eq(photoBatches.id, row.id)).returning();
    await tx.update(photoBatchItems).set({ status: 'queued', startedAt: null }).where(and(eq(photoBatchItems.batchId, row.id), eq(photoBatchItems.status, 'running')));
    return claimed;
  });
}

/** The unfinished batches `ownerId` runs, oldest first. */
export function listOwnedOpenBatches(db: Executor, ownerId: string) {
  return db
    .select()
    .from(photoBatches)
    .where(and(eq(photoBatches.ownerId, ownerId), isNull(photoBatches.finishedAt)))
    .orderBy(asc(photoBatches.createdAt));
}

/** Hands `ownerId`'s unfinished batches back (a graceful stop): their running items are queued again. */
export async function releaseOwnedBatches(db: Db, ownerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const owned = await tx.update(photoBatches).set({ ownerId: null }).where(and(eq(photoBatches.ownerId, ownerId), isNull(photoBatches.finishedAt))).returning({ id: photoBatches.id });
    if (owned.length === 0) return;
    await tx
      .update(photoBatchItems)
      .set({ status: 'queued', startedAt: null })
      .where(and(inArray(photoBatchItems.batchId, owned.map((b) => b.id)), eq(photoBatchItems.status, 'running')));
  });
}

export async function setPlanned(db: Db, batchId: string, plans: { id: string; check: unknown; look: unknown }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const plan of plans) await tx.update(photoBatchItems).set({ check: plan.check, look: plan.look }).where(eq(photoBatchItems.id, plan.id));
    await tx.update(photoBatches).set({ plannedAt: new Date() }).where(eq(photoBatches.id, batchId));
  });
}

export async function updateItem(db: Executor, id: string, values: Partial<typeof photoBatchItems.$inferInsert>): Promise<void> {
  await db.update(photoBatchItems).set(values).where(eq(photoBatchItems.id, id));
}

/** Marks the batch finished when no item is queued or running; true when it did. */
export async function finishIfDone(db: Executor, batchId: string): Promise<boolean> {
  const updated = await db
    .update(photoBatches)
    .set({ finishedAt: new Date() })
    .where(
      and(
        eq(photoBatches.id, batchId),
        isNull(photoBatches.finishedAt),
        sql`not exists (select 1 from ${photoBatchItems} where ${photoBatchItems.batchId} = ${batchId} and ${photoBatchItems.status} in ('queued', 'running'))`,
      ),
    )
    .returning({ id: photoBatches.id });
  return updated.length > 0;
}
