// What users make and rate, and what admins curate for training.
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.table.ts';
import { styleTemplates } from './catalogue.table.ts';

const tz = { withTimezone: true } as const;

export const enhancedPhotos = pgTable(
  'enhanced_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    originalPhotoUrl: text('original_photo_url').notNull(),
    enhancedPhotoUrl: text('enhanced_photo_url').notNull(),
    cutoutUrl: text('cutout_url'),
    enhancementStyle: text('enhancement_style').notNull(),
    platform: text('platform').notNull(),
    aspectRatio: text('aspect_ratio').notNull(),
    processingTimeSeconds: real('processing_time_seconds').notNull(),
    scenarioType: text('scenario_type').notNull(),
    predefinedScenario: text('predefined_scenario'),
    /** cutout | in-place | generative; null for photos made before the engine reported it. */
    mode: text('mode'),
    /** Whether the chosen scenario is in the photo; null when unknown (older photos). */
    scenarioApplied: boolean('scenario_applied'),
    /** Why the photo was enhanced in place (touches-edge, close-up, no-dish-found, unclear-edge), else null. */
    inPlaceReason: text('in_place_reason'),
    /** The part of the original the output frame shows (fractions of its width/height); null when unknown. */
    sourceWindow: jsonb('source_window').$type<{ left: number; top: number; width: number; height: number; turn?: 90 }>(),
    feedbackRating: integer('feedback_rating'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('enhanced_photos_user_idx').on(t.userId, t.createdAt),
    // The admin's list: newest first, optionally by platform or style.
    index('enhanced_photos_created_at_idx').on(t.createdAt),
    index('enhanced_photos_platform_idx').on(t.platform, t.createdAt),
    index('enhanced_photos_style_idx').on(t.enhancementStyle, t.createdAt),
  ],
);

export const creations = pgTable(
  'creations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => styleTemplates.id, { onDelete: 'set null' }),
    logoUrl: text('logo_url'),
    productUrl: text('product_url'),
    generatedArtUrl: text('generated_art_url').notNull(),
    brandColors: jsonb('brand_colors').$type<string[]>().notNull().default([]),
    description: text('description'),
    /** feed or stories; null for arts made before the column existed. */
    format: text('format'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('creations_user_idx').on(t.userId, t.createdAt), index('creations_created_at_idx').on(t.createdAt)],
);

/** A rating of a creation or an enhanced photo (creation_id names either). */
export const feedbackRatings = pgTable(
  'feedback_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creationId: uuid('creation_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    textQuality: integer('text_quality'),
    visualHierarchy: integer('visual_hierarchy'),
    composition: integer('composition'),
    comment: text('comment'),
    isApprovedForTraining: boolean('is_approved_for_training').notNull().default(false),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz),
  },
  // One rating per user per creation: rating again edits it (a user can't set a template's average alone).
  (t) => [index('feedback_ratings_creation_idx').on(t.creationId), unique('feedback_ratings_user_creation_unique').on(t.creationId, t.userId)],
);

export const trainingExamples = pgTable(
  'training_examples',
  {
  id: uuid('id').primaryKey().defaultRandom(),
  logoUrl: text('logo_url'),
  productUrl: text('product_url'),
  generatedArtUrl: text('generated_art_url'),
  category: text('category').notNull().default('food'),
  style: text('style').notNull().default('moderno'),
  quality: text('quality').notNull().default('bom'),
  description: text('description').notNull(),
  brandColors: jsonb('brand_colors').$type<string[]>().notNull().default([]),
  notes: text('notes'),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  successRate: real('success_rate'),
  creationId: uuid('creation_id'),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
},
// A creation is promoted to training once (NULLs, the examples made by hand, do not collide).
(t) => [unique('training_examples_creation_unique').on(t.creationId)],
);
