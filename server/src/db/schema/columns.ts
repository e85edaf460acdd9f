import { timestamp } from 'drizzle-orm/pg-core';

/** The moment a row was made and last changed; every table that keeps them uses these two. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
