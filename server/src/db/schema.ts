/**
 * The one schema for PGlite and PostgreSQL alike. Migrations in server/drizzle are generated
 * from this file with `npm run db:generate` and applied at start.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApplicationStatus, Certification, KeywordReport, CustomSection, Education, Skill, WorkExperience } from '@hireready/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /**
     * Carried in every bearer token; raising it (password changed or reset) ends every session at
     * once, bearer tokens included (decision 022).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Single-use password reset links (decision 022), stored hashed like refresh tokens. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Long-lived refresh tokens, stored hashed, rotated on use (DESIGN decision 1). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Every token rotated from one sign-in shares a family; reuse of a rotated token revokes it all. */
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Fixed-window counters shared by every server copy (failed sign-ins, newsletter sign-ups). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Secrets the server makes for itself on first start, so every copy on one database agrees. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** The user profile (SPEC point 3). Nested lists are jsonb. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull().default(''),
  name: text('name').notNull().default(''),
  summary: text('summary').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  phone: text('phone').notNull().default(''),
  streetAddress: text('street_address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zip: text('zip').notNull().default(''),
  workExperience: jsonb('work_experience')
    .$type<WorkExperience[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  education: jsonb('education')
    .$type<Education[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  skills: jsonb('skills')
    .$type<Skill[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  certifications: jsonb('certifications')
    .$type<Certification[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  customSections: jsonb('custom_sections')
    .$type<CustomSection[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** 'default' until the user picks a template (SPEC point 3). */
  resumeTemplate: text('resume_template').notNull().default('default'),
  lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

/** Saved documents (SPEC point 3, DESIGN decision 5). */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    html: text('html').notNull(),
    fileName: text('file_name').notNull(),
    type: text('type').notNull().default('resume'),
    jobTitle: text('job_title').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    templateId: text('template_id').notNull(),
    content: jsonb('content'),
    /** The application it is filed under; deleting the application keeps the document (DESIGN decision 12). */
    applicationId: uuid('application_id').references((): AnyPgColumn => applications.id, { onDelete: 'set null' }),
    /** The generation's keyword report, kept for the application insights. */
    keywordReport: jsonb('keyword_report').$type<KeywordReport>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('documents_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('documents_application_idx').on(t.applicationId),
  ],
);

/** Job applications (DESIGN decision 12, decision 017). Deleted with their user. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    postingText: text('posting_text').notNull().default(''),
    postingUrl: text('posting_url').notNull().default(''),
    location: text('location').notNull().default(''),
    salary: text('salary').notNull().default(''),
    source: text('source').notNull().default(''),
    status: text('status').$type<ApplicationStatus>().notNull().default('saved'),
    appliedOn: date('applied_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    nextStep: text('next_step').notNull().default(''),
    nextStepDue: date('next_step_due', { mode: 'string' }),
    interviewAt: timestamp('interview_at', { withTimezone: true, mode: 'date' }),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastFollowUpAt: timestamp('last_follow_up_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('applications_user_status_idx').on(t.userId, t.status),
    index('applications_user_company_idx').on(t.userId, sql`lower(${t.company})`, sql`lower(${t.jobTitle})`),
  ],
);

/** Every status change (and follow-up, archive) of an application, with its moment. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two changes within one millisecond still read back in the order made. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.seq),
    index('application_events_user_at_idx').on(t.userId, t.at),
  ],
);

/** Per-user tracker settings: the no-reply threshold and the private calendar feed token. */
export const applicationSettings = pgTable(
  'application_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    noReplyDays: integer('no_reply_days').notNull().default(21),
    /** Read-only and replaceable, shown to its owner again on demand (decision 017). */
    calendarToken: text('calendar_token').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('application_settings_calendar_token_key').on(t.calendarToken)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
