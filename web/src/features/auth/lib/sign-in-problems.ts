/**
 * What is wrong with a sign-in or registration attempt, every problem at once, each with the fields
 * it is about so the dialog can mark them (SPEC point 5's messages, word for word).
 */
import { INVALID_EMAIL_MESSAGE, isValidEmail, PASSWORD_MIN_LENGTH } from '@hireready/contract';
import { getAuthErrorMessage } from '../../../lib/error-messages';
import { ApiError } from '../../../lib/request';

export type SignInField = 'email' | 'password';
export type SignInProblem = { message: string; fields: SignInField[] };

export const BOTH_REQUIRED_MESSAGE = 'Please enter both email and password';
const WEAK_PASSWORD_MESSAGE = `Password should be at least ${PASSWORD_MIN_LENGTH} characters`;

/** Checks made before anything is sent; an empty list means the attempt may go ahead. */
export function findSignInProblems({
  email,
  password,
  isRegister,
}: {
  email: string;
  password: string;
  isRegister: boolean;
}): SignInProblem[] {
  const problems: SignInProblem[] = [];
  const empty: SignInField[] = [];
  if (email === '') empty.push('email');
  if (password === '') empty.push('password');
  if (empty.length > 0) problems.push({ message: BOTH_REQUIRED_MESSAGE, fields: empty });
  if (email !== '' && !isValidEmail(email)) problems.push({ message: INVALID_EMAIL_MESSAGE, fields: ['email'] });
  // Only a new password is held to the minimum: an older account's password is the server's to judge.
  if (isRegister && password !== '' && password.length < PASSWORD_MIN_LENGTH) {
    problems.push({ message: WEAK_PASSWORD_MESSAGE, fields: ['password'] });
  }
  return problems;
}

/** Which field an error code is about; a wrong e-mail or password does not say which, so both. */
const FIELDS_BY_CODE: Partial<Record<string, SignInField[]>> = {
  'auth/invalid-email': ['email'],
  'auth/email-already-in-use': ['email'],
  'auth/weak-password': ['password'],
  'auth/user-not-found': ['email', 'password'],
  'auth/wrong-password': ['email', 'password'],
  'auth/invalid-credential': ['email', 'password'],
};

/** The server's refusal as a problem: the spec's words, and the fields to mark. */
export function problemFromAuthError(error: unknown): SignInProblem {
  const code = error instanceof ApiError ? error.code : undefined;
  return { message: getAuthErrorMessage(error), fields: (code && FIELDS_BY_CODE[code]) || [] };
}
