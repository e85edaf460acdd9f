import { existsSync, readFileSync } from 'node:fs';
import { Document, ExternalHyperlink, Header, Packer, Paragraph, TextRun, HeadingLevel } from 'docx';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@hireready/contract';
import { buildPdf, buildZip, pdfStream } from '../../../test/support/files';
import { AppError } from '../../lib/errors';
import { createExtractionProvider, extractInProcess } from './extract-document';
import { detectFileType } from './detect-file-type';

/** A one-page PDF drawing `content` with a bold Helvetica as /F1. */
function pdfWithContent(content: string): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    pdfStream(content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ]);
}

const TEXT_PDF = pdfWithContent('BT /F1 20 Tf 72 700 Td (Ada Lovelace) Tj ET BT /F1 11 Tf 72 670 Td (EXPERIENCE) Tj ET');
// Only a filled rectangle: what a scanned page looks like to a text extractor.
const IMAGE_ONLY_PDF = pdfWithContent('0.5 g 72 72 468 648 re f');

const extraction = createExtractionProvider();
afterAll(async () => {
  await extraction.close();
});

async function expectAppError(work: Promise<unknown>, code: string, message: RegExp) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).message).toMatch(message);
}

describe('detectFileType', () => {
  it('decides by bytes, not by name', () => {
    expect(detectFileType(TEXT_PDF)).toBe('pdf');
    expect(detectFileType(new Uint8Array(Buffer.from('just text, named resume.pdf')))).toBeNull();
    expect(detectFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBeNull();
    // A zip that is not a Word document (no word/document.xml) is not a DOCX.
    expect(detectFileType(buildZip([{ name: 'readme.txt', data: Buffer.from('hi') }]))).toBeNull();
  });
});

describe('extraction.extract rejects bad files with a clear 4xx', () => {
  it('refuses files over 5 MB with 413', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(Buffer.from('%PDF-1.4'));
    await expectAppError(extraction.extract(big), 'PAYLOAD_TOO_LARGE', /5 MB/);
  });

  it('refuses a PNG and a text file named .pdf with 415', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    // The refusal names every kind of file the upload takes, the profile formats included.
    const everyFormat = /PDF, DOCX or DOC resume, a JSON Resume file \(\.json\) or LinkedIn's data-export ZIP/;
    await expectAppError(extraction.extract(png), 'UNSUPPORTED_MEDIA_TYPE', everyFormat);
    await expectAppError(
      extraction.extract(new Uint8Array(Buffer.from('Name: Ada\nSkills: maths'))),
      'UNSUPPORTED_MEDIA_TYPE',
      everyFormat,
    );
  });

  it('refuses an empty file with 422', async () => {
    await expectAppError(
      extraction.extract(new Uint8Array()),
      'UNPROCESSABLE_FILE',
      /^The file is empty\. Please upload a PDF, DOCX or DOC resume, a JSON Resume file \(\.json\) or LinkedIn's data-export ZIP\.$/,
    );
  });

  it('refuses a corrupt PDF with 422', async () => {
    const corrupt = new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ngarbage\n%%EOF'));
    await expectAppError(extraction.extract(corrupt), 'UNPROCESSABLE_FILE', /could not be read|no selectable text/);
  });

  it('refuses an encrypted PDF with 422 and says why', async () => {
    const hex = (n: number) => `<${'ab'.repeat(n)}>`;
    const encrypted = buildPdf(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
        `<< /Filter /Standard /V 1 /R 2 /O ${hex(32)} /U ${hex(32)} /P -4 >>`,
      ],
      { trailer: `/Encrypt 4 0 R /ID [${hex(16)} ${hex(16)}] ` },
    );
    await expectAppError(extraction.extract(encrypted), 'UNPROCESSABLE_FILE', /password/);
  });

  it('refuses an image-only PDF with 422', async () => {
    await expectAppError(extraction.extract(IMAGE_ONLY_PDF), 'UNPROCESSABLE_FILE', /no selectable text/);
  });

  it('stops reading a zip bomb disguised as .docx (honest and lying sizes)', async () => {
    const bomb = Buffer.alloc(40 * 1024 * 1024, 0x20);
    const honest = buildZip([{ name: 'word/document.xml', data: bomb }]);
    expect(honest.byteLength).toBeLessThan(UPLOAD_MAX_BYTES);
    await expectAppError(extraction.extract(honest), 'UNPROCESSABLE_FILE', /too much data|could not be read/);
    const lying = buildZip([{ name: 'word/document.xml', data: bomb, declaredSize: 1000 }]);
    await expectAppError(extractInProcess(lying), 'UNPROCESSABLE_FILE', /too much data|could not be read/);
  });

  it('refuses a damaged Word file with 422', async () => {
    const broken = new Uint8Array(Buffer.concat([Buffer.from('PK\u0003\u0004word/document.xml'), Buffer.alloc(64, 7)]));
    await expectAppError(extraction.extract(broken), 'UNPROCESSABLE_FILE', /could not be read/);
  });

  it('gives up at the time limit instead of hanging', async () => {
    // Thousands of lines of text, so reading surely outlasts the limit even on a fast machine.
    const rows = Array.from({ length: 20_000 }, (_, i) => `BT /F1 9 Tf 72 ${700 - (i % 600)} Td (Line ${i}) Tj ET`);
    const unbounded = { maxLines: Infinity, maxTextChars: Infinity, timeoutMs: 20 };
    await expectAppError(extraction.extract(pdfWithContent(rows.join(' ')), unbounded), 'UNPROCESSABLE_FILE', /too long/);
  });
});

describe('extraction.extract reads good files', () => {
  it('reads PDF text with size and weight, in reading order', async () => {
    const doc = await extraction.extract(TEXT_PDF);
    expect(doc.format).toBe('pdf');
    expect(doc.pageCount).toBe(1);
    expect(doc.lines.map((l) => l.text)).toEqual(['Ada Lovelace', 'EXPERIENCE']);
    expect(doc.lines[0]).toMatchObject({ fontSize: 20, bold: true, page: 1 });
  });

  it('reads DOCX paragraphs with styles, list items and hyperlinks (in a worker and in process)', async () => {
    const docx = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Ada Lovelace', bold: true, size: 40 })] }),
            new Paragraph({
              children: [
                new ExternalHyperlink({
                  link: 'https://www.linkedin.com/in/ada-lovelace',
                  children: [new TextRun('linkedin.com/in/ada-lovelace')],
                }),
              ],
            }),
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({
              children: [new TextRun('Analyst'), new TextRun({ text: '\tJan 2020 – Present' })],
            }),
            new Paragraph({ text: 'Wrote the first program.', bullet: { level: 0 } }),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(docx));
    for (const read of [extraction.extract, extractInProcess]) {
      const doc = await read(bytes);
      expect(doc.format).toBe('docx');
      expect(doc.links).toContain('https://www.linkedin.com/in/ada-lovelace');
      expect(doc.lines.map((l) => l.text)).toEqual([
        'Ada Lovelace',
        'linkedin.com/in/ada-lovelace',
        'Experience',
        'Analyst\tJan 2020 – Present',
        'Wrote the first program.',
      ]);
      expect(doc.lines[0]).toMatchObject({ bold: true, fontSize: 20 });
      expect(doc.lines[2]?.style).toBe('Heading1');
      expect(doc.lines[4]?.isListItem).toBe(true);
    }
  });

  it('reads the name and contact details from the page header first, once', async () => {
    const header = () =>
      new Header({
        children: [
          new Paragraph({ children: [new TextRun({ text: 'Rosa Delgado', bold: true, size: 36 })] }),
          new Paragraph('rosa@example.com | 555-0142'),
        ],
      });
    const docx = new Document({
      sections: [
        {
          properties: { titlePage: true },
          headers: { default: header(), first: header() },
          children: [new Paragraph({ text: 'Summary', heading: HeadingLevel.HEADING_1 }), new Paragraph('Charge nurse.')],
        },
      ],
    });
    const doc = await extractInProcess(new Uint8Array(await Packer.toBuffer(docx)));
    expect(doc.lines.map((l) => l.text)).toEqual(['Rosa Delgado', 'rosa@example.com | 555-0142', 'Summary', 'Charge nurse.']);
    expect(doc.lines[0]).toMatchObject({ bold: true, fontSize: 18 });
  });
});

const BENCH = '/work/shared/bench/resumes';
describe.skipIf(!existsSync(`${BENCH}/v02.pdf`))('benchmark files (skipped: /work/shared/bench/resumes is absent)', () => {
  it('reads a two-column PDF column by column and finds the LinkedIn link annotation', async () => {
    const doc = await extraction.extract(new Uint8Array(readFileSync(`${BENCH}/v02.pdf`)));
    const texts = doc.lines.map((l) => l.text);
    // The sidebar (CONTACT) comes after the main column's PROJECTS, not interleaved with it.
    expect(texts.indexOf('CONTACT')).toBeGreaterThan(texts.indexOf('PROJECTS'));
    expect(doc.links.some((l) => l.includes('linkedin.com/in/'))).toBe(true);
  });

  it('reads a legacy .doc', async () => {
    const doc = await extraction.extract(new Uint8Array(readFileSync(`${BENCH}/v01.doc`)));
    expect(doc.format).toBe('doc');
    expect(doc.lines[0]?.text).toBe('Raquel Ornelas Galarza');
  });
});
