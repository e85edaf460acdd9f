/**
 * Calls to our API as the signed-in user. Every call carries a freshly refreshed bearer token
 * (SPEC point 6); a token the server refuses is renewed once and the call retried; a disabled
 * user is signed out (SPEC point 8).
 */
import { ApiError, sendRequest, type RequestOptions } from './request';
import { session } from './session';

export { ApiError } from './request';
export type { ApiErrorCode } from './request';

async function withToken<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  const headers = token === null ? options.headers : { ...options.headers, Authorization: `Bearer ${token}` };
  return sendRequest<T>(path, { ...options, headers });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = await session.getFreshToken();
  try {
    return await withToken<T>(path, options, token);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'auth/user-disabled') {
      session.end();
      throw error;
    }
    if (error.status !== 401 || token === null) throw error;
    // The token was refused (revoked, or the device slept past its expiry): renew once and retry.
    // A refused call did nothing on the server, so repeating it is safe.
    const renewed = await session.renewAfterRejection(token);
    if (renewed === null) throw error;
    return withToken<T>(path, options, renewed);
  }
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
