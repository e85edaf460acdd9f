import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Certification, CustomSection, Education, Skill, WorkExperience } from '@hireready/contract';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

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
