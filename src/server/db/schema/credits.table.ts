// Balances, their ledger and in-flight reservations (ARCHITECTURE.md §5).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.table.ts';

const tz = { withTimezone: true } as const;

export const userCredits = pgTable(
  'user_credits',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    creditsRemaining: integer('credits_remaining').notNull().default(0),
    creditsTotal: integer('credits_total').notNull().default(0),
    unlimited: boolean('unlimited').notNull().default(false),
    /**
     * Bought credits the balance still holds (they never expire and lift the watermark). Spent last:
     * every other movement can only lower it to the balance it leaves. Kept with the balance, so
     * GET /api/me never walks the ledger.
     */
    purchasedRemaining: integer('purchased_remaining').notNull().default(0),
    lastResetAt: timestamp('last_reset_at', tz),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [check('user_credits_remaining_not_negative', sql`${t.creditsRemaining} >= 0`)],
);

/** Every movement of a balance: who, why, how much, and the balance after it. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    /** The acting user (an admin, or the user themself); null for the system (webhooks, signup, jobs). */
    actorId: text('actor_id'),
    /** What the movement is about: a reservation id, a payment event id, a package id. */
    reference: text('reference'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.createdAt)],
);

/** A credit held while a generation runs; settled as committed or refunded. */
export const creditReservations = pgTable(
  'credit_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** Unlimited users reserve nothing from the balance, but their use is still recorded. */
    counted: boolean('counted').notNull(),
    status: text('status', { enum: ['pending', 'committed', 'refunded'] }).notNull().default('pending'),
    purpose: text('purpose').notNull(),
    /** The server process (a row of process_leases) running the job; its death releases the credit. */
    ownerId: text('owner_id'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    settledAt: timestamp('settled_at', tz),
  },
  (t) => [index('credit_reservations_pending_idx').on(t.status), index('credit_reservations_owner_idx').on(t.ownerId)],
);

/**
 * One row per running server process: it renews `heartbeat_at` while alive. A lease not renewed
 * within its time-to-live belongs to a dead process, whose pending reservations and in-progress
 * idempotency keys are released at once (not after a fixed age while a slow job still runs).
 */
export const processLeases = pgTable('process_leases', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  /** web (an API replica) or worker (an engine worker, `npm run worker`). */
  role: text('role').notNull().default('web'),
  startedAt: timestamp('started_at', tz).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', tz).notNull().defaultNow(),
});
