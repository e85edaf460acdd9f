/**
 * The one place that turns errors into the words the user reads.
 * SPEC point 5: the authentication error mapping.
 */
import { INVALID_EMAIL_MESSAGE, PASSWORD_MIN_LENGTH } from '@hireready/contract';
import { ApiError } from './request';

const AUTH_MESSAGES: Partial<Record<string, string>> = {
  'auth/invalid-email': INVALID_EMAIL_MESSAGE,
  'auth/user-not-found': 'Invalid email or password',
  'auth/wrong-password': 'Invalid email or password',
  'auth/invalid-credential': 'Invalid email or password',
  'auth/email-already-in-use': 'This email is already registered',
  'auth/weak-password': `Password should be at least ${PASSWORD_MIN_LENGTH} characters`,
};

function errorCode(error: Error): string | undefined {
  if (error instanceof ApiError) return error.code;
  const code: unknown = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** SPEC point 5: known codes get the spec's words, other errors their own, non-errors a generic line. */
export function getAuthErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Authentication failed';
  const code = errorCode(error);
  const mapped = code === undefined ? undefined : AUTH_MESSAGES[code];
  return mapped ?? (error.message || 'Authentication failed');
}

/** Any other failure: the error's own message, or the caller's fallback sentence. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
