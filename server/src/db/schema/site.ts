import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Secrets the server makes for itself on first start, so every copy on one database agrees. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Addresses signed up to the newsletter from the landing page. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
