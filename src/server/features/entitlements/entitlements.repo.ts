// Reads the credit ledger for entitlements: the movements since the balance was last empty (no
// purchased credit can be older than that).
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditLedger } from '../../db/schema/index.ts';

export async function ledgerSinceLastEmptyBalance(db: Executor, userId: string) {
  const [empty] = await db
    .select({ createdAt: creditLedger.createdAt })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.balanceAfter, 0)))
    .orderBy(desc(creditLedger.createdAt))
    .limit(1);
  return db
    .select({ reason: creditLedger.reason, delta: creditLedger.delta, balanceAfter: creditLedger.balanceAfter })
    .from(creditLedger)
    .where(empty ? and(eq(creditLedger.userId, userId), gte(creditLedger.createdAt, empty.createdAt)) : eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.createdAt));
}
