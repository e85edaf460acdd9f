import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadResponseSchema } from '@hireready/contract';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness';
import { readZipEntry } from '../../test/support/files';

/** A resume as the templates write it: h1 name, h2 sections, an entry heading row, meta line, bullets. */
const RESUME_HTML = [
  '<div data-document="resume" data-template="classic" style="font-family:Georgia, serif;font-size:10px;line-height:1.3">',
  '<header style="text-align:center"><h1 style="font-size:2.1em;text-transform:uppercase">Grace Hopper</h1>',
  '<p><a href="mailto:grace@example.com">grace@example.com</a><span> · </span>(555) 010-2030<span> · </span>Arlington, VA</p></header>',
  '<section style="margin-top:0.7em"><h2 style="border-bottom:0.08em solid #1a1a1a;text-transform:uppercase">Summary</h2>',
  '<p>Engineer who turns research into systems people use.</p></section>',
  '<section><h2>Experience</h2>',
  '<div><div><h3 style="display:inline">Senior Compiler Engineer</h3><span>, </span><span style="font-style:italic">Harbor Computing</span></div>',
  '<p style="font-style:italic">Arlington, VA | Jan 2019 – Present</p>',
  '<ul style="padding-left:1.25em"><li>Wrote the first compiler for a business language used by 40 teams.</li><li>Cut release time from weeks to days with automated tests.</li></ul></div>',
  '<div><div><h3 style="display:inline">Programmer</h3><span>, </span><span>Eckert Systems</span></div>',
  '<p>Philadelphia, PA | Jun 2014 – Dec 2018</p>',
  '<ul><li>Maintained the payroll system for 12,000 employees.</li></ul></div></section>',
  '<section><h2>Education</h2><div><div><h3 style="display:inline">Yale University</h3><span>, </span><span>Ph.D. in Mathematics</span></div>',
  '<p>New Haven, CT | 2010 – 2014</p></div></section>',
  '<section><h2>Skills</h2><p>COBOL, Compilers, Testing</p></section>',
  '</div>',
].join('');

describeEachDatabase('document export as DOCX and plain text', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let documentId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signUp();
    const saved = await t.call('POST', '/api/documents', {
      token: owner.token,
      body: { html: RESUME_HTML, templateId: 'classic', companyName: 'Café Nord', jobTitle: 'Compiler Engineer' },
    });
    expect(saved.status).toBe(201);
    documentId = saved.json.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const download = async (path: string, token = owner.token) => {
    const res = await t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  describe('DOCX', () => {
    it('is a Word file named after the document, with Word headings, a bullet list and a Letter page', async () => {
      const { res, bytes } = await download(`/api/documents/${documentId}/export?format=docx`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(disposition).toContain('filename="Resume_for_Cafe_Nord_-_Compiler_Engineer.docx"');
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Resume_for_Café_Nord_-_Compiler_Engineer.docx')}`);
      const xml = (await readZipEntry(bytes, 'word/document.xml')) ?? '';
      const text = [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
      expect(xml).toContain('<w:pStyle w:val="Title"/>');
      expect(xml.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(4);
      expect(xml.match(/<w:pStyle w:val="Heading2"\/>/g)).toHaveLength(3);
      expect(xml.match(/<w:numPr>/g)).toHaveLength(3);
      expect(xml).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
      // Title and organisation apart as Word resumes set them: a tab to a right-aligned stop, not a comma.
      expect(xml.match(/<w:tab w:val="right" w:pos="10800"\/>/g)).toHaveLength(3);
      expect(text).toContain('Senior Compiler EngineerHarbor Computing');
      // Sections in the document's order, all in the body text flow: no tables or text boxes.
      const order = ['Grace Hopper', 'Summary', 'Experience', 'Education', 'Skills'].map((part) => text.indexOf(part));
      expect(order.every((at) => at >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(xml).not.toMatch(/<w:tbl>|<w:txbxContent>|<w:drawing>/);
      // Nothing of the account or the database rides along.
      const all = new TextDecoder('latin1').decode(bytes) + xml;
      expect(all).not.toContain(owner.uid);
      expect(all).not.toContain(documentId);
      expect(all).not.toContain(owner.email);
    });

    it('sets its lines as the printed page does, in a font LibreOffice matches width for width', async () => {
      const { bytes } = await download(`/api/documents/${documentId}/export?format=docx`);
      const xml = (await readZipEntry(bytes, 'word/document.xml')) ?? '';
      const styles = (await readZipEntry(bytes, 'word/styles.xml')) ?? '';
      // Georgia has no free twin of its widths; the stack's next font, Times New Roman, has (Liberation Serif).
      expect(styles).toContain('w:ascii="Times New Roman"');
      expect(styles).not.toContain('Georgia');
      // 10 preview px print at 10.67 pt: Word's half points round down to 10.5 pt, never wider than printed,
      // while each line keeps the printed height exactly: 1.3 × 10.67 pt = 277 twips, the 2.1 em name 582.
      expect(styles).toMatch(/<w:sz w:val="21"\/>/);
      const lines = [...xml.matchAll(/<w:spacing [^>]*w:line="(\d+)" w:lineRule="exact"/g)].map((m) => Number(m[1]));
      expect(lines.length).toBe((xml.match(/<w:p>|<w:p /g) ?? []).length);
      expect(lines[0]).toBe(582);
      expect(lines.filter((line) => line === 277).length).toBeGreaterThan(10);
      // The bullets of the list with its own padding (1.25 em = 13.3 pt) start where the template starts them.
      expect(xml.match(/<w:ind w:left="267" w:hanging="187"\/>/g)).toHaveLength(2);
    });

    it('reads back through our own resume importer with every name, title, company, date, bullet and school', async () => {
      const { bytes } = await download(`/api/documents/${documentId}/export?format=docx`);
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'resume.docx');
      const parsed = await t.app.request('/api/openai/upload-resume', {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: form,
      });
      expect(parsed.status).toBe(200);
      const upload = UploadResponseSchema.parse(await parsed.json());
      expect(upload.name).toBe('Grace Hopper');
      expect(upload.contact.email).toBe('grace@example.com');
      expect(upload.work_experience).toEqual([
        expect.objectContaining({
          title: 'Senior Compiler Engineer',
          company: 'Harbor Computing',
          start_date: 'Jan 2019',
          end_date: 'Present',
          description: [
            'Wrote the first compiler for a business language used by 40 teams.',
            'Cut release time from weeks to days with automated tests.',
          ],
        }),
        expect.objectContaining({
          title: 'Programmer',
          company: 'Eckert Systems',
          start_date: 'Jun 2014',
          end_date: 'Dec 2018',
          description: ['Maintained the payroll system for 12,000 employees.'],
        }),
      ]);
      expect(upload.education).toEqual([expect.objectContaining({ school: 'Yale University', degree: 'Ph.D. in Mathematics' })]);
      expect(upload.skills).toEqual(['COBOL', 'Compilers', 'Testing']);
    });
  });

  describe('plain text', () => {
    it('is one column of text: capitalised section titles, dash bullets, no tabs or padded columns', async () => {
      const { res, bytes } = await download(`/api/documents/${documentId}/export?format=txt`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('content-disposition')).toContain('filename="Resume_for_Cafe_Nord_-_Compiler_Engineer.txt"');
      const text = new TextDecoder().decode(bytes);
      const lines = text.split('\r\n');
      expect(lines.slice(0, 6)).toEqual([
        'Grace Hopper',
        'grace@example.com · (555) 010-2030 · Arlington, VA',
        '',
        'SUMMARY',
        'Engineer who turns research into systems people use.',
        '',
      ]);
      expect(lines).toContain('Senior Compiler Engineer, Harbor Computing');
      expect(lines).toContain('- Cut release time from weeks to days with automated tests.');
      expect(lines).toContain('Yale University, Ph.D. in Mathematics');
      expect(text).not.toMatch(/\t| {2,}/);
      expect(text).not.toContain('<');
    });
  });

  describe('who may export and what is asked', () => {
    it("answers 404 for another user's document, exactly as for one that does not exist", async () => {
      const other = await t.signUp();
      for (const format of ['docx', 'txt']) {
        const theirs = await t.call('GET', `/api/documents/${documentId}/export?format=${format}`, { token: other.token });
        expect(theirs.status).toBe(404);
        expect(theirs.json.error).toEqual({ code: 'NOT_FOUND', message: 'Document not found.' });
        expect(theirs.text).not.toContain('Grace');
      }
      const missing = await t.call('GET', '/api/documents/00000000-0000-4000-8000-000000000000/export?format=docx', { token: owner.token });
      expect(missing.status).toBe(404);
    });

    it('answers 400 with a clear message for a missing or unknown format, and 401 without a token', async () => {
      for (const query of ['', '?format=pdf', '?format=DOCX', '?format[]=docx']) {
        const res = await t.call('GET', `/api/documents/${documentId}/export${query}`, { token: owner.token });
        expect(res.status, query).toBe(400);
        expect(res.json.error).toEqual({ code: 'VALIDATION_ERROR', message: 'format must be docx or txt.' });
      }
      expect((await t.call('GET', `/api/documents/${documentId}/export?format=docx`)).status).toBe(401);
    });
  });
});
