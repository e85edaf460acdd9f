/**
 * A stand-in for our server at the network boundary: `fetch` answers with the real wire shapes of
 * /api/auth/* and /api/user/* (sessions, the refresh cookie as server-side state, `{error:{code,message}}`).
 */
import type { Profile, Session } from '@hireready/contract';
import { vi } from 'vitest';

export type RecordedCall = {
  method: string;
  path: string;
  /** The query string, '?format=docx', or ''. */
  search: string;
  body: unknown;
  authorization: string | null;
};

type Route = `${'GET' | 'POST' | 'PATCH' | 'DELETE'} /api/${string}`;
type Override = (call: RecordedCall) => Response | Promise<Response>;

type Account = { uid: string; email: string; password: string };

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: string, message: string): Response {
  return json(status, { error: { code, message } });
}

const HOUR_MS = 60 * 60_000;

export function installFakeApi() {
  const calls: RecordedCall[] = [];
  const accounts = new Map<string, Account>();
  const overrides = new Map<Route, Override>();
  let cookieUid: string | null = null;
  let tokenCount = 0;
  const tokens = new Map<string, string>();
  let tokenLifetimeMs = HOUR_MS;

  function issueSession(account: Account): Session {
    tokenCount += 1;
    const accessToken = `token-${tokenCount}`;
    tokens.set(accessToken, account.uid);
    cookieUid = account.uid;
    return {
      user: { uid: account.uid, email: account.email, name: '' },
      accessToken,
      expiresAt: new Date(Date.now() + tokenLifetimeMs).toISOString(),
    };
  }

  function bearerUid(call: RecordedCall): string | undefined {
    const token = call.authorization?.replace(/^Bearer /, '');
    return token === undefined ? undefined : tokens.get(token);
  }

  function accountByUid(uid: string): Account | undefined {
    return [...accounts.values()].find((account) => account.uid === uid);
  }

  function profileOf(account: Account): Profile {
    return {
      uid: account.uid,
      email: account.email,
      name: '',
      summary: '',
      linkedin: '',
      phone: '',
      street_address: '',
      city: '',
      state: '',
      zip: '',
      work_experience: [],
      education: [],
      skills: [],
      certifications: [],
      custom_sections: [],
      tier: {
        tier: 'basic',
        resume: 0,
        cover_letter: 0,
        subscriptionId: null,
        resets_at: '2026-12-01T00:00:00.000Z',
        plan_ends_at: null,
        applications: 0,
      },
      resume_template: 'default',
      last_login: null,
      created_at: '2026-11-21T00:00:00.000Z',
      updated_at: '2026-11-21T00:00:00.000Z',
    };
  }

  function answer(call: RecordedCall): Response {
    if (call.method === 'GET' && call.path.startsWith('/api/documents')) return answerDocuments(call);
    const body = (call.body ?? {}) as { email?: string; password?: string };
    switch (`${call.method} ${call.path}`) {
      case 'POST /api/auth/register': {
        const email = body.email ?? '';
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return apiError(400, 'auth/invalid-email', 'Invalid email');
        if ((body.password ?? '').length < 6) return apiError(400, 'auth/weak-password', 'Weak password');
        if (accounts.has(email)) return apiError(409, 'auth/email-already-in-use', 'Email in use');
        const account = { uid: `uid-${accounts.size + 1}`, email, password: body.password ?? '' };
        accounts.set(email, account);
        return json(201, issueSession(account));
      }
      case 'POST /api/auth/sign-in': {
        const account = accounts.get(body.email ?? '');
        if (!account || account.password !== body.password) {
          return apiError(401, 'auth/invalid-credential', 'Invalid credentials');
        }
        return json(200, issueSession(account));
      }
      case 'POST /api/auth/refresh': {
        // As the server: no cookie at all is "no session" (204), a cookie that is no good is a 401.
        if (cookieUid === null) return new Response(null, { status: 204 });
        const account = accountByUid(cookieUid);
        if (!account) return apiError(401, 'UNAUTHORIZED', 'No valid session');
        return json(200, issueSession(account));
      }
      case 'POST /api/auth/sign-out':
        cookieUid = null;
        return new Response(null, { status: 204 });
      case 'POST /api/user/create-profile':
        return bearerUid(call) ? json(200, { ok: true }) : apiError(401, 'UNAUTHORIZED', 'Sign in first');
      case 'GET /api/user/profile': {
        const uid = bearerUid(call);
        const account = uid === undefined ? undefined : accountByUid(uid);
        return account ? json(200, profileOf(account)) : apiError(401, 'UNAUTHORIZED', 'Sign in first');
      }
      default:
        return apiError(404, 'NOT_FOUND', `No route ${call.method} ${call.path}`);
    }
  }

  /** Every signed-in user has no documents in the list, and any id opens a short saved resume. */
  function answerDocuments(call: RecordedCall): Response {
    if (!bearerUid(call)) return apiError(401, 'UNAUTHORIZED', 'Sign in first');
    if (call.path === '/api/documents') return json(200, { documents: [], nextCursor: null });
    const id = decodeURIComponent(call.path.slice('/api/documents/'.length));
    return json(200, {
      id,
      html: '<section><h1>Ada Lovelace</h1><p>Analyst</p></section>',
      fileName: 'Resume_for_Acme.pdf',
      type: 'resume',
      documentType: 'resume',
      jobTitle: 'Analyst',
      companyName: 'Acme',
      templateId: 'classic',
      content: null,
      createdAt: '2026-11-21T09:00:00.000Z',
      updated_at: '2026-11-21T09:00:00.000Z',
    });
  }

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const override = overrides.get(`${call.method} ${call.path}` as Route);
    const response = override ? await override(call) : answer(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return response;
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    calls,
    /** Calls to one route, in order. */
    callsTo: (route: Route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    /** An existing account; with `signedIn` the browser also holds its refresh cookie. */
    addAccount(email: string, password: string, { signedIn = false } = {}): Account {
      const account = { uid: `uid-${accounts.size + 1}`, email, password };
      accounts.set(email, account);
      if (signedIn) cookieUid = account.uid;
      return account;
    },
    /** Answer a route differently (a failure, a delay) from now on; the default fake handles the rest. */
    override(route: Route, handler: Override) {
      overrides.set(route, handler);
    },
    /** Answer with what the fake server would have said. */
    defaultAnswer: answer,
    setTokenLifetime(ms: number) {
      tokenLifetimeMs = ms;
    },
    get hasRefreshCookie() {
      return cookieUid !== null;
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
