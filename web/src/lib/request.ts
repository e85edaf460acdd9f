/**
 * The one low-level HTTP call of the web app: same-origin `/api`, JSON in and out, a time-out,
 * and every failure turned into one `ApiError` with a code and a status.
 */
import type { ErrorCode } from '@hireready/contract';

/** Failures that never reached our server, or came back in a shape we do not know. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'BAD_RESPONSE';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no answer arrived (network failure or time-out). */
  readonly status: number;

  constructor(code: ApiErrorCode, status: number, message: string) {
    super(message);
    this.code = code;
    this.status = status;
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

export const API_BASE = '/api';

/** SPEC point 9: network time-out 30 s on desktop, 60 s on mobile. */
const DESKTOP_TIMEOUT_MS = 30_000;
const MOBILE_TIMEOUT_MS = 60_000;

function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

export function defaultTimeoutMs(): number {
  return isMobileDevice() ? MOBILE_TIMEOUT_MS : DESKTOP_TIMEOUT_MS;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData (file uploads) is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** 'blob' for a file download: a successful answer comes back as a Blob, an error as usual. */
  responseType?: 'json' | 'blob';
  /** The browser finishes sending it even if the page unloads first (sign-out). */
  keepalive?: boolean;
};

type ErrorBody = { error?: { code?: unknown; message?: unknown } };

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('BAD_RESPONSE', response.status, 'The server sent an answer we could not read.');
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  if (isErrorBody(body) && body.error && typeof body.error.code === 'string') {
    const message =
      typeof body.error.message === 'string' && body.error.message !== ''
        ? body.error.message
        : response.statusText || `Request failed (${response.status})`;
    // The contract lists every code the server sends; an unknown one still carries its own text.
    return new ApiError(body.error.code as ApiErrorCode, response.status, message);
  }
  const code: ApiErrorCode = response.status === 401 ? 'UNAUTHORIZED' : response.status >= 500 ? 'INTERNAL' : 'BAD_RESPONSE';
  return new ApiError(code, response.status, response.statusText || `Request failed (${response.status})`);
}

/** Sends one request to `/api{path}` and returns the parsed answer, or throws an `ApiError`. */
export async function sendRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal, timeoutMs = defaultTimeoutMs(), responseType = 'json', keepalive } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    signal: controller.signal,
    ...(keepalive ? { keepalive } : {}),
  };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);

  // Settle on the abort itself, so a connection that ignores it cannot outlive the time-out.
  const aborted = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  aborted.catch(() => {});
  const exchange = async () => {
    const response = await fetch(`${API_BASE}${path}`, init);
    if (response.ok && responseType === 'blob') return (await response.blob()) as T;
    const parsed = await readBody(response);
    if (!response.ok) throw toApiError(response, parsed);
    return parsed as T;
  };

  try {
    return await Promise.race([exchange(), aborted]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new ApiError('TIMEOUT', 0, 'The request timed out. Please check your connection and try again.');
    }
    // A caller's own cancellation (e.g. TanStack Query) must stay an AbortError.
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', 0, 'Network error. Please check your connection and try again.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
