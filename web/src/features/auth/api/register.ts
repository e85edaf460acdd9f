import type { RegisterRequest, Session } from '@hireready/contract';
import { sendRequest } from '../../../lib/request';
import { session } from '../../../lib/session';

/** POST /api/auth/register; a new account is signed in at once. */
export async function register(request: RegisterRequest): Promise<Session> {
  const answer = await sendRequest<Session>('/auth/register', { method: 'POST', body: request });
  session.establish(answer);
  return answer;
}
