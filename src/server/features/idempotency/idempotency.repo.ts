// The only file that touches idempotency_keys.
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export interface KeyRef {
  userId: string;
  route: string;
  key: string;
}

const where = (ref: KeyRef) =>
  and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.route, ref.route), eq(idempotencyKeys.key, ref.key));

/** True when this call now owns the key. */
export async function claimKey(db: Executor, ref: KeyRef): Promise<boolean> {
  const rows = await db.insert(idempotencyKeys).values(ref).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

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

/** Removes an in-progress claim older than `before` (its request died with its process). */
export async function releaseAbandonedKey(db: Executor, ref: KeyRef, before: Date): Promise<boolean> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(and(where(ref), eq(idempotencyKeys.status, 'in_progress'), lt(idempotencyKeys.createdAt, before)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}
