import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@hireready/contract';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

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
