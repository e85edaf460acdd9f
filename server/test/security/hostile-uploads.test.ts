/**
 * Hostile files and content (issue point 7; DESIGN decision 8): every bad upload gets a clear 4xx
 * through the HTTP route, nothing inside a file runs or reaches the network or the disk, and a
 * thousand uploads in a row leave the server's memory where it was. Every file is written by hand
 * here, so each attack is exactly what it says.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@hireready/contract';
import { createExtractionProvider } from '../../src/providers/extraction';
import { createTestApp, describeEachDatabase, type TestApp } from '../harness';
import { buildPdf, buildZip, pdfStream } from '../support/files';

/** The header these hand-written PDFs carry. */
const PDF_VERSION = '1.7';

const RESUME_TEXT =
  'BT /F1 20 Tf 72 720 Td (Ada Lovelace) Tj ET ' +
  'BT /F1 11 Tf 72 700 Td (ada@example.com | London) Tj ET ' +
  'BT /F1 12 Tf 72 660 Td (EXPERIENCE) Tj ET ' +
  'BT /F1 11 Tf 72 640 Td (Analyst, Analytical Engines Ltd, Jan 2020 - Present) Tj ET';

/** A one-page text PDF; `catalogExtra` and `pageExtra` add entries to those dictionaries. */
function writeTextPdf(extra: { catalog?: string; page?: string; objects?: string[] } = {}): Uint8Array {
  return buildPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${extra.catalog ?? ''} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${extra.page ?? ''} >>`,
      pdfStream(RESUME_TEXT),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...(extra.objects ?? []),
    ],
    { version: PDF_VERSION },
  );
}

/**
 * JavaScript on open (document and page), a JavaScript name tree, a Launch action and links, all
 * aimed at a listener of ours: if anything in the file ran or were followed, the listener would hear it.
 */
function writeScriptedPdf(listenerUrl: string): Uint8Array {
  const script = `app.launchURL("${listenerUrl}/js-open"); this.submitForm("${listenerUrl}/js-submit");`;
  return writeTextPdf({
    catalog: '/OpenAction 6 0 R /Names << /JavaScript 7 0 R >> /AA << /WC 6 0 R >>',
    page: '/Annots [8 0 R 9 0 R 10 0 R] /AA << /O 6 0 R >>',
    objects: [
      `<< /Type /Action /S /JavaScript /JS (${script}) >>`,
      '<< /Names [(boot) 6 0 R] >>',
      '<< /Type /Annot /Subtype /Link /Rect [72 690 300 712] /A << /S /URI /URI (https://www.linkedin.com/in/ada-hostile) >> >>',
      `<< /Type /Annot /Subtype /Link /Rect [72 630 300 652] /A << /S /URI /URI (${listenerUrl}/tracker) >> >>`,
      `<< /Type /Annot /Subtype /Link /Rect [72 600 300 620] /A << /S /Launch /F (/bin/sh) /Win << /F (cmd.exe) /P (/c curl ${listenerUrl}/launch) >> >> >>`,
    ],
  });
}

const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

function writeDocumentXml(prolog: string, bodyText: string): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>${prolog}<w:document ${W_NS}><w:body>` +
      `<w:p><w:r><w:t>Ada Lovelace</w:t></w:r></w:p><w:p><w:r><w:t>${bodyText}</w:t></w:r></w:p>` +
      '</w:body></w:document>',
  );
}

/** Ten levels of ten: &lol9; would be 10^9 "lol"s, 3 GB, if a parser expanded it. */
function writeBillionLaughsDocx(): Uint8Array {
  let dtd = '<!ENTITY lol0 "lol">';
  for (let level = 1; level <= 9; level++) {
    dtd += `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`;
  }
  return buildZip([{ name: 'word/document.xml', data: writeDocumentXml(`<!DOCTYPE w:document [${dtd}]>`, '&lol9;') }]);
}

function writeExternalEntityDocx(fileUrl: string): Uint8Array {
  return buildZip([
    {
      name: 'word/document.xml',
      data: writeDocumentXml(`<!DOCTYPE w:document [<!ENTITY secret SYSTEM "${fileUrl}">]>`, 'Secret: &secret;'),
    },
  ]);
}

async function writeDocx(name: string): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: name, bold: true, size: 36 })] }),
          new Paragraph('ada@example.com | 555-0100 | London'),
          new Paragraph({ children: [new TextRun({ text: 'EXPERIENCE', bold: true })] }),
          new Paragraph('Analyst, Analytical Engines Ltd'),
          new Paragraph('Jan 2020 – Present'),
          new Paragraph({ text: 'Wrote the first program', bullet: { level: 0 } }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

function multipart(bytes: Uint8Array, filename: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  return form;
}

/** Counts every request that reaches it: the test's stand-in for "the outside world". */
async function startListener(): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The file reader on its own, as the upload route uses it. */
const extraction = createExtractionProvider();

afterAll(async () => {
  await extraction.close();
});

describeEachDatabase('hostile uploads through POST /api/openai/upload-resume', (kind) => {
  let t: TestApp;
  let listener: Awaited<ReturnType<typeof startListener>>;
  let secretDir: string;
  const SECRET = `canary-${process.pid}-${Date.now()}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    listener = await startListener();
    secretDir = mkdtempSync(path.join(tmpdir(), 'hostile-'));
    writeFileSync(path.join(secretDir, 'secret.txt'), SECRET);
  });
  afterAll(async () => {
    await listener.close();
    rmSync(secretDir, { recursive: true, force: true });
    await t.close();
  });

  async function upload(bytes: Uint8Array, filename: string) {
    // A user per upload keeps clear of the 30-an-hour upload limit.
    const user = await t.signUp();
    return t.call('POST', '/api/openai/upload-resume', {
      token: user.token,
      rawBody: multipart(bytes, filename),
    });
  }

  it('reads a PDF with JavaScript, a Launch action and links as text: nothing runs, nothing is fetched', async () => {
    const res = await upload(writeScriptedPdf(listener.url), 'resume.pdf');
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Ada Lovelace');
    expect(res.json.contact.email).toBe('ada@example.com');
    expect(res.json.contact.linkedin).toContain('linkedin.com/in/ada-hostile');
    // The links come back as strings; the script's and the links' targets were never requested.
    const doc = await extraction.extract(writeScriptedPdf(listener.url));
    expect(doc.links).toEqual(['https://www.linkedin.com/in/ada-hostile', `${listener.url}/tracker`]);
    expect(doc.lines.map((l) => l.text).join('\n')).not.toMatch(/launchURL|submitForm/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listener.hits).toEqual([]);
  });

  it('refuses a DOCX with an entity bomb (billion laughs) with 422, without expanding it', async () => {
    const bomb = writeBillionLaughsDocx();
    expect(bomb.byteLength).toBeLessThan(4096);
    const started = performance.now();
    const res = await upload(bomb, 'resume.docx');
    expect(res.status).toBe(422);
    expect(res.json.error.message).toMatch(/Word never writes/);
    expect(res.text).not.toContain('lollol');
    // Expanding 3 GB would take far longer than this, or end in an out-of-memory worker.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a DOCX with an external entity (XXE) with 422 and never shows the file', async () => {
    for (const target of [`file://${path.join(secretDir, 'secret.txt')}`, 'file:///etc/passwd', `${listener.url}/xxe`]) {
      const res = await upload(writeExternalEntityDocx(target), 'resume.docx');
      expect(res.status).toBe(422);
      expect(res.json.error.message).toMatch(/Word never writes/);
      expect(res.text).not.toContain(SECRET);
      expect(res.text).not.toMatch(/root:.*:0:0:/);
    }
    expect(listener.hits).toEqual([]);
  });

  it('refuses DOCX files whose zip entries lie about their sizes with 422', async () => {
    const xml = writeDocumentXml('', 'Analyst');
    const bomb = Buffer.alloc(40 * 1024 * 1024, 0x20);
    const cases = [
      // Says 1 KB, inflates to 40 MB: the budget is counted on the stream, not on the header.
      buildZip([{ name: 'word/document.xml', data: bomb, declaredSize: 1000 }]),
      // Says 4 GB, holds a few hundred bytes.
      buildZip([{ name: 'word/document.xml', data: xml, declaredSize: 0xfffffff0 }]),
      // Says 10 bytes, holds more: the reader checks what came out against what was declared.
      buildZip([{ name: 'word/document.xml', data: xml, declaredSize: 10 }]),
    ];
    for (const bytes of cases) {
      expect(bytes.byteLength).toBeLessThan(UPLOAD_MAX_BYTES);
      const res = await upload(bytes, 'resume.docx');
      expect(res.status).toBe(422);
      expect(res.json.error.message).toMatch(/too much data|could not be read/);
    }
  });

  it('refuses a small DOCX that floods the server with paragraphs (300,000 in 55 KB) with 422', async () => {
    const paragraph = '<w:p><w:r><w:t>Wrote the first program</w:t></w:r></w:p>';
    const flood = buildZip([
      {
        name: 'word/document.xml',
        data: Buffer.from(
          `<w:document ${W_NS}><w:body>${paragraph.repeat(Math.floor(19_000_000 / paragraph.length))}</w:body></w:document>`,
        ),
      },
    ]);
    expect(flood.byteLength).toBeLessThan(100_000);
    const res = await upload(flood, 'resume.docx');
    expect(res.status).toBe(422);
    expect(res.json.error.message).toMatch(/far more text than a resume/);
  });

  it('answers every other bad upload with its clear 4xx', async () => {
    const hex = (n: number) => `<${'ab'.repeat(n)}>`;
    const oversized = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    oversized.set(Buffer.from('%PDF-1.7\n'));
    const cases: { name: string; bytes: Uint8Array; filename: string; status: number; message: RegExp }[] = [
      { name: 'over 5 MB', bytes: oversized, filename: 'big.pdf', status: 413, message: /5 MB/ },
      {
        name: 'a PNG named .pdf',
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        filename: 'resume.pdf',
        status: 415,
        message: /PDF, DOCX or DOC resume, a JSON Resume file \(\.json\) or LinkedIn's data-export ZIP/,
      },
      {
        name: 'text named .docx',
        bytes: new Uint8Array(Buffer.from('Name: Ada')),
        filename: 'resume.docx',
        status: 415,
        message: /PDF, DOCX or DOC resume, a JSON Resume file \(\.json\) or LinkedIn's data-export ZIP/,
      },
      {
        name: 'empty',
        bytes: new Uint8Array(),
        filename: 'resume.pdf',
        status: 422,
        message: /empty\. Please upload a PDF, DOCX or DOC resume, a JSON Resume/,
      },
      {
        name: 'corrupt PDF',
        bytes: new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ngarbage\n%%EOF')),
        filename: 'resume.pdf',
        status: 422,
        message: /could not be read|no selectable text/,
      },
      {
        name: 'encrypted PDF',
        bytes: buildPdf(
          [
            '<< /Type /Catalog /Pages 2 0 R >>',
            '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
            '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
            `<< /Filter /Standard /V 1 /R 2 /O ${hex(32)} /U ${hex(32)} /P -4 >>`,
          ],
          { trailer: `/Encrypt 4 0 R /ID [${hex(16)} ${hex(16)}] `, version: PDF_VERSION },
        ),
        filename: 'resume.pdf',
        status: 422,
        message: /password/,
      },
      {
        name: 'image-only PDF',
        bytes: buildPdf(
          [
            '<< /Type /Catalog /Pages 2 0 R >>',
            '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
            '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
            pdfStream('0.5 g 72 72 468 648 re f'),
          ],
          { version: PDF_VERSION },
        ),
        filename: 'scan.pdf',
        status: 422,
        message: /no selectable text/,
      },
      {
        name: 'zip bomb with honest sizes',
        bytes: buildZip([{ name: 'word/document.xml', data: Buffer.alloc(40 * 1024 * 1024, 0x20) }]),
        filename: 'resume.docx',
        status: 422,
        message: /too much data/,
      },
      {
        name: 'damaged DOCX',
        bytes: new Uint8Array(Buffer.concat([Buffer.from('PK\u0003\u0004word/document.xml'), Buffer.alloc(64, 7)])),
        filename: 'resume.docx',
        status: 422,
        message: /could not be read/,
      },
      {
        name: 'damaged DOC',
        bytes: new Uint8Array(
          Buffer.concat([
            Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
            Buffer.from('WordDocument', 'utf16le'),
            Buffer.alloc(600, 3),
          ]),
        ),
        filename: 'resume.doc',
        status: 422,
        message: /could not be read/,
      },
    ];
    for (const c of cases) {
      const res = await upload(c.bytes, c.filename);
      expect({ name: c.name, status: res.status }).toEqual({ name: c.name, status: c.status });
      expect(res.json.error.message, c.name).toMatch(c.message);
    }
    // And after all of that, a good file still goes through.
    const good = await upload(await writeDocx('Ada Lovelace'), 'resume.docx');
    expect(good.status).toBe(200);
    expect(good.json.name).toBe('Ada Lovelace');
  });
});

describe('a thousand uploads in a row', () => {
  it('keep the process memory bounded with the pool (RSS of the last 100 vs the first 100)', async () => {
    const docx = await writeDocx('Ada Lovelace');
    const pdf = writeTextPdf();
    const count = 1000;
    const rss: number[] = [];
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      // One PDF in five: pdf.js is the heavier parser, DOCX the commoner upload.
      const doc = await extraction.extract(i % 5 === 4 ? pdf : docx);
      expect(doc.lines[0]?.text).toBe('Ada Lovelace');
      rss.push(process.memoryUsage().rss);
    }
    const elapsedMs = performance.now() - started;
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const firstMb = median(rss.slice(0, 100)) / 2 ** 20;
    const lastMb = median(rss.slice(-100)) / 2 ** 20;
    const peakMb = Math.max(...rss) / 2 ** 20;
    console.info(
      `${count} uploads: ${(elapsedMs / count).toFixed(1)} ms each; RSS median first 100 ${firstMb.toFixed(0)} MB, ` +
        `last 100 ${lastMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB`,
    );
    // Workers are recycled every 200 jobs, so a parser's leak is dropped with its worker; what stays
    // must be the pool's steady state, not a per-upload residue (1,000 uploads × 1 KB would not show,
    // × 64 KB would).
    expect(lastMb - firstMb).toBeLessThan(64);
  }, 300_000);
});
