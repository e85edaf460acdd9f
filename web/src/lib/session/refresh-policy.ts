/**
 * When the session's token is renewed and what a failed renewal means (SPEC point 9 timings): the
 * token is refreshed 5 minutes before it expires, and network failures of a refresh are retried
 * with a backoff that starts at 30 s and doubles up to 16 minutes.
 */
import type { ApiError } from '../request';

export const REFRESH_LEAD_MS = 5 * 60_000;
export const RETRY_BACKOFF_START_MS = 30_000;
export const RETRY_BACKOFF_MAX_MS = 16 * 60_000;
/** Two tabs may refresh at once; the loser's cookie was just rotated, so it tries again shortly. */
export const RACE_RETRY_DELAY_MS = 750;
/** Never refresh in a tight loop, even if the server hands out very short-lived tokens. */
const MIN_REFRESH_DELAY_MS = 15_000;

/** How long until the refresh of a token that expires at `expiresAtMs`. */
export function refreshDueIn(expiresAtMs: number, nowMs: number): number {
  return Math.max(MIN_REFRESH_DELAY_MS, expiresAtMs - REFRESH_LEAD_MS - nowMs);
}

/** A token this close to its end is refreshed before it is used. */
export function isDueForRefresh(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs <= REFRESH_LEAD_MS;
}

/** Network failures, time-outs, server errors and rate limits pass; anything else ends the session. */
export function isTransient(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The wait before each retry of a failed refresh: 30 s, then doubling up to 16 minutes. */
export function createBackoff() {
  let nextMs = RETRY_BACKOFF_START_MS;
  return {
    /** The wait to use now; the one after it is twice as long, up to the cap. */
    take(): number {
      const waitMs = nextMs;
      nextMs = Math.min(nextMs * 2, RETRY_BACKOFF_MAX_MS);
      return waitMs;
    },
    restart(): void {
      nextMs = RETRY_BACKOFF_START_MS;
    },
  };
}
