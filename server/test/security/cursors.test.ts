/**
 * Page cursors are input too (issue 15, finding 7): a cursor whose date is out of range or not in
 * the exact format it was issued in is a 400, never a database error.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../harness';

const encode = (text: string) => Buffer.from(text).toString('base64url');

/** Instants in the documents cursor's own format, each wrong in one way. */
const BAD_INSTANTS = [
  '+275760-09-13T00:00:00.000Z',
  '275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '2026-13-01T00:00:00.000Z',
  '2026-02-30T00:00:00.000Z',
  '2026-01-01T24:00:00.000Z',
  '2026-01-01',
  '2026-01-01T00:00:00Z',
  '2026-01-01T00:00:00.000+01:00',
  ' 2026-01-01T00:00:00.000Z',
  'Thu, 01 Jan 2026 00:00:00 GMT',
];

/** Values for the applications cursor, in PostgreSQL's printed formats, each wrong in one way. */
const BAD_APPLICATION_VALUES: [sort: string, value: string][] = [
  ['updated', '275760-09-13 00:00:00+00'],
  ['updated', '0000-01-01 00:00:00+00'],
  ['updated', '2026-13-01 00:00:00+00'],
  ['updated', '2026-02-30 10:00:00.5+00'],
  ['updated', '2026-01-01 25:00:00+00'],
  ['created', '2026-01-01 00:00:00+99'],
  ['appliedOn', '0000-01-01'],
  ['appliedOn', '2026-00-10'],
  ['appliedOn', '2026-04-31'],
  ['nextStepDue', '10000-01-01'],
];

describeEachDatabase('page cursors', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 to a documents cursor with an out-of-range or reformatted date', async () => {
    for (const instant of BAD_INSTANTS) {
      const res = await t.call('GET', `/api/documents?cursor=${encode(`${instant}|${randomUUID()}`)}`, { token: user.token });
      expect(res.status, instant).toBe(400);
      expect(res.json.error).toEqual({ code: 'VALIDATION_ERROR', message: 'The page cursor is not valid.' });
    }
  });

  it('answers 400 to an applications cursor with an out-of-range or reformatted value', async () => {
    for (const [sort, value] of BAD_APPLICATION_VALUES) {
      const cursor = encode(JSON.stringify([sort, 'desc', value, randomUUID()]));
      const res = await t.call('GET', `/api/applications?sort=${sort}&dir=desc&cursor=${cursor}`, { token: user.token });
      expect(res.status, `${sort} ${value}`).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('still pages with the cursors it issued, the edge years included', async () => {
    for (let i = 0; i < 3; i++) {
      await t.call('POST', '/api/documents', { token: user.token, body: { html: `<p>${i}</p>`, templateId: 'classic' } });
      await t.call('POST', '/api/applications', { token: user.token, body: { company: `C${i}`, jobTitle: 'E' } });
      t.clock.advance(1000);
    }
    const first = await t.call('GET', '/api/documents?limit=2', { token: user.token });
    const second = await t.call('GET', `/api/documents?limit=2&cursor=${first.json.nextCursor}`, { token: user.token });
    expect(second.status).toBe(200);
    expect(second.json.documents).toHaveLength(1);
    // No applied date sorts as year 1, no due date as year 9999: those cursors are valid.
    for (const sort of ['appliedOn', 'nextStepDue', 'updated']) {
      const page = await t.call('GET', `/api/applications?sort=${sort}&dir=desc&limit=2`, { token: user.token });
      const next = await t.call('GET', `/api/applications?sort=${sort}&dir=desc&limit=2&cursor=${page.json.nextCursor}`, {
        token: user.token,
      });
      expect(next.status, sort).toBe(200);
      expect(next.json.applications, sort).toHaveLength(1);
    }
  });
});
