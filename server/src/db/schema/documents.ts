import { type AnyPgColumn, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { KeywordReport } from '@hireready/contract';
import { users } from './accounts';
import { applications } from './applications';
import { createdAt, updatedAt } from './columns';

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
