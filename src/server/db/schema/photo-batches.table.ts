// "Cardápio inteiro": a menu of photos enhanced with one platform, scenario and style in one look.
// A batch is run by one process at a time (`owner_id`, its process lease): a batch whose owner died is
// taken over by another replica (or by this one after a restart), and its running item starts again.
// Each item's original is stored when the batch is created (its private `original-…` key); its credit
// is reserved when it starts and committed with its enhanced_photos row, or refunded if it fails.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.table.ts';
import { enhancedPhotos } from './content.table.ts';

const tz = { withTimezone: true } as const;

export const photoBatches = pgTable(
  'photo_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    style: text('style').notNull(),
    scenarioType: text('scenario_type').notNull(),
    predefinedScenario: text('predefined_scenario'),
    /** The menu's backdrop seed: every dish of the batch is set on the same surface. */
    seed: integer('seed').notNull(),
    /** The process lease running it; null when nobody does (a graceful stop hands it back). */
    ownerId: text('owner_id'),
    /** When every item's look was planned (after the check of all of them). */
    plannedAt: timestamp('planned_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', tz),
  },
  (t) => [
    index('photo_batches_user_idx').on(t.userId, t.createdAt),
    index('photo_batches_open_idx').on(t.createdAt).where(sql`finished_at is null`),
  ],
);

export const photoBatchItems = pgTable(
  'photo_batch_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => photoBatches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    /** The metadata-stripped original; null for a photo the user's credits did not cover. */
    originalKey: text('original_key'),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    /** The engine's check of the photo (its menu facts feed the plan). */
    check: jsonb('check'),
    /** The menu look planned for it (engine/photo/menu.ts). */
    look: jsonb('look'),
    photoId: uuid('photo_id').references(() => enhancedPhotos.id, { onDelete: 'set null' }),
    /** { code, message, refunded? } of a failed item. */
    error: jsonb('error').$type<{ code: string; message: string; refunded?: boolean }>(),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', tz),
    finishedAt: timestamp('finished_at', tz),
  },
  (t) => [uniqueIndex('photo_batch_items_position_idx').on(t.batchId, t.position)],
);
