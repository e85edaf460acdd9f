/** After a checkout: did this user's session get paid, and with which subscription (SPEC point 7). */
import type { VerifySessionResponse } from '@hireready/contract';
import type { Db } from '../../db/client';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import { recordSubscription } from './subscription-records';

export async function verifyCheckoutSession(opts: {
  db: Db;
  billing: BillingProvider;
  userId: string;
  sessionId: string;
  now: Date;
}): Promise<VerifySessionResponse> {
  // The provider refuses a session created for someone else (NOT_FOUND).
  const session = await opts.billing.verifySession({ sessionId: opts.sessionId, userId: opts.userId });
  if (!session.paid || !session.subscriptionId) return { success: false, subscriptionId: null };
  const subscription = await opts.billing.retrieveSubscription(session.subscriptionId);
  await recordSubscription({ db: opts.db, userId: opts.userId, provider: opts.billing.kind, subscription, now: opts.now });
  return { success: true, subscriptionId: session.subscriptionId };
}
