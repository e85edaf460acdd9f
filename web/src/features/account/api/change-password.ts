import type { ChangePasswordRequest, Session } from '@hireready/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** POST /api/auth/change-password: every other session ends; this one goes on with the new session it answers. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  const answer = await api.post<Session>('/auth/change-password', body);
  session.establish(answer);
}
