/**
 * Billing webhooks (DESIGN decision 7): verified on the raw body, applied once per event id, and
 * never trusting the state in the payload: only its ids, with the subscription re-read from the
 * provider. Each event makes the plan agree with the subscription as it is now, so events that
 * arrive late or out of order still leave the plan true.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, webhookEvents } from '../../db/schema';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { applySubscriptionToPlan, recordSubscription, retrieveSubscriptionIfKnown, subscriptionOwner } from './subscription-records';

export type WebhookOutcome = { received: true; duplicate: boolean; eventId: string };

export async function handleBillingWebhook(opts: {
  db: Db;
  billing: BillingProvider;
  rawBody: string;
  signature: string | undefined;
  now: Date;
}): Promise<WebhookOutcome> {
  const { db, billing, now } = opts;
  const event = await billing.parseWebhook(opts.rawBody, opts.signature);
  const seen = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, event.id));
  if (seen.length > 0) return { received: true, duplicate: true, eventId: event.id };

  // Read before the transaction: a network call must not hold database locks. A subscription the
  // provider no longer knows is nothing to apply; any other failure is retried by the provider.
  const subscription = event.subscriptionId ? await retrieveSubscriptionIfKnown(billing, event.subscriptionId) : null;
  const owner = subscription ? await existingUser(db, await subscriptionOwner(db, subscription)) : null;

  return db.transaction(async (tx) => {
    // The event id is the lock: of many copies delivered at once, exactly one inserts it and applies.
    const inserted = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return { received: true, duplicate: true, eventId: event.id };
    if (subscription && owner) {
      await recordSubscription({ db: tx as Db, userId: owner, provider: billing.kind, subscription, now });
      await applySubscriptionToPlan({ db: tx as Db, userId: owner, subscription, now });
    }
    return { received: true, duplicate: false, eventId: event.id } as const;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Metadata names a user; only an account that exists here is one (a deleted user's events are ignored). */
async function existingUser(db: Db, userId: string | null): Promise<string | null> {
  if (!userId || !UUID.test(userId)) return null;
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows[0]?.id ?? null;
}
