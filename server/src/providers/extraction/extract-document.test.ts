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

  it('takes weight and size from a paragraph style (and the styles it is based on) unless a run sets its own', async () => {
    const docx = new Document({
      styles: {
        paragraphStyles: [
          { id: 'SideText', name: 'Side Text', run: { size: 18 } },
          { id: 'SideHeading', name: 'Side Heading', basedOn: 'SideText', run: { bold: true } },
        ],
      },
      sections: [
        {
          children: [
            new Paragraph({ text: 'Skills', style: 'SideHeading' }),
            new Paragraph({ children: [new TextRun({ text: 'Triage', bold: false })], style: 'SideHeading' }),
            new Paragraph({ text: 'Wound Care', style: 'SideText' }),
          ],
        },
      ],
    });
    const doc = await extractInProcess(new Uint8Array(await Packer.toBuffer(docx)));
    expect(doc.lines.map((l) => [l.text, l.bold, l.fontSize])).toEqual([
      ['Skills', true, 9],
      ['Triage', false, 9],
      ['Wound Care', false, 9],
    ]);
  });

  it('reads links written as field codes, split over runs or in a simple field, and not their instructions as text', async () => {
    const run = (inner: string) => `<w:r>${inner}</w:r>`;
    const xml = `<w:document><w:body>
      <w:p>${run('<w:fldChar w:fldCharType="begin"/>')}${run('<w:instrText xml:space="preserve"> HYPERLINK "https://www.linkedin.com/in/</w:instrText>')}${run('<w:instrText>ada-lovelace" </w:instrText>')}${run('<w:fldChar w:fldCharType="separate"/>')}${run('<w:t>LinkedIn profile</w:t>')}${run('<w:fldChar w:fldCharType="end"/>')}</w:p>
      <w:p><w:fldSimple w:instr=" HYPERLINK &quot;mailto:ada@example.org&quot; ">${run('<w:t>ada@example.org</w:t>')}</w:fldSimple></w:p>
      <w:p><w:fldSimple w:instr=" HYPERLINK \\l &quot;experience&quot; ">${run('<w:t>Experience</w:t>')}</w:fldSimple></w:p>
    </w:body></w:document>`;
    const doc = await extractInProcess(buildZip([{ name: 'word/document.xml', data: Buffer.from(xml) }]));
    expect(doc.lines.map((l) => l.text)).toEqual(['LinkedIn profile', 'ada@example.org', 'Experience']);
    expect(doc.links).toEqual(['https://www.linkedin.com/in/ada-lovelace', 'mailto:ada@example.org']);
  });

  it('reads a text box before the paragraph it is anchored in, once, and keeps a bold lead apart', async () => {
    const para = (inner: string) => `<w:p>${inner}</w:p>`;
    const run = (text: string, bold = false) => `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
    const box = `<w:txbxContent>${para(run('Contact'))}${para(run('ada@example.org'))}</w:txbxContent>`;
    const xml = `<w:document><w:body>
      ${para(`${run('Profile')}<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx>${box}</wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox>${box}</v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>${run(' and more')}`)}
      ${para(`${run('HALCYON CARE', true)}${run(' Registered Nurse\tJune 2019 – June 2021')}`)}
    </w:body></w:document>`;
    const doc = await extractInProcess(buildZip([{ name: 'word/document.xml', data: Buffer.from(xml) }]));
    expect(doc.lines.map((l) => l.text)).toEqual([
      'Contact',
      'ada@example.org',
      'Profile and more',
      'HALCYON CARE Registered Nurse\tJune 2019 – June 2021',
    ]);
    expect(doc.lines.map((l) => l.boldLead)).toEqual([undefined, undefined, undefined, 'HALCYON CARE']);
  });

  it('reads a text box in the page header once, before the text of the paragraph it is anchored in', async () => {
    const para = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const box = `<w:txbxContent>${para('Ada Lovelace')}${para('ada@example.org')}</w:txbxContent>`;
    const header = `<w:hdr><w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><wps:txbx>${box}</wps:txbx></mc:Choice><mc:Fallback><v:textbox>${box}</v:textbox></mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>Curriculum Vitae</w:t></w:r></w:p></w:hdr>`;
    const doc = await extractInProcess(
      buildZip([
        { name: 'word/document.xml', data: Buffer.from(`<w:document><w:body>${para('Experience')}</w:body></w:document>`) },
        { name: 'word/header1.xml', data: Buffer.from(header) },
      ]),
    );
    expect(doc.lines.map((l) => l.text)).toEqual(['Ada Lovelace', 'ada@example.org', 'Curriculum Vitae', 'Experience']);
  });

  it('reads a two-row table whose first row names its columns column by column', async () => {
    const cell = (...paras: string[]) => `<w:tc>${paras.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('')}</w:tc>`;
    const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
    const band = `<w:tbl>${row(cell('Skills'), cell('Languages'))}${row(cell('Triage', 'Wound Care'), cell('English', 'Spanish'))}</w:tbl>`;
    const grid = `<w:tbl>${row(cell('Dates'), cell('2019 – 2021'))}${row(cell('Employer'), cell('Halcyon Care'))}${row(cell('Title'), cell('Nurse'))}</w:tbl>`;
    const xml = `<w:document><w:body>${band}${grid}</w:body></w:document>`;
    const doc = await extractInProcess(buildZip([{ name: 'word/document.xml', data: Buffer.from(xml) }]));
    expect(doc.lines.map((l) => l.text)).toEqual([
      'Skills',
      'Triage',
      'Wound Care',
      'Languages',
      'English',
      'Spanish',
      'Dates',
      '2019 – 2021',
      'Employer',
      'Halcyon Care',
      'Title',
      'Nurse',
    ]);
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
