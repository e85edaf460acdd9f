import { api } from '../../../lib/api-client';

/** POST /api/stripe/cancel-subscription (SPEC point 7): billing stops at the end of the period. */
export function cancelSubscription(subscriptionId: string): Promise<unknown> {
  return api.post<unknown>('/stripe/cancel-subscription', { subscriptionId });
}
