import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';

const resumeContent = {
  name: 'Ada Lovelace',
  contact: { email: 'ada@example.com', phone: '', location: 'London', linkedin: '' },
  summary: 'Engineer.',
  work_experience: [],
  education: [],
  skills: ['Mathematics'],
  certifications: [],
  custom_sections: [],
};

describeEachDatabase('documents API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (token: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/documents', {
      token,
      body: { html: '<h1>Ada Lovelace</h1>', templateId: 'classic', jobTitle: 'Engineer', companyName: 'Acme', ...body },
    });

  it('saves a document with the spec fields and reads it back', async () => {
    const user = await t.signUp();
    const res = await save(user.token, { type: 'cover_letter', companyName: 'Acme Corp', jobTitle: 'Data Engineer', content: null });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      type: 'cover_letter',
      documentType: 'cover_letter',
      companyName: 'Acme Corp',
      jobTitle: 'Data Engineer',
      templateId: 'classic',
      fileName: 'Cover_Letter_for_Acme_Corp_-_Data_Engineer.pdf',
      html: '<h1>Ada Lovelace</h1>',
    });
    expect(Date.parse(res.json.createdAt)).not.toBeNaN();
    expect(Date.parse(res.json.updated_at)).not.toBeNaN();
    const read = await t.call('GET', `/api/documents/${res.json.id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.json).toEqual(res.json);
  });

  it('defaults the type to resume, keeps the structured content, and falls back to Document_{id}.pdf', async () => {
    const user = await t.signUp();
    const res = await save(user.token, { jobTitle: '', companyName: '', content: resumeContent });
    expect(res.status).toBe(201);
    expect(res.json.type).toBe('resume');
    expect(res.json.fileName).toBe(`Document_${res.json.id}.pdf`);
    expect(res.json.content).toEqual(resumeContent);
  });

  it('stores HTML with no script, event handler or javascript: URL left', async () => {
    const user = await t.signUp();
    const html = [
      '<h1 onclick="alert(1)">Ada</h1>',
      '<script>alert(2)</script>',
      '<img src=x onerror="alert(3)">',
      '<a href="javascript:alert(4)">link</a>',
      '<a href="https://example.com/ok">ok</a>',
      '<svg><script>alert(5)</script></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="color: red; background: url(javascript:alert(6))">styled</p>',
      '<style>h1 { color: navy } body { background: url("https://evil.example/x.png") }</style>',
      '<p class="fixed inset-0">covered</p>',
      '<div style="width: expression(alert(7))">x</div>',
    ].join('');
    const res = await save(user.token, { html });
    expect(res.status).toBe(201);
    const stored: string = res.json.html;
    expect(stored).not.toMatch(/<script/i);
    expect(stored).not.toMatch(/\son\w+\s*=/i);
    expect(stored).not.toMatch(/javascript:/i);
    expect(stored).not.toMatch(/<iframe|<img|<svg/i);
    expect(stored).not.toMatch(/url\s*\(|expression\s*\(/i);
    expect(stored).not.toMatch(/<style|class=/i);
    expect(stored).toContain('<h1>Ada</h1>');
    expect(stored).toContain('href="https://example.com/ok"');
    expect(stored).toContain('style="color: red"');
  });

  it('lists newest first, a page at a time, without mixing users', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    await save(other.token, { companyName: 'Other Co' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      ids.push((await save(user.token, { companyName: `Company ${i}` })).json.id);
    }
    const first = await t.call('GET', '/api/documents?limit=2', { token: user.token });
    expect(first.status).toBe(200);
    expect(first.json.documents.map((d: { id: string }) => d.id)).toEqual([ids[4], ids[3]]);
    expect(first.json.documents[0]).not.toHaveProperty('html');
    const second = await t.call('GET', `/api/documents?limit=2&cursor=${first.json.nextCursor}`, { token: user.token });
    expect(second.json.documents.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);
    const third = await t.call('GET', `/api/documents?limit=2&cursor=${second.json.nextCursor}`, { token: user.token });
    expect(third.json.documents.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
    expect(third.json.nextCursor).toBeNull();
    expect(JSON.stringify([first.json, second.json, third.json])).not.toContain('Other Co');
  });

  it('pages through documents saved at the same instant without losing or repeating one', async () => {
    const user = await t.signUp();
    t.clock.advance(1000);
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await save(user.token, { companyName: `Same Moment ${i}` })).json.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await t.call('GET', `/api/documents?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: user.token });
      expect(page.status).toBe(200);
      seen.push(...page.json.documents.map((d: { id: string }) => d.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(ids);
  });

  it("answers 404 for another user's document, for reading and deleting alike", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const doc = (await save(alice.token, { companyName: 'Secret Co' })).json;
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.call(method, `/api/documents/${doc.id}`, { token: bob.token });
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'NOT_FOUND', message: 'Document not found.' });
      expect(res.text).not.toContain('Secret Co');
    }
    expect((await t.call('GET', `/api/documents/${doc.id}`, { token: alice.token })).status).toBe(200);
  });

  it('deletes a document of the owner', async () => {
    const user = await t.signUp();
    const doc = (await save(user.token, {})).json;
    expect((await t.call('DELETE', `/api/documents/${doc.id}`, { token: user.token })).status).toBe(204);
    expect((await t.call('GET', `/api/documents/${doc.id}`, { token: user.token })).status).toBe(404);
  });

  it('rejects bad input with 4xx: unknown template, bad id, bad cursor, no token', async () => {
    const user = await t.signUp();
    expect((await save(user.token, { templateId: 'fancy' })).status).toBe(400);
    expect((await save(user.token, { type: 'memo' })).status).toBe(400);
    expect((await t.call('GET', '/api/documents/not-a-uuid', { token: user.token })).status).toBe(404);
    expect((await t.call('GET', '/api/documents?cursor=%%%', { token: user.token })).status).toBe(400);
    expect((await t.call('GET', '/api/documents?limit=1000', { token: user.token })).status).toBe(400);
    expect((await t.call('GET', '/api/documents')).status).toBe(401);
  });
});
