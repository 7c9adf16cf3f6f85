// The only file that touches process_leases.
import { eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { processLeases } from '../../db/schema/index.ts';

export type LeaseRow = typeof processLeases.$inferSelect;

// Heartbeats are written with the database's clock (now()), and compared with it: never a machine's own.
export async function insertLease(db: Executor, values: { id: string; host: string; pid: number; role: string }) {
  await db
    .insert(processLeases)
    .values({ ...values, heartbeatAt: sql`now()` })
    .onConflictDoUpdate({ target: processLeases.id, set: { heartbeatAt: sql`now()` } });
}

/** Renews a lease; false when its row is gone (another process took this one for dead). */
export async function renewLease(db: Executor, id: string): Promise<boolean> {
  const rows = await db.update(processLeases).set({ heartbeatAt: sql`now()` }).where(eq(processLeases.id, id)).returning({ id: processLeases.id });
  return rows.length === 1;
}

/** The other leases, each with how long it has been silent by the database's clock. */
export function listOtherLeases(db: Executor, selfId: string): Promise<(LeaseRow & { silentMs: number })[]> {
  return db
    .select({ ...getTableColumns(processLeases), silentMs: sql<number>`(extract(epoch from now() - ${processLeases.heartbeatAt}) * 1000)::float8` })
    .from(processLeases)
    .where(ne(processLeases.id, selfId));
}

export async function deleteLeases(db: Executor, ids: string[]) {
  if (ids.length > 0) await db.delete(processLeases).where(inArray(processLeases.id, ids));
}

/**
 * The ids of the leases alive now, as a subquery: a reservation or claim is released in the same
 * statement that reads the leases, so a process that starts meanwhile is never taken for dead.
 */
export function liveLeaseIds(db: Executor) {
  return db.select({ id: processLeases.id }).from(processLeases);
}
