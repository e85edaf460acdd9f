/**
 * Newsletter sign-ups from the landing page footer. No account is needed, so the only guard
 * against a script filling the table is a per-client rate limit kept in the database (it has
 * to hold across every server copy).
 */
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { countHit, type RateLimitRule } from '../rate-limit/consume-rate-limit';

/** Generous for a person (who subscribes once), tight for a script. */
export const NEWSLETTER_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

export type SubscribeToNewsletterOptions = {
  db: Db;
  /** Already checked with the contract's isValidEmail at the edge. */
  email: string;
  /** Who is asking, for the rate limit; 'unknown' when the transport does not say. */
  clientKey: string;
  now: Date;
};

/**
 * Stores the address once, lower-cased. Subscribing again is not an error: the visitor gets the
 * same answer, so the form also reveals nothing about who is already on the list.
 */
export async function subscribeToNewsletter({ db, email, clientKey, now }: SubscribeToNewsletterOptions): Promise<void> {
  const hits = await countHit(db, `newsletter:${clientKey}`, NEWSLETTER_RATE_LIMIT, now);
  if (hits > NEWSLETTER_RATE_LIMIT.limit) {
    throw new AppError('RATE_LIMITED', 'Too many subscription attempts from your network. Please try again in an hour.');
  }
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase(), createdAt: now })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}
