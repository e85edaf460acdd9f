import type { Credentials, Session } from '@hireready/contract';
import { sendRequest } from '../../../lib/request';
import { session } from '../../../lib/session';

/** POST /api/auth/sign-in; on success the session is live (the refresh cookie is set by the server). */
export async function signIn(credentials: Credentials): Promise<Session> {
  const answer = await sendRequest<Session>('/auth/sign-in', { method: 'POST', body: credentials });
  session.establish(answer);
  return answer;
}
