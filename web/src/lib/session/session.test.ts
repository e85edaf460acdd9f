import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, type FakeApi } from '../../test/fake-api';
import { api as client, ApiError } from '../api-client';
import { session } from '.';
import type { Session } from '@hireready/contract';
import { sendRequest } from '../request';
import { createSessionStore, SIGN_OUT_WAIT_MS } from './session-store';

const MINUTE = 60_000;
let api: FakeApi;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  api = installFakeApi();
});
afterEach(() => {
  session.reset();
  vi.useRealTimers();
});

async function startSignedIn() {
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  await session.start();
  expect(session.getState().status).toBe('signed-in');
}

const refreshCount = () => api.callsTo('POST /api/auth/refresh').length;

describe('bearer token (SPEC point 6, DESIGN decision 1)', () => {
  it('attaches the session token to every call', async () => {
    await startSignedIn();
    await client.get('/user/profile');
    await client.post('/user/create-profile', { uid: 'uid-1', email: 'ada@example.com', name: '' });
    const authorizations = api.calls.filter((call) => call.path.startsWith('/api/user')).map((call) => call.authorization);
    expect(authorizations).toEqual(['Bearer token-1', 'Bearer token-1']);
  });

  it('refreshes 5 minutes before expiry, on its own', async () => {
    await startSignedIn();
    await vi.advanceTimersByTimeAsync(54 * MINUTE);
    expect(refreshCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1 * MINUTE);
    expect(refreshCount()).toBe(2);
    await client.get('/user/profile');
    expect(api.callsTo('GET /api/user/profile')[0]?.authorization).toBe('Bearer token-2');
  });

  it('refreshes first when a call is made less than 5 minutes before expiry', async () => {
    await startSignedIn();
    // The device slept: the timer did not fire, but the clock moved on.
    vi.setSystemTime(Date.now() + 56 * MINUTE);
    await client.get('/user/profile');
    const order = api.calls.map((call) => call.path);
    expect(order).toEqual(['/api/auth/refresh', '/api/auth/refresh', '/api/user/profile']);
    expect(api.callsTo('GET /api/user/profile')[0]?.authorization).toBe('Bearer token-2');
  });

  it('retries a refresh that failed on the network after 30 s, doubling up to 16 minutes', async () => {
    await startSignedIn();
    api.override('POST /api/auth/refresh', () => Promise.reject(new TypeError('Failed to fetch')));
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    expect(refreshCount()).toBe(2);
    const waits = [0.5, 1, 2, 4, 8, 16, 16];
    for (const [index, minutes] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(minutes * MINUTE - 1);
      expect(refreshCount()).toBe(2 + index);
      await vi.advanceTimersByTimeAsync(1);
      expect(refreshCount()).toBe(3 + index);
    }
    // Network trouble is not a reason to sign out.
    expect(session.getState().status).toBe('signed-in');
  });

  it('retries a refresh that lost a race (401) once, after a short delay', async () => {
    await startSignedIn();
    let refusals = 1;
    api.override('POST /api/auth/refresh', (call) => (refusals-- > 0 ? apiError(401, 'UNAUTHORIZED', 'Rotated') : api.defaultAnswer(call)));
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    expect(refreshCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshCount()).toBe(3);
    expect(session.getState().status).toBe('signed-in');
  });

  it('signs out when the refresh token is refused twice', async () => {
    await startSignedIn();
    api.override('POST /api/auth/refresh', () => apiError(401, 'UNAUTHORIZED', 'No valid session'));
    await vi.advanceTimersByTimeAsync(56 * MINUTE);
    expect(refreshCount()).toBe(3);
    expect(session.getState().status).toBe('signed-out');
  });

  it('signs out when the server says the user is disabled', async () => {
    await startSignedIn();
    api.override('GET /api/user/profile', () => apiError(403, 'auth/user-disabled', 'Disabled'));
    await expect(client.get('/user/profile')).rejects.toMatchObject({ code: 'auth/user-disabled', status: 403 });
    expect(session.getState().status).toBe('signed-out');
  });

  it('renews a refused token once and repeats the call', async () => {
    await startSignedIn();
    let refusals = 1;
    api.override('GET /api/user/profile', (call) =>
      refusals-- > 0 ? apiError(401, 'UNAUTHORIZED', 'Token revoked') : api.defaultAnswer(call),
    );
    await expect(client.get('/user/profile')).resolves.toMatchObject({ email: 'ada@example.com' });
    expect(api.callsTo('GET /api/user/profile').map((call) => call.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });
});

describe('other tabs and the network', () => {
  /** What the browser fires in this tab when another tab of the site changes the flag. */
  const otherTabSets = (newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key: 'hireready:had-session', newValue }));

  it('ends the session here when another tab signs out', async () => {
    await startSignedIn();
    otherTabSets(null);
    expect(session.getState().status).toBe('signed-out');
    await client.get('/user/profile').catch(() => undefined);
    expect(api.callsTo('GET /api/user/profile')[0]?.authorization).toBeNull();
  });

  it('restores the session here when another tab signs in', async () => {
    await session.start();
    expect(session.getState().status).toBe('signed-out');
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
    otherTabSets('1');
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState()).toMatchObject({ status: 'signed-in', user: { email: 'ada@example.com' } });
  });

  it('retries a waiting refresh as soon as the browser is back online', async () => {
    await startSignedIn();
    api.override('POST /api/auth/refresh', () => Promise.reject(new TypeError('Failed to fetch')));
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    expect(refreshCount()).toBe(2);
    api.override('POST /api/auth/refresh', (call) => api.defaultAnswer(call));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshCount()).toBe(3);
    await client.get('/user/profile');
    expect(api.callsTo('GET /api/user/profile')[0]?.authorization).toBe('Bearer token-2');
  });
});

describe('sign-out', () => {
  /** What a reload would start with: a new store in the same browser (same storage, same cookie). */
  async function reloadPage() {
    const reloaded = createSessionStore();
    await reloaded.start();
    return reloaded;
  }

  it('waits for the server, and a reload before its answer does not bring the session back', async () => {
    await startSignedIn();
    let answer: (response: Response) => void = () => {};
    api.override('POST /api/auth/sign-out', () => new Promise<Response>((resolve) => (answer = resolve)));
    let finished = false;
    void session
      .signOut()
      .finally(() => (finished = true))
      .catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(finished).toBe(false);
    // The cookie is still valid on the server: only the browser's own record stops the refresh.
    const reloaded = await reloadPage();
    expect(reloaded.getState().status).toBe('signed-out');
    expect(refreshCount()).toBe(1);
    answer(new Response(null, { status: 204 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(finished).toBe(true);
    expect(session.getState().status).toBe('signed-out');
    reloaded.reset();
  });

  it('moves on after a short time limit when the server does not answer, still signed out', async () => {
    await startSignedIn();
    api.override('POST /api/auth/sign-out', () => new Promise<Response>(() => {}));
    let finished = false;
    void session
      .signOut()
      .finally(() => (finished = true))
      .catch(() => {});
    await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 1);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(finished).toBe(true);
    expect(session.getState().status).toBe('signed-out');
    expect((await reloadPage()).getState().status).toBe('signed-out');
  });

  it('tells the other tabs at once, and a later sign-in is restored on reload again', async () => {
    await startSignedIn();
    api.override('POST /api/auth/sign-out', () => new Promise<Response>(() => {}));
    // Unanswered, it ends in a time-out, which the caller only logs.
    void session.signOut().catch(() => {});
    // Other tabs hear the storage change (any value but "had a session" ends theirs).
    expect(localStorage.getItem('hireready:had-session')).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS);
    const signedIn = await sendRequest<Session>('/auth/sign-in', {
      method: 'POST',
      body: { email: 'ada@example.com', password: 'secret1' },
    });
    session.establish(signedIn);
    const reloaded = await reloadPage();
    expect(reloaded.getState()).toMatchObject({ status: 'signed-in', user: { email: 'ada@example.com' } });
    reloaded.reset();
  });
});

describe('errors and time-outs', () => {
  it('turns {error:{code,message}} into one ApiError with code and status', async () => {
    api.override('GET /api/user/profile', () => apiError(404, 'NOT_FOUND', 'No profile'));
    const error = await client.get('/user/profile').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'No profile' });
  });

  it.each([
    ['desktop', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', 30_000],
    ['mobile', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', 60_000],
  ])('gives up on a silent server after the %s time-out', async (_device, userAgent, timeoutMs) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    await session.start();
    api.override('GET /api/user/profile', () => new Promise<Response>(() => {}));
    let settled: unknown = 'pending';
    client.get('/user/profile').catch((caught: unknown) => {
      settled = caught;
    });
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    expect(settled).toBe('pending');
    // The stub ignores the abort signal, like a hung connection; the client must not wait on it.
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ code: 'TIMEOUT', status: 0 });
  });
});
