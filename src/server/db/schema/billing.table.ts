// Roles, subscriptions, processed payment events and generation idempotency keys.
import { index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid, integer } from 'drizzle-orm/pg-core';
import { user } from './auth.table.ts';
import { subscriptionPlans } from './catalogue.table.ts';

const tz = { withTimezone: true } as const;

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [unique('user_roles_user_role_unique').on(t.userId, t.role)],
);

export const userSubscriptions = pgTable('user_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id),
  status: text('status').notNull(),
  nextBillingDate: timestamp('next_billing_date', tz),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

/** Webhook idempotency: an event id is processed once, whatever the number of deliveries. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', tz).notNull().defaultNow(),
  processedAt: timestamp('processed_at', tz),
});

/** A retried generation request with the same key returns the first result and charges once. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    status: text('status', { enum: ['in_progress', 'done'] }).notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
