import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

/** The plan part of the tier record (SPEC point 3). Counts live in usage_periods. */
export const userPlans = pgTable('user_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier').notNull().default('basic'),
  subscriptionId: text('subscription_id'),
  /** A cancelled paid plan keeps its benefits until this moment, then falls to basic. */
  planEndsAt: timestamp('plan_ends_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

/** Generations used per calendar month (UTC), e.g. period '2026-11'. */
export const usagePeriods = pgTable(
  'usage_periods',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    resumeUsed: integer('resume_used').notNull().default(0),
    coverLetterUsed: integer('cover_letter_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

/** Credits granted by increment-count and spent by a generation (DESIGN decision 3). */
export const generationCredits = pgTable('generation_credits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  resume: integer('resume').notNull().default(0),
  coverLetter: integer('cover_letter').notNull().default(0),
});

/** Paid subscriptions as the billing provider last reported them. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    tier: text('tier').notNull(),
    status: text('status').notNull(),
    customerId: text('customer_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Checkout sessions of the built-in local test-mode provider. */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier').notNull(),
  priceId: text('price_id').notNull(),
  email: text('email').notNull(),
  status: text('status').notNull().default('open'),
  subscriptionId: text('subscription_id'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: createdAt(),
});

/** Billing webhook events already applied, so a replayed event changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
