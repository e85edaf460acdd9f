import type { CreateCheckoutRequest } from '@hireready/contract';
import { api } from '../../../lib/api-client';

/** POST /api/stripe/create-checkout-session (SPEC point 7): returns the address to send the browser to. */
export function createCheckoutSession(body: CreateCheckoutRequest): Promise<{ url?: string }> {
  return api.post<{ url?: string }>('/stripe/create-checkout-session', body);
}
