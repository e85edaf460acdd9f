/** A signed-in user changes the password (decision 022): every other session ends, this one goes on. */
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/errors';
import { confirmPassword } from './confirm-password';
import { checkNewPassword, hashPassword } from './passwords';
import { replacePassword } from './replace-password';
import { startSession, type IssuedSession, type SessionContext } from './sessions';

export async function changePassword(
  ctx: SessionContext,
  input: { userId: string; currentPassword: string; newPassword: string },
): Promise<IssuedSession> {
  checkNewPassword(input.newPassword);
  const account = await confirmPassword(ctx.db, input.userId, input.currentPassword, ctx.now);
  const sessionVersion = await replacePassword(ctx.db, input.userId, await hashPassword(input.newPassword), ctx.now);
  if (sessionVersion === null) throw new AppError('UNAUTHORIZED', 'Your session is no longer valid. Please sign in again.');
  // The device that made the change stays signed in, in a session of the new version.
  return startSession(ctx, { uid: input.userId, email: account.email, name: account.name }, randomUUID(), sessionVersion);
}
