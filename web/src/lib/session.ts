/**
 * The signed-in session, in memory only (DESIGN decision 1): the bearer token never touches
 * storage; the refresh token is an httpOnly cookie the browser sends to /api/auth itself.
 *
 * SPEC point 9 timings: the token is refreshed 5 minutes before it expires, and network failures of
 * a refresh are retried with a backoff that starts at 30 s and doubles up to 16 minutes.
 */
import type { AuthUser, Session } from '@hireready/contract';
import { ApiError, sendRequest } from './request';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: AuthUser }
  | { status: 'signed-out'; user: null };

export const REFRESH_LEAD_MS = 5 * 60_000;
export const RETRY_BACKOFF_START_MS = 30_000;
export const RETRY_BACKOFF_MAX_MS = 16 * 60_000;
/** Two tabs may refresh at once; the loser's cookie was just rotated, so it tries again shortly. */
export const RACE_RETRY_DELAY_MS = 750;
/**
 * A bare "this browser had a session" flag (no secret in it). It tells a lost refresh race from a
 * visitor who never signed in, so visitors are not kept waiting, and it carries sign-out across tabs.
 */
const HAD_SESSION_KEY = 'hireready:had-session';
/** Never refresh in a tight loop, even if the server hands out very short-lived tokens. */
const MIN_REFRESH_DELAY_MS = 15_000;

type RefreshOutcome = { ok: true } | { ok: false; ended: boolean; error: ApiError };

const LOADING: SessionState = { status: 'loading', user: null };
const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

function readHadSession(): boolean {
  try {
    return localStorage.getItem(HAD_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHadSession(value: boolean): void {
  try {
    if (value) localStorage.setItem(HAD_SESSION_KEY, '1');
    else localStorage.removeItem(HAD_SESSION_KEY);
  } catch {
    // Storage can be unavailable (private modes); the flag is only an optimisation.
  }
}

/** Network failures, time-outs, server errors and rate limits pass; anything else ends the session. */
function isTransient(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function sameUser(a: AuthUser, b: AuthUser): boolean {
  return a.uid === b.uid && a.email === b.email && a.name === b.name;
}

export function createSessionStore() {
  let state: SessionState = LOADING;
  let accessToken: string | null = null;
  let expiresAtMs = 0;
  let startPromise: Promise<void> | null = null;
  let refreshInFlight: Promise<RefreshOutcome> | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let backoffMs = RETRY_BACKOFF_START_MS;
  let detachWindowListeners: (() => void) | null = null;
  const listeners = new Set<() => void>();

  function setState(next: SessionState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function clearTimers() {
    clearTimeout(refreshTimer);
    clearTimeout(retryTimer);
    refreshTimer = undefined;
    retryTimer = undefined;
  }

  function establish(session: Session) {
    accessToken = session.accessToken;
    expiresAtMs = Date.parse(session.expiresAt);
    backoffMs = RETRY_BACKOFF_START_MS;
    writeHadSession(true);
    clearTimers();
    const dueIn = Math.max(MIN_REFRESH_DELAY_MS, expiresAtMs - REFRESH_LEAD_MS - Date.now());
    refreshTimer = setTimeout(() => void refresh(), dueIn);
    // Keep the same user object when nothing changed, so a routine refresh re-renders nothing.
    if (state.status === 'signed-in' && sameUser(state.user, session.user)) return;
    setState({ status: 'signed-in', user: session.user });
  }

  function end() {
    accessToken = null;
    expiresAtMs = 0;
    backoffMs = RETRY_BACKOFF_START_MS;
    clearTimers();
    writeHadSession(false);
    setState(SIGNED_OUT);
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void refresh();
    }, backoffMs);
    backoffMs = Math.min(backoffMs * 2, RETRY_BACKOFF_MAX_MS);
  }

  /** False when the server answers 204: the browser holds no refresh cookie, so no session exists. */
  async function requestRefresh(): Promise<boolean> {
    const restored = await sendRequest<Session | undefined>('/auth/refresh', { method: 'POST' });
    if (!restored) return false;
    establish(restored);
    return true;
  }

  function endWithoutSession(): RefreshOutcome {
    end();
    return { ok: false, ended: true, error: new ApiError('UNAUTHORIZED', 401, 'You are not signed in.') };
  }

  function asApiError(error: unknown): ApiError {
    return error instanceof ApiError ? error : new ApiError('NETWORK_ERROR', 0, 'Authentication failed');
  }

  async function runRefresh(): Promise<RefreshOutcome> {
    let error: ApiError;
    try {
      return (await requestRefresh()) ? { ok: true } : endWithoutSession();
    } catch (caught) {
      error = asApiError(caught);
    }
    if (error.status === 401 && (state.status === 'signed-in' || readHadSession())) {
      await delay(RACE_RETRY_DELAY_MS);
      try {
        return (await requestRefresh()) ? { ok: true } : endWithoutSession();
      } catch (caught) {
        error = asApiError(caught);
      }
    }
    if (!isTransient(error)) {
      // Invalid refresh token, or the user is disabled (SPEC point 8): sign out.
      end();
      return { ok: false, ended: true, error };
    }
    // Only a browser that had a session has anything to come back to.
    if (state.status === 'signed-in' || readHadSession()) scheduleRetry();
    if (state.status === 'loading') setState(SIGNED_OUT);
    return { ok: false, ended: false, error };
  }

  /** One refresh at a time: callers that arrive while one runs share its outcome. */
  function refresh(): Promise<RefreshOutcome> {
    refreshInFlight ??= runRefresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function attachWindowListeners() {
    if (typeof window === 'undefined' || detachWindowListeners) return;
    const onOnline = () => {
      if (retryTimer === undefined) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      void refresh();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== HAD_SESSION_KEY) return;
      if (event.newValue === null && state.status === 'signed-in') {
        // Another tab signed out; the shared cookie is gone, so this tab's session is over too.
        accessToken = null;
        clearTimers();
        setState(SIGNED_OUT);
      } else if (event.newValue === '1' && state.status === 'signed-out') {
        void refresh();
      }
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    detachWindowListeners = () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    getState: (): SessionState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Restores the session from the refresh cookie. Safe to call more than once. */
    start(): Promise<void> {
      attachWindowListeners();
      startPromise ??= refresh().then(() => undefined);
      return startPromise;
    },

    /** Adopts the answer of register or sign-in. */
    establish,

    /**
     * A bearer token valid for at least the next 5 minutes, refreshed first when needed; null when
     * signed out. Throws when the session just ended, or when it cannot be refreshed and has expired.
     */
    async getFreshToken(): Promise<string | null> {
      if (state.status === 'loading') await this.start();
      if (state.status !== 'signed-in' || accessToken === null) return null;
      if (expiresAtMs - Date.now() > REFRESH_LEAD_MS) return accessToken;
      const outcome = await refresh();
      if (outcome.ok) return accessToken;
      if (outcome.ended) throw new ApiError('UNAUTHORIZED', 401, 'Your session has ended. Please sign in again.');
      // A network hiccup while the token is still good: use it, the retry is already scheduled.
      if (accessToken !== null && expiresAtMs > Date.now()) return accessToken;
      throw outcome.error;
    },

    /**
     * The server refused `rejectedToken` (401). Returns a newer token to retry with, or null when
     * the session cannot be renewed.
     */
    async renewAfterRejection(rejectedToken: string): Promise<string | null> {
      if (accessToken !== null && accessToken !== rejectedToken) return accessToken;
      const outcome = await refresh();
      return outcome.ok ? accessToken : null;
    },

    /** Ends the session here, without asking the server (e.g. the user was disabled). */
    end,

    /** Revokes the refresh cookie on the server; the local session ends whatever the answer. */
    async signOut(): Promise<void> {
      try {
        await sendRequest<void>('/auth/sign-out', { method: 'POST' });
      } finally {
        end();
      }
    },

    /** Back to the first state, timers and listeners gone (tests start every case from here). */
    reset() {
      clearTimers();
      detachWindowListeners?.();
      detachWindowListeners = null;
      listeners.clear();
      accessToken = null;
      expiresAtMs = 0;
      startPromise = null;
      refreshInFlight = null;
      backoffMs = RETRY_BACKOFF_START_MS;
      writeHadSession(false);
      state = LOADING;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's one session. */
export const session = createSessionStore();
