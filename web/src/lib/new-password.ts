/** A new password typed twice, as changing a password and setting one from a reset link both ask for it. */
import { PASSWORD_MIN_LENGTH } from '@hireready/contract';

export type NewPassword = { password: string; repeat: string };
export type NewPasswordProblems = { password?: string; repeat?: string };

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', repeat: '' };

/** The server's own rule (its length) first, then the two copies; empty when both are fine. */
export function findNewPasswordProblems({ password, repeat }: NewPassword): NewPasswordProblems {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: `Password should be at least ${PASSWORD_MIN_LENGTH} characters` };
  if (repeat !== password) return { repeat: 'The two new passwords are not the same.' };
  return {};
}
