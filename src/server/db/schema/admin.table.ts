// What the admins did: one line per admin write (credits edits also go to the credit ledger with
// their actor). Kept for accountability; nothing reads it back into the product.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.table.ts';

const tz = { withTimezone: true } as const;

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The admin (null once their account is deleted). */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** What was done, e.g. `scenario.create`, `user-credits.reset`. */
    action: text('action').notNull(),
    /** The id of the row it was done to. */
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_created_at_idx').on(t.createdAt)],
);
