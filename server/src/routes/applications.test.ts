import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';
import { applicationsApi } from '../../test/support/applications-api';

const DAY = 86_400_000;

describeEachDatabase('applications API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const { signIn, create } = applicationsApi(() => t);

  it('adds an application by hand with only company and title, and reads it back with its history', async () => {
    const user = await t.signUp();
    const res = await create(user.token, { company: ' Acme ', jobTitle: 'Data Engineer' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      company: 'Acme',
      jobTitle: 'Data Engineer',
      status: 'saved',
      appliedOn: null,
      archived: false,
      noReply: false,
      tags: [],
    });
    expect(res.json.history).toEqual([expect.objectContaining({ kind: 'created', fromStatus: null, toStatus: 'saved' })]);
    const read = await t.call('GET', `/api/applications/${res.json.id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.json).toEqual(res.json);
  });

  it('refuses bad input with a clear 4xx and saves nothing', async () => {
    const user = await t.signUp();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ jobTitle: 'x' }, /company/i],
      [{ company: 'Acme', jobTitle: '  ' }, /Job title is required/],
      [{ company: 'Acme', jobTitle: 'x', status: 'hired' }, /Status must be one of saved, applied/],
      [{ company: 'Acme', jobTitle: 'x', postingUrl: 'javascript:alert(1)' }, /http/],
      [{ company: 'Acme', jobTitle: 'x', appliedOn: '2026-02-30' }, /does not exist/],
      [{ company: 'x'.repeat(201), jobTitle: 'x' }, /at most 200/],
      [{ company: 'Acme', jobTitle: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, /At most 20 tags/],
    ];
    for (const [body, message] of cases) {
      const res = await create(user.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toMatch(message);
    }
    expect((await t.call('GET', '/api/applications', { token: user.token })).json.total).toBe(0);
    expect((await t.call('PATCH', '/api/applications/not-a-uuid', { token: user.token, body: { notes: 'x' } })).status).toBe(404);
    const made = await create(user.token, { company: 'Acme', jobTitle: 'x' });
    const patched = await t.call('PATCH', `/api/applications/${made.json.id}`, { token: user.token, body: { status: 'lost' } });
    expect(patched.status).toBe(400);
    expect(patched.json.error.message).toMatch(/Status must be one of/);
    expect((await t.call('PATCH', `/api/applications/${made.json.id}`, { token: user.token, body: {} })).status).toBe(400);
  });

  it("records each status change with its moment, fills the date applied, and keeps both of two tabs' changes", async () => {
    const user = await t.signUp();
    const { json: app } = await create(user.token, { company: 'Globex', jobTitle: 'Analyst' });
    t.clock.advance(DAY);
    user.token = await signIn(user);
    const applied = await t.call('PATCH', `/api/applications/${app.id}`, { token: user.token, body: { status: 'applied' } });
    expect(applied.json.appliedOn).toBe(t.clock.now().toISOString().slice(0, 10));
    t.clock.advance(DAY);
    user.token = await signIn(user);
    // Two tabs at once: one moves to interviewing, the other to rejected.
    const [a, b] = await Promise.all([
      t.call('PATCH', `/api/applications/${app.id}`, { token: user.token, body: { status: 'interviewing', notes: 'tab one' } }),
      t.call('PATCH', `/api/applications/${app.id}`, { token: user.token, body: { status: 'rejected', notes: 'tab two' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const read = (await t.call('GET', `/api/applications/${app.id}`, { token: user.token })).json;
    const changes = read.history.filter((h: { kind: string }) => h.kind === 'status');
    expect(changes).toHaveLength(3);
    expect(changes[0]).toMatchObject({ fromStatus: 'saved', toStatus: 'applied' });
    // The second change starts from the first one's status: nothing is lost, the last write wins.
    expect(changes[2].fromStatus).toBe(changes[1].toStatus);
    expect(read.status).toBe(changes[2].toStatus);
    expect(read.notes).toBe(read.status === 'rejected' ? 'tab two' : 'tab one');
  });

  it('lists a keyset page at a time with sorting, a status filter and a search', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 23; i++) {
      await create(user.token, {
        company: `Company ${String(i).padStart(2, '0')}`,
        jobTitle: i % 2 ? 'Designer' : 'Engineer',
        status: i < 5 ? 'applied' : 'saved',
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/applications?sort=company&dir=asc&limit=10${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await t.call('GET', query, { token: user.token });
      expect(page.status).toBe(200);
      expect(page.json.total).toBe(23);
      seen.push(...page.json.applications.map((a: { company: string }) => a.company));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(23);
    const applied = await t.call('GET', '/api/applications?status=applied', { token: user.token });
    expect(applied.json.total).toBe(5);
    const search = await t.call('GET', '/api/applications?q=designer&limit=100', { token: user.token });
    expect(search.json.total).toBe(11);
    const wildcard = await t.call('GET', '/api/applications?q=%25', { token: user.token });
    expect(wildcard.json.total).toBe(0);
    expect((await t.call('GET', '/api/applications?status=hired', { token: user.token })).status).toBe(400);
    expect((await t.call('GET', '/api/applications?cursor=garbage', { token: user.token })).status).toBe(400);
    // A cursor made for one order is refused in another.
    const first = await t.call('GET', '/api/applications?sort=company&limit=5', { token: user.token });
    expect((await t.call('GET', `/api/applications?sort=created&cursor=${first.json.nextCursor}`, { token: user.token })).status).toBe(400);
  });

  it('serves the board by status with counts, and leaves archived applications off it', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 4; i++) await create(user.token, { company: `A${i}`, jobTitle: 'x', status: 'applied' });
    const gone = await create(user.token, { company: 'Gone', jobTitle: 'x', status: 'applied' });
    await t.call('PATCH', `/api/applications/${gone.json.id}`, { token: user.token, body: { archived: true } });
    const board = await t.call('GET', '/api/applications/board?perColumn=3', { token: user.token });
    expect(board.status).toBe(200);
    const column = board.json.columns.find((c: { status: string }) => c.status === 'applied');
    expect(column.total).toBe(4);
    expect(column.applications).toHaveLength(3);
    const rest = await t.call('GET', `/api/applications?status=applied&cursor=${column.nextCursor}`, { token: user.token });
    expect(rest.json.applications.map((a: { company: string }) => a.company)).toHaveLength(1);
    const archive = await t.call('GET', '/api/applications?archived=only', { token: user.token });
    expect(archive.json.applications.map((a: { company: string }) => a.company)).toEqual(['Gone']);
  });

  it("moves and tags several applications at once, never another user's", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const mine = await Promise.all([1, 2, 3].map((i) => create(user.token, { company: `C${i}`, jobTitle: 'x', tags: ['remote'] })));
    const theirs = await create(other.token, { company: 'Theirs', jobTitle: 'x' });
    const ids = [...mine.map((r) => r.json.id), theirs.json.id];
    const bulk = await t.call('POST', '/api/applications/bulk', {
      token: user.token,
      body: { ids, status: 'applied', addTags: ['Q3', 'q3'], removeTags: ['REMOTE'] },
    });
    expect(bulk.json).toEqual({ updated: 3 });
    const read = (await t.call('GET', `/api/applications/${mine[0]!.json.id}`, { token: user.token })).json;
    expect(read).toMatchObject({ status: 'applied', tags: ['Q3'] });
    expect((await t.call('GET', `/api/applications/${theirs.json.id}`, { token: other.token })).json.status).toBe('saved');
    const tagged = await t.call('GET', '/api/applications?tag=q3', { token: user.token });
    expect(tagged.json.total).toBe(3);
    expect((await t.call('POST', '/api/applications/bulk', { token: user.token, body: { ids: [] } })).status).toBe(400);
  });

  it('exports RFC 4180 CSV with formulas neutralised, and imports a mapped CSV reporting refused rows', async () => {
    const user = await t.signUp();
    await create(user.token, {
      company: '=HYPERLINK("http://evil")',
      jobTitle: 'Analyst, "Senior"',
      notes: 'line one\nline two',
      status: 'applied',
      appliedOn: '2026-03-05',
    });
    const res = await t.app.request('/api/applications/export', { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = await res.text();
    expect(csv.startsWith('Company,Job Title,Status')).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(csv).toContain('"Analyst, ""Senior"""');
    expect(csv).toContain('"line one\nline two"');
    expect(csv.split('\r\n')).toHaveLength(3);
    const back = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(back.data[0]).toMatchObject({ 'Job Title': 'Analyst, "Senior"', Status: 'Applied', 'Date Applied': '2026-03-05' });

    const file = [
      'Job Position,Company Name,Stage,Date Applied,Tags',
      'Engineer,Initech,Interviewing,03/07/2026,remote; urgent',
      'Designer,,Applied,2026-03-01,',
      'Writer,Hooli,Ghosting,2026-03-01,',
      'Manager,Umbrella,Wishlist,not a date,',
      'Analyst,Soylent,Rejected,"March 2, 2026",',
    ].join('\r\n');
    const mapping = { company: 'Company Name', jobTitle: 'Job Position', status: 'Stage', appliedOn: 'Date Applied', tags: 'Tags' };
    const dry = await t.call('POST', '/api/applications/import', { token: user.token, body: { csv: file, mapping, dryRun: true } });
    expect(dry.status).toBe(200);
    expect(dry.json.accepted).toBe(2);
    expect(dry.json.refused).toEqual([
      { row: 3, reason: 'Company is required.' },
      { row: 4, reason: 'Unknown status "Ghosting".' },
      { row: 5, reason: '"not a date" is not a date (date applied).' },
    ]);
    expect((await t.call('GET', '/api/applications', { token: user.token })).json.total).toBe(1);
    const done = await t.call('POST', '/api/applications/import', { token: user.token, body: { csv: file, mapping } });
    expect(done.json.accepted).toBe(2);
    const list = await t.call('GET', '/api/applications?q=initech', { token: user.token });
    expect(list.json.applications[0]).toMatchObject({ status: 'interviewing', appliedOn: '2026-03-07', tags: ['remote', 'urgent'] });
    // The same file again adds nothing.
    const again = await t.call('POST', '/api/applications/import', { token: user.token, body: { csv: file, mapping } });
    expect(again.json.accepted).toBe(0);
    expect(again.json.refused).toContainEqual({ row: 2, reason: 'Already tracked: the same company, job title and date applied.' });
    const unknownColumn = await t.call('POST', '/api/applications/import', {
      token: user.token,
      body: { csv: file, mapping: { ...mapping, company: 'Nope' } },
    });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.json.error.message).toBe('No column named "Nope" in this file.');
  });

  it('deletes an application and its history but keeps its documents, unlinked', async () => {
    const user = await t.signUp();
    const { json: app } = await create(user.token, { company: 'Acme', jobTitle: 'x' });
    const doc = await t.call('POST', '/api/documents', {
      token: user.token,
      body: { html: '<p>x</p>', templateId: 'classic', companyName: 'Acme', jobTitle: 'x', applicationId: app.id },
    });
    expect(doc.json.application).toEqual({ id: app.id, company: 'Acme', jobTitle: 'x' });
    expect((await t.call('GET', `/api/applications/${app.id}`, { token: user.token })).json.documents).toHaveLength(1);
    expect((await t.call('DELETE', `/api/applications/${app.id}`, { token: user.token })).status).toBe(204);
    expect((await t.call('GET', `/api/applications/${app.id}`, { token: user.token })).status).toBe(404);
    const kept = await t.call('GET', `/api/documents/${doc.json.id}`, { token: user.token });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ applicationId: null, application: null });
    expect((await t.call('DELETE', `/api/applications/${app.id}`, { token: user.token })).status).toBe(404);
  });
});
