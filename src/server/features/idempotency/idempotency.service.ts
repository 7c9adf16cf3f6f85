// `Idempotency-Key` for generation requests: a retry with the same key returns the first result
// and charges once; a retry while the first is still running gets 409; a failure frees the key.
import { createHash } from 'node:crypto';
import { MSG } from '../../../shared/messages.ts';
import type { SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http-errors.ts';
import * as repo from './idempotency.repo.ts';

/**
 * An unowned in-progress claim (made before claims had owners) older than this is abandoned. Owned
 * claims are freed when their owner process is known dead (features/leases).
 */
export const ABANDONED_KEY_MS = 2 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface IdempotentResponse<T> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier request. */
  replayed: boolean;
}

/** The `headers` schema of a generation route: an optional `Idempotency-Key` of 1–200 visible ASCII characters. */
export const IdempotencyKeyHeaderSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(KEY_PATTERN, { message: MSG.idempotencyKeyInvalid })
    .optional()
    .describe('A retry with the same key returns the first result and charges once; while the first still runs, 409'),
});

/**
 * The engine job key of a request with an Idempotency-Key (queue mode, decision 010): the user, the
 * route, the key and what the engine is given. The same request retried on another replica — after the
 * first one died while it waited — joins the job still running; another input under the same key is
 * another job.
 */
export function engineJobKey(ref: { userId: string; route: string; key: string | undefined }, ...inputs: (string | Buffer | null | undefined)[]): string | undefined {
  if (!ref.key) return undefined;
  const hash = createHash('sha256').update(JSON.stringify([ref.userId, ref.route, ref.key]));
  for (const input of inputs) hash.update('\0').update(input ?? '');
  return hash.digest('hex');
}

export async function runIdempotent<T>(
  db: Db,
  ref: { userId: string; route: string; key: string | undefined; ownerId?: string | null },
  run: () => Promise<{ status: number; body: T }>,
): Promise<IdempotentResponse<T>> {
  if (!ref.key) return { ...(await run()), replayed: false };
  const keyRef = { userId: ref.userId, route: ref.route, key: ref.key };
  const ownerId = ref.ownerId ?? null;
  if (!(await repo.claimKey(db, keyRef, ownerId))) {
    const existing = await repo.findKey(db, keyRef);
    if (existing?.status === 'done') {
      return { status: existing.responseStatus ?? 200, body: existing.responseBody as T, replayed: true };
    }
    const abandoned = await repo.releaseAbandonedKey(db, keyRef, new Date(Date.now() - ABANDONED_KEY_MS));
    if (!abandoned || !(await repo.claimKey(db, keyRef, ownerId))) throw conflict(MSG.requestInProgress, 'request_in_progress');
  }
  try {
    const response = await run();
    await repo.completeKey(db, keyRef, response.status, response.body);
    return { ...response, replayed: false };
  } catch (error) {
    await repo.releaseKey(db, keyRef);
    throw error;
  }
}

/** Frees the in-progress claims of dead processes, so a retry after a crash is answered, not 409. */
export function releaseKeysOfDeadOwners(db: Db, liveOwners: SQLWrapper): Promise<number> {
  return repo.releaseKeysOfDeadOwners(db, liveOwners);
}
