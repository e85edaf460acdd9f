import { describe, expect, it } from 'vitest';
import { getAuthErrorMessage } from './error-messages';
import { ApiError } from './request';

describe('getAuthErrorMessage (SPEC point 5)', () => {
  it("says 'Authentication failed' for a failure that is not an error", () => {
    expect(getAuthErrorMessage('nope')).toBe('Authentication failed');
    expect(getAuthErrorMessage(undefined)).toBe('Authentication failed');
    expect(getAuthErrorMessage({ code: 'auth/wrong-password' })).toBe('Authentication failed');
  });

  it('maps identity-provider codes, also on plain errors that carry a code', () => {
    expect(getAuthErrorMessage(new ApiError('auth/wrong-password', 401, 'x'))).toBe('Invalid email or password');
    expect(getAuthErrorMessage(Object.assign(new Error('x'), { code: 'auth/user-not-found' }))).toBe('Invalid email or password');
  });

  it('lets other errors speak for themselves', () => {
    expect(getAuthErrorMessage(new Error('Server is tired'))).toBe('Server is tired');
    expect(getAuthErrorMessage(new Error(''))).toBe('Authentication failed');
  });
});
