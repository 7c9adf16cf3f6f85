// The only file that touches idempotency_keys.
import { and, eq, isNotNull, isNull, lt, notInArray } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export interface KeyRef {
  userId: string;
  route: string;
  key: string;
}

/** True when this call now owns the key (`ownerId`: the process lease handling the request). */
export async function claimKey(db: Executor, ref: KeyRef, ownerId: string | null): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...ref, ownerId })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

const where = (ref: KeyRef) =>
  and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.route, ref.route), eq(idempotencyKeys.key, ref.key));


export async function findKey(db: Executor, ref: KeyRef) {
  const [row] = await db.select().from(idempotencyKeys).where(where(ref));
  return row;
}

export async function completeKey(db: Executor, ref: KeyRef, responseStatus: number, responseBody: unknown) {
  await db.update(idempotencyKeys).set({ status: 'done', responseStatus, responseBody }).where(where(ref));
}

export async function releaseKey(db: Executor, ref: KeyRef) {
  await db.delete(idempotencyKeys).where(where(ref));
}

/** Removes an unowned in-progress claim older than `before` (made before claims had owners). */
export async function releaseAbandonedKey(db: Executor, ref: KeyRef, before: Date): Promise<boolean> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(and(where(ref), eq(idempotencyKeys.status, 'in_progress'), isNull(idempotencyKeys.ownerId), lt(idempotencyKeys.createdAt, before)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Frees the in-progress claims of owners not among `liveOwners`: their requests died with them. */
export async function releaseKeysOfDeadOwners(db: Executor, liveOwners: SQLWrapper): Promise<number> {
  const deadOwner = notInArray(idempotencyKeys.ownerId, liveOwners);
  const rows = await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.status, 'in_progress'), isNotNull(idempotencyKeys.ownerId), deadOwner))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
