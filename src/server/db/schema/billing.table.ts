// Roles, subscriptions, processed payment events, payment-provider customers, demonstration
// checkouts and generation idempotency keys.
import { index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid, integer } from 'drizzle-orm/pg-core';
import { user } from './auth.table.ts';
import { creditPackages, subscriptionPlans } from './catalogue.table.ts';

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

/** The payment provider's customer of a user (Stripe: created once, reused by every checkout and the portal). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});

/** An order of the demonstration payment provider, paid or cancelled on the in-app page /checkout/demo/:id. */
export const demoCheckouts = pgTable(
  'demo_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['credits', 'subscription'] }).notNull(),
    planSlug: text('plan_slug'),
    packageId: uuid('package_id').references(() => creditPackages.id, { onDelete: 'set null' }),
    credits: integer('credits'),
    priceBrlCents: integer('price_brl_cents').notNull(),
    paymentMethod: text('payment_method', { enum: ['card', 'pix'] }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'paid', 'canceled'] }).notNull().default('open'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    closedAt: timestamp('closed_at', tz),
  },
  (t) => [index('demo_checkouts_user_idx').on(t.userId)],
);

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
    /** The server process handling the request while in progress (process_leases.id). */
    ownerId: text('owner_id'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
