/**
 * The signed-in session, in memory only (DESIGN decision 1): the bearer token never touches
 * storage; the refresh token is an httpOnly cookie the browser sends to /api/auth itself.
 * When to refresh is the refresh policy's; what other tabs say is cross-tab's.
 */
import type { AuthUser, Session } from '@hireready/contract';
import { ApiError, sendRequest } from '../request';
import { clearSessionFlag, readHadSession, readSignedOut, watchOtherTabs, writeHadSession, writeSignedOut } from './cross-tab';
import { createBackoff, isDueForRefresh, isTransient, RACE_RETRY_DELAY_MS, refreshDueIn } from './refresh-policy';
import { createTimer, singleFlight } from './scheduling';

export type SessionState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: AuthUser } | { status: 'signed-out'; user: null };

type RefreshOutcome = { ok: true } | { ok: false; ended: boolean; error: ApiError };
type Token = { value: string; expiresAtMs: number };

const LOADING: SessionState = { status: 'loading', user: null };
/** How long sign-out waits for the server before the page moves on without its answer. */
export const SIGN_OUT_WAIT_MS = 3_000;
const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function sameUser(a: AuthUser, b: AuthUser): boolean {
  return a.uid === b.uid && a.email === b.email && a.name === b.name;
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('NETWORK_ERROR', 0, 'Authentication failed');
}

export function createSessionStore() {
  let state: SessionState = LOADING;
  let token: Token | null = null;
  let started: Promise<void> | null = null;
  /** Signed out in this tab, also when storage is unavailable; a sign-in clears it. */
  let signedOutHere = false;
  const isSignedOut = () => signedOutHere || readSignedOut();
  const listeners = new Set<() => void>();
  const refreshTimer = createTimer();
  const retryTimer = createTimer();
  const backoff = createBackoff();
  const refresh = singleFlight(runRefresh);
  const windowEvents = windowWatcher();

  /** The token as it is now: a refresh that was awaited may have replaced or cleared it. */
  const liveToken = (): Token | null => token;

  function setState(next: SessionState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function clearTimers() {
    refreshTimer.clear();
    retryTimer.clear();
  }

  function establish(session: Session) {
    signedOutHere = false;
    token = { value: session.accessToken, expiresAtMs: Date.parse(session.expiresAt) };
    backoff.restart();
    writeHadSession(true);
    clearTimers();
    refreshTimer.set(() => void refresh.run(), refreshDueIn(token.expiresAtMs, Date.now()));
    // Keep the same user object when nothing changed, so a routine refresh re-renders nothing.
    if (state.status === 'signed-in' && sameUser(state.user, session.user)) return;
    setState({ status: 'signed-in', user: session.user });
  }

  function end() {
    token = null;
    backoff.restart();
    clearTimers();
    writeHadSession(false);
    setState(SIGNED_OUT);
  }

  /** False when the server answers 204: the browser holds no refresh cookie, so no session exists. */
  async function requestRefresh(): Promise<boolean> {
    if (isSignedOut()) return false;
    const restored = await sendRequest<Session | undefined>('/auth/refresh', { method: 'POST' });
    // A refresh that was on its way when the user signed out brings nothing back.
    if (!restored || isSignedOut()) return false;
    establish(restored);
    return true;
  }

  function endWithoutSession(): RefreshOutcome {
    end();
    return { ok: false, ended: true, error: new ApiError('UNAUTHORIZED', 401, 'You are not signed in.') };
  }

  /** Only a browser that had a session has anything to come back to. */
  const hadSession = () => state.status === 'signed-in' || readHadSession();

  async function runRefresh(): Promise<RefreshOutcome> {
    let error: ApiError;
    try {
      return (await requestRefresh()) ? { ok: true } : endWithoutSession();
    } catch (caught) {
      error = asApiError(caught);
    }
    if (error.status === 401 && hadSession()) {
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
    if (hadSession()) retryTimer.set(() => void refresh.run(), backoff.take());
    if (state.status === 'loading') setState(SIGNED_OUT);
    return { ok: false, ended: false, error };
  }

  /** Coming back online retries a waiting refresh at once; other tabs' sign-in and sign-out apply here. */
  function windowWatcher() {
    let detach: (() => void) | null = null;
    return {
      attach() {
        if (typeof window === 'undefined' || detach) return;
        const onOnline = () => {
          if (!retryTimer.pending) return;
          retryTimer.clear();
          void refresh.run();
        };
        const detachTabs = watchOtherTabs({
          signedOut() {
            if (state.status !== 'signed-in') return;
            // The shared cookie is gone, so this tab's session is over too.
            token = null;
            clearTimers();
            setState(SIGNED_OUT);
          },
          signedIn() {
            signedOutHere = false;
            if (state.status === 'signed-out') void refresh.run();
          },
        });
        window.addEventListener('online', onOnline);
        detach = () => {
          window.removeEventListener('online', onOnline);
          detachTabs();
        };
      },
      detach() {
        detach?.();
        detach = null;
      },
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
      windowEvents.attach();
      started ??= refresh.run().then(() => undefined);
      return started;
    },

    /** Adopts the answer of register or sign-in. */
    establish,

    /**
     * A bearer token valid for at least the next 5 minutes, refreshed first when needed; null when
     * signed out. Throws when the session just ended, or when it cannot be refreshed and has expired.
     */
    async getFreshToken(): Promise<string | null> {
      if (state.status === 'loading') await this.start();
      if (state.status !== 'signed-in' || token === null) return null;
      if (!isDueForRefresh(token.expiresAtMs, Date.now())) return token.value;
      const outcome = await refresh.run();
      const current = liveToken();
      if (outcome.ok) return current?.value ?? null;
      if (outcome.ended) throw new ApiError('UNAUTHORIZED', 401, 'Your session has ended. Please sign in again.');
      // A network hiccup while the token is still good: use it, the retry is already scheduled.
      if (current !== null && current.expiresAtMs > Date.now()) return current.value;
      throw outcome.error;
    },

    /**
     * The server refused `rejectedToken` (401). Returns a newer token to retry with, or null when
     * the session cannot be renewed.
     */
    async renewAfterRejection(rejectedToken: string): Promise<string | null> {
      if (token !== null && token.value !== rejectedToken) return token.value;
      const outcome = await refresh.run();
      return outcome.ok ? (liveToken()?.value ?? null) : null;
    },

    /** Ends the session here, without asking the server (e.g. the user was disabled). */
    end,

    /**
     * Revokes the refresh cookie on the server and waits for the answer (at most SIGN_OUT_WAIT_MS),
     * so the caller moves on only once the cookie is gone. The sign-out is written to storage
     * first: a reload or another tab that starts before the answer does not refresh the session.
     * The local session ends whatever the answer.
     */
    async signOut(): Promise<void> {
      signedOutHere = true;
      writeSignedOut();
      token = null;
      clearTimers();
      try {
        await sendRequest<void>('/auth/sign-out', { method: 'POST', timeoutMs: SIGN_OUT_WAIT_MS, keepalive: true });
      } finally {
        end();
      }
    },

    /**
     * For tests only: back to the first state, timers and listeners gone, so every case starts
     * from a page that has just loaded.
     */
    reset() {
      clearTimers();
      windowEvents.detach();
      listeners.clear();
      token = null;
      started = null;
      refresh.forget();
      backoff.restart();
      signedOutHere = false;
      clearSessionFlag();
      state = LOADING;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
