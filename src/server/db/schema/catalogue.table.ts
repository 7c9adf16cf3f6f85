// Catalogues the product sells or offers: plans, credit packages, scenarios, style templates.
import { boolean, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  priceBrlCents: integer('price_brl_cents').notNull(),
  /** Credits granted per billing period; null when the plan is unlimited. */
  creditsPerPeriod: integer('credits_per_period'),
  unlimited: boolean('unlimited').notNull().default(false),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  highlight: text('highlight'),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const creditPackages = pgTable('credit_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable seed key so seeding is idempotent; null for packages created later by hand. */
  key: text('key').unique(),
  credits: integer('credits').notNull(),
  priceBrlCents: integer('price_brl_cents').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  displayOrder: integer('display_order').notNull().default(0),
});

export const predefinedScenarios = pgTable('predefined_scenarios', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  prompt: text('prompt').notNull(),
  thumbnailUrl: text('thumbnail_url').notNull(),
  /** Storage key of the full-size scenario image the photo engine composes onto. */
  imageKey: text('image_key'),
  isActive: boolean('is_active').notNull().default(true),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});

export const styleTemplates = pgTable('style_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').unique(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  format: text('format').notNull(),
  style: text('style').notNull(),
  promptEnhancements: text('prompt_enhancements').notNull(),
  colorStrategy: text('color_strategy'),
  layoutPreferences: text('layout_preferences'),
  isActive: boolean('is_active').notNull().default(true),
  usageCount: integer('usage_count').notNull().default(0),
  averageRating: real('average_rating').notNull().default(0),
  exampleUrls: jsonb('example_urls').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});
