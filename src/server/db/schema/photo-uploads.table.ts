// Foto Pro's staged uploads: the photo the free pre-check received, kept for a short while so the
// paid enhancement can name it (`uploadToken` = the row's id) instead of uploading it again. The
// bytes live in the store under a private key; any replica finds them through this row.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.table.ts';

const tz = { withTimezone: true } as const;

export const photoUploads = pgTable(
  'photo_uploads',
  {
    /** The upload token the client is handed: random (gen_random_uuid), and only its owner may use it. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The metadata-stripped photo, under a private key (`original-…`). */
    storageKey: text('storage_key').notNull(),
    /** The name the user's file had, for the original's key when it is enhanced. */
    filename: text('filename').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', tz).notNull(),
  },
  // The sweep takes the oldest expired slots first.
  (t) => [index('photo_uploads_expires_at_idx').on(t.expiresAt)],
);
