import type { ResetPasswordRequest } from '@hireready/contract';
import { sendRequest } from '../../../lib/request';

/** POST /api/auth/reset-password: sets the new password and ends every session of the account. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await sendRequest<{ ok: true }>('/auth/reset-password', { method: 'POST', body });
}
