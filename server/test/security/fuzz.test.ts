/**
 * Fuzzing (issue: proof under load, faults and bad input, point 2): seeded property-based requests
 * built from valid bodies of every endpoint and then broken — wrong types, missing and extra fields,
 * huge strings, deep nesting, unicode, prototype-pollution keys, wrong content types, truncated
 * JSON and multipart. No 5xx, no crash, no hang, and /api/health answers afterwards.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? '5000');
const SEED = Number(process.env.FUZZ_SEED ?? '20261121');

type Target = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  authed: boolean;
  valid: (uid: string) => unknown;
  /** Builds the `{cursor}` in the path from fuzzed date text. */
  cursor?: (date: string) => string;
};

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const base64url = (text: string) => Buffer.from(text).toString('base64url');

const job = { jobDescription: 'Engineer with TypeScript', company: 'Acme', jobTitle: 'Engineer' };
const TARGETS: Target[] = [
  { method: 'POST', path: '/api/auth/register', authed: false, valid: () => ({ email: 'fuzz@example.com', password: 'secret1' }) },
  { method: 'POST', path: '/api/auth/sign-in', authed: false, valid: () => ({ email: 'fuzz@example.com', password: 'secret1' }) },
  { method: 'POST', path: '/api/auth/refresh', authed: false, valid: () => ({}) },
  // A wrong current password: a change that went through would sign the fuzzing user out of every other target.
  {
    method: 'POST',
    path: '/api/auth/change-password',
    authed: true,
    valid: () => ({ currentPassword: 'not-the-password', newPassword: 'new-secret' }),
  },
  { method: 'POST', path: '/api/auth/forgot-password', authed: false, valid: () => ({ email: 'fuzz@example.com' }) },
  { method: 'POST', path: '/api/auth/reset-password', authed: false, valid: () => ({ token: 'x'.repeat(43), newPassword: 'new-secret' }) },
  { method: 'POST', path: '/api/newsletter', authed: false, valid: () => ({ email: 'fuzz@example.com' }) },
  { method: 'POST', path: '/api/stripe/webhook', authed: false, valid: () => ({ id: 'evt_1', type: 'customer.subscription.deleted' }) },
  { method: 'POST', path: '/api/user/create-profile', authed: true, valid: (uid) => ({ uid, email: 'a@example.com', name: 'A' }) },
  {
    method: 'POST',
    path: '/api/user/update-profile',
    authed: true,
    valid: (uid) => ({
      uid,
      data: {
        name: 'A',
        skills: [{ name: 'Go', experience_level: 'expert' }],
        work_experience: [{ title: 't', company: 'c', description: 'd' }],
        custom_sections: [{ id: 's', title: 'Projects', entries: [{ id: 'e', fields: [{ label: 'Title', value: 'x' }] }] }],
      },
    }),
  },
  { method: 'GET', path: '/api/user/export', authed: true, valid: () => undefined },
  // A wrong password: a deletion that went through would leave every other target to answer 401.
  { method: 'DELETE', path: '/api/user', authed: true, valid: () => ({ password: 'not-the-password' }) },
  { method: 'POST', path: '/api/user/change-tier', authed: true, valid: (uid) => ({ uid, newTier: 'basic', subscriptionId: null }) },
  { method: 'POST', path: '/api/user/increment-count', authed: true, valid: (uid) => ({ uid, type: 'resume' }) },
  { method: 'POST', path: '/api/user/template', authed: true, valid: () => ({ templateId: 'modern' }) },
  { method: 'POST', path: '/api/user/add-skill', authed: true, valid: () => ({ name: 'SQL' }) },
  { method: 'GET', path: '/api/user/profile/export', authed: true, valid: () => undefined },
  { method: 'POST', path: '/api/documents', authed: true, valid: () => ({ html: '<p>x</p>', templateId: 'classic', type: 'resume' }) },
  { method: 'GET', path: '/api/documents?limit=5', authed: true, valid: () => undefined },
  {
    method: 'GET',
    path: '/api/documents?cursor={cursor}',
    authed: true,
    valid: () => undefined,
    cursor: (date) => base64url(`${date}|${ANY_ID}`),
  },
  {
    method: 'GET',
    path: '/api/applications?sort=updated&dir=desc&cursor={cursor}',
    authed: true,
    valid: () => undefined,
    cursor: (date) => base64url(JSON.stringify(['updated', 'desc', date, ANY_ID])),
  },
  {
    method: 'GET',
    path: '/api/applications?sort=appliedOn&dir=asc&cursor={cursor}',
    authed: true,
    valid: () => undefined,
    cursor: (date) => base64url(JSON.stringify(['appliedOn', 'asc', date.slice(0, 10), ANY_ID])),
  },
  { method: 'GET', path: `/api/documents/${ANY_ID}`, authed: true, valid: () => undefined },
  { method: 'GET', path: `/api/documents/${ANY_ID}/export?format=docx`, authed: true, valid: () => undefined },
  { method: 'GET', path: '/api/documents/not-an-id/export?format=txt&format=docx', authed: true, valid: () => undefined },
  { method: 'POST', path: '/api/openai/resume', authed: true, valid: () => job },
  { method: 'POST', path: '/api/openai/cover-letter', authed: true, valid: () => job },
  {
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    authed: true,
    valid: (uid) => ({ email: 'a@example.com', priceId: 'price_local_plus', tierOption: 'plus', userId: uid }),
  },
  { method: 'POST', path: '/api/stripe/verify-session', authed: true, valid: () => ({ sessionId: 'cs_local_x' }) },
  { method: 'POST', path: '/api/stripe/cancel-subscription', authed: true, valid: () => ({ subscriptionId: 'sub_local_x' }) },
  { method: 'POST', path: '/api/stripe/resume-subscription', authed: true, valid: () => ({ subscriptionId: 'sub_local_x' }) },
  { method: 'POST', path: '/api/openai/upload-resume', authed: true, valid: () => undefined },
  {
    method: 'POST',
    path: '/api/applications',
    authed: true,
    valid: () => ({
      company: 'Acme',
      jobTitle: 'Engineer',
      status: 'applied',
      appliedOn: '2026-03-05',
      postingUrl: 'https://example.com/job',
      tags: ['remote'],
      interviewAt: '2026-04-03T14:30:00Z',
    }),
  },
  { method: 'GET', path: '/api/applications?status=applied&sort=company&dir=asc&limit=5&q=ac', authed: true, valid: () => undefined },
  {
    method: 'GET',
    path: '/api/applications?cursor=WyJjb21wYW55IiwiYXNjIiwiJyIsIngiXQ&sort=company&dir=asc',
    authed: true,
    valid: () => undefined,
  },
  { method: 'GET', path: '/api/applications/board?perColumn=5', authed: true, valid: () => undefined },
  { method: 'GET', path: '/api/applications/overview', authed: true, valid: () => undefined },
  { method: 'GET', path: '/api/applications/insights', authed: true, valid: () => undefined },
  { method: 'GET', path: '/api/applications/export', authed: true, valid: () => undefined },
  {
    method: 'POST',
    path: '/api/applications/import',
    authed: true,
    valid: () => ({
      csv: 'Company,Title,Stage\r\nAcme,Engineer,Applied\r\n"=x",y,z',
      mapping: { company: 'Company', jobTitle: 'Title', status: 'Stage' },
      dryRun: true,
    }),
  },
  {
    method: 'POST',
    path: '/api/applications/bulk',
    authed: true,
    valid: () => ({ ids: ['00000000-0000-4000-8000-000000000000'], status: 'applied', addTags: ['x'] }),
  },
  { method: 'GET', path: '/api/applications/settings', authed: true, valid: () => undefined },
  { method: 'PATCH', path: '/api/applications/settings', authed: true, valid: () => ({ noReplyDays: 14 }) },
  { method: 'POST', path: '/api/applications/settings/calendar-token', authed: true, valid: () => undefined },
  { method: 'GET', path: '/api/applications/calendar/not-a-token.ics', authed: false, valid: () => undefined },
  { method: 'GET', path: '/api/applications/00000000-0000-4000-8000-000000000000', authed: true, valid: () => undefined },
  {
    method: 'PATCH',
    path: '/api/applications/00000000-0000-4000-8000-000000000000',
    authed: true,
    valid: () => ({ status: 'interviewing', notes: 'n', followedUp: true }),
  },
  {
    method: 'POST',
    path: '/api/applications/00000000-0000-4000-8000-000000000000/follow-up-draft',
    authed: true,
    valid: () => ({ kind: 'follow_up' }),
  },
  { method: 'DELETE', path: '/api/applications/00000000-0000-4000-8000-000000000000', authed: true, valid: () => undefined },
];

const pad2 = (n: number) => String(n).padStart(2, '0');
/**
 * Dates as page cursors carry them (ISO instants, PostgreSQL's printed timestamps), with years,
 * months, days and hours in and out of range, and plain noise.
 */
const cursorDate = fc.oneof(
  fc
    .tuple(fc.integer({ min: -1, max: 300_000 }), fc.nat(99), fc.nat(99), fc.nat(99))
    .map(([y, mo, d, h]) => `${String(y).padStart(4, '0')}-${pad2(mo)}-${pad2(d)}T${pad2(h)}:00:00.000Z`),
  fc
    .tuple(fc.integer({ min: 0, max: 300_000 }), fc.nat(99), fc.nat(99), fc.nat(99), fc.integer({ min: -99, max: 99 }))
    .map(
      ([y, mo, d, h, tz]) =>
        `${String(y).padStart(4, '0')}-${pad2(mo)}-${pad2(d)} ${pad2(h)}:00:00.5${tz < 0 ? '-' : '+'}${pad2(Math.abs(tz))}`,
    ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.string({ maxLength: 40 }),
);

const HUGE = Symbol('huge string');

/** A value of a different kind than the one it replaces. */
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  // A huge string, made when the body is built so a failure report stays readable.
  fc.constant(HUGE),
  fc.constant('𝕳𝖎𝖗𝖊 🚀 \u0000 \u202e <script>alert(1)</script>'),
);

type Mutation =
  | { kind: 'replace'; index: number; value: unknown }
  | { kind: 'delete'; index: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'nest'; depth: number }
  | { kind: 'proto' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), index: fc.nat(), value: wrongValue }),
  fc.record({ kind: fc.constant('delete' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('extra' as const), key: fc.string({ maxLength: 12 }), value: wrongValue }),
  fc.record({ kind: fc.constant('nest' as const), depth: fc.integer({ min: 10, max: 800 }) }),
  fc.record({ kind: fc.constant('proto' as const) }),
);

/** Applies a mutation somewhere in the body's tree (the index picks the object to touch). */
function mutate(body: unknown, m: Mutation): unknown {
  const copy = (body === undefined ? {} : JSON.parse(JSON.stringify(body))) as unknown;
  const objects: Record<string, unknown>[] = [];
  // Only the top levels: a body already nested thousands deep must not overflow the test's own stack.
  const walk = (v: unknown, depth: number) => {
    if (depth > 8 || !v || typeof v !== 'object') return;
    if (!Array.isArray(v)) objects.push(v as Record<string, unknown>);
    for (const child of Object.values(v)) walk(child, depth + 1);
  };
  walk(copy, 0);
  const target = objects.length > 0 && 'index' in m ? objects[m.index % objects.length]! : (objects[0] ?? {});
  const keys = Object.keys(target);
  switch (m.kind) {
    case 'replace':
      if (keys.length) target[keys[m.index % keys.length]!] = m.value === HUGE ? 'x'.repeat(100_000) : m.value;
      return copy;
    case 'delete':
      if (keys.length) delete target[keys[m.index % keys.length]!];
      return copy;
    case 'extra':
      target[m.key] = m.value === HUGE ? 'x'.repeat(100_000) : m.value;
      return copy;
    case 'nest': {
      let deep: unknown = 'bottom';
      for (let i = 0; i < m.depth; i++) deep = { a: [deep] };
      target[keys[0] ?? 'x'] = deep;
      return copy;
    }
    case 'proto': {
      // JSON.parse keeps "__proto__" as an own key, as a hostile client's body would arrive.
      const rest = JSON.stringify(copy).slice(1);
      const pollution = '"__proto__":{"isAdmin":true,"tier":"pro"},"constructor":{"prototype":{"polluted":true}}';
      return JSON.parse(`{${pollution}${rest === '}' ? '' : ','}${rest}`);
    }
  }
}

type Encoding =
  'json' | 'truncated-json' | 'wrong-content-type' | 'no-content-type' | 'multipart' | 'truncated-multipart' | 'garbage' | 'deep-json';
const encoding: fc.Arbitrary<Encoding> = fc.constantFrom(
  'json',
  'json',
  'json',
  'truncated-json',
  'wrong-content-type',
  'no-content-type',
  'multipart',
  'truncated-multipart',
  'garbage',
  'deep-json',
);

function encode(body: unknown, how: Encoding, cut: number): { headers: Record<string, string>; rawBody: RequestInit['body'] } {
  const json = JSON.stringify(body) ?? 'null';
  switch (how) {
    case 'json':
      return { headers: { 'content-type': 'application/json' }, rawBody: json };
    case 'truncated-json':
      return { headers: { 'content-type': 'application/json' }, rawBody: json.slice(0, cut % Math.max(1, json.length)) };
    case 'wrong-content-type':
      return { headers: { 'content-type': 'text/plain' }, rawBody: json };
    case 'no-content-type':
      return { headers: {}, rawBody: json };
    case 'multipart': {
      const form = new FormData();
      form.append('file', new Blob([json]), 'resume.pdf');
      return { headers: {}, rawBody: form };
    }
    case 'truncated-multipart':
      return {
        headers: { 'content-type': 'multipart/form-data; boundary=----fuzz' },
        rawBody: `------fuzz\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\n\r\n%PDF-1.7 ${json}`.slice(
          0,
          20 + (cut % 200),
        ),
      };
    case 'deep-json': {
      // Nesting far deeper than any object the test itself could build, straight as text.
      const depth = 1000 + (cut % 200_000);
      return { headers: { 'content-type': 'application/json' }, rawBody: `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}` };
    }
    case 'garbage':
      return {
        headers: { 'content-type': 'application/json' },
        rawBody: new Uint8Array(Array.from({ length: cut % 300 }, (_, i) => (i * 131 + cut) % 256)),
      };
  }
}

describeEachDatabase('fuzzing every endpoint', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`answers ${RUNS} broken requests with no 5xx and stays healthy`, async () => {
    const runs = kind === 'pglite' ? RUNS : Math.ceil(RUNS / 5);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(TARGETS.length - 1),
        fc.array(mutation, { minLength: 0, maxLength: 3 }),
        encoding,
        fc.nat(),
        fc.boolean(),
        cursorDate,
        async (targetIndex, mutations, how, cut, withToken, date) => {
          const target = TARGETS[targetIndex]!;
          const path = target.cursor ? target.path.replace('{cursor}', target.cursor(date)) : target.path;
          const body = mutations.reduce<unknown>((b, m) => mutate(b, m), target.valid(user.uid));
          const { headers, rawBody } = encode(body, how, cut);
          const res = await t.app.request(path, {
            method: target.method,
            headers: { ...headers, ...(withToken ? { authorization: `Bearer ${user.token}` } : {}) },
            ...(target.method === 'GET' ? {} : { body: rawBody }),
          });
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          // A server error or an answer without our error shape is a failure.
          if (res.status >= 500) throw new Error(`${target.method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
          if (res.status >= 400) {
            const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
            if (typeof parsed.error?.code !== 'string' || typeof parsed.error?.message !== 'string') {
              throw new Error(`${path} answered ${res.status} without the error shape: ${text.slice(0, 200)}`);
            }
          }
        },
      ),
      { numRuns: runs, seed: SEED, endOnFailure: true },
    );
    // Nothing was polluted: a plain object has no stray properties.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const health = await t.call('GET', '/api/health');
    expect(health.status).toBe(200);
    // The fuzzing reached real answers, not only one kind of refusal.
    expect([...statuses.keys()].filter((s) => s < 300).length).toBeGreaterThan(0);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThan(2);
  }, 600_000);
});
