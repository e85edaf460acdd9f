import type { ForgotPasswordRequest } from '@hireready/contract';
import { sendRequest } from '../../../lib/request';

/** POST /api/auth/forgot-password: the answer is the same whether or not an account has the address. */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<string> {
  const answer = await sendRequest<{ message: string }>('/auth/forgot-password', { method: 'POST', body });
  return answer.message;
}
