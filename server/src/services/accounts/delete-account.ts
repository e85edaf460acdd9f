/**
 * Deleting an account (decision 022): confirmed with the password; any subscription still billing is
 * cancelled through the billing provider first (a provider that cannot be reached stops the deletion,
 * so nobody is billed for an account that is gone); then every row of the user goes in one
 * transaction. Rows keyed by the user's id go with the user row (ON DELETE CASCADE); rows keyed by the
 * e-mail address or the id inside a text key (newsletter, rate-limit counters) are deleted here.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers, rateLimits, subscriptions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { changeAccount } from './account-status';
import { confirmPassword } from './confirm-password';

export async function deleteAccount(opts: {
  db: Db;
  billing: BillingProvider;
  log: Logger;
  userId: string;
  password: string;
  now: Date;
}): Promise<void> {
  const { db, userId } = opts;
  const { email } = await confirmPassword(db, userId, opts.password, opts.now);

  const billing = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled'), eq(subscriptions.cancelAtPeriodEnd, false)));
  for (const subscription of billing) {
    try {
      await opts.billing.cancelSubscription(subscription.id);
    } catch (error) {
      opts.log.error('cancelling a subscription before deleting its account failed', { error, subscriptionId: subscription.id });
      throw new AppError(
        'UPSTREAM_ERROR',
        'Your subscription could not be cancelled just now, so your account was not deleted. Please try again.',
      );
    }
  }

  // Text keys that name the user: `<kind>:<e-mail>` and `<kind>:<e-mail>|<client>`, `<kind>:<user id>`.
  const keyNames = (subject: string) =>
    sql`(split_part(${rateLimits.key}, ':', 2) = ${subject} OR split_part(split_part(${rateLimits.key}, ':', 2), '|', 1) = ${subject})`;
  await changeAccount(db, userId, () =>
    db.transaction(async (tx) => {
      await tx.delete(rateLimits).where(or(keyNames(email), keyNames(userId)));
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      await tx.delete(users).where(eq(users.id, userId));
    }),
  );
}
