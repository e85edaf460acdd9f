import type { VerifySessionResponse } from '@hireready/contract';
import { api } from '../../../lib/api-client';

/** POST /api/stripe/verify-session (SPEC point 7): was the checkout paid, and with which subscription. */
export function verifySession(sessionId: string): Promise<VerifySessionResponse> {
  return api.post<VerifySessionResponse>('/stripe/verify-session', { sessionId });
}
