import { describe, expect, it } from 'vitest';
import { buildPdf, pdfStream } from '../../../test/support/files';
import { extractInProcess } from './extract-document';

/** A one-page PDF with Helvetica as /F1 and `iconFont` as /F2. */
function pdfWithIconFont(iconFont: string, content: string): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    pdfStream(content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Type /Font /Subtype /Type1 /BaseFont /${iconFont} >>`,
  ]);
}

/** An icon glyph in /F2 and a detail in /F1 after it, on one row. */
const row = (icon: string, text: string, y: number) => `BT /F2 10 Tf 72 ${y} Td (${icon}) Tj ET BT /F1 10 Tf 86 ${y} Td (${text}) Tj ET`;

describe('icons from an icon font mapped to plain letters', () => {
  it('read as marks before contact details, not as letters of them', async () => {
    const pdf = pdfWithIconFont('MarVoSym', [row('H', '+44 68 629 1904', 700), row('B', 'tamsin@example.org', 686)].join(' '));
    const { lines } = await extractInProcess(pdf);
    expect(lines.map((l) => l.text)).toEqual(['• +44 68 629 1904', '• tamsin@example.org']);
  });

  it('leaves text in an ordinary font that happens to be one letter alone', async () => {
    const pdf = pdfWithIconFont('Times-Roman', row('H', '+44 68 629 1904', 700));
    const { lines } = await extractInProcess(pdf);
    expect(lines.map((l) => l.text)).toEqual(['H +44 68 629 1904']);
  });
});

describe('a glyph a font left without text', () => {
  it('does not come through as a control character', async () => {
    const { arrangePageLines } = await import('./layout-lines');
    const run = (text: string, x: number) => ({ text, page: 1, x, y: 100, width: text.length * 5, height: 10, fontSize: 10, bold: false });
    expect(arrangePageLines([run('\u0000', 50), run('Economics', 58)], 1).map((l) => l.text)).toEqual(['Economics']);
  });
});

describe('letter-spaced capitals', () => {
  it('keep the break between their words where the space between them is stretched too', async () => {
    const { arrangePageLines } = await import('./layout-lines');
    const run = (text: string, x: number, width: number) => ({ text, page: 1, x, y: 60, width, height: 26, fontSize: 26, bold: true });
    const lines = arrangePageLines([run('T A M S I N', 36, 110), run(' ', 146, 30), run('O K A F O R', 169, 150)], 1);
    expect(lines.map((l) => l.text)).toEqual(['TAMSIN OKAFOR']);
  });
});

describe('a short sidebar beside a long main column', () => {
  it('is read as a column of its own, not row by row with the text beside it', async () => {
    const { arrangePageLines } = await import('./layout-lines');
    const run = (text: string, x: number, y: number) => ({
      text,
      page: 1,
      x,
      y,
      width: text.length * 4.6,
      height: 9.5,
      fontSize: 9.5,
      bold: false,
    });
    const sidebarTexts = ['Profile', 'Dispatch planner with nine', 'years in regional freight.', 'Skills', 'Route Planning'];
    const more = ['Demand Planning', 'Lean', 'Procurement', 'Languages', 'English'];
    const sidebar = [...sidebarTexts, ...more].map((t, i) => run(t, 40, 121 + i * 14));
    const main = Array.from({ length: 40 }, (_, i) =>
      run(`Ran the weekly dock rota with the night shift, week ${i + 1}.`, 216, 120 + i * 12),
    );
    const texts = arrangePageLines([...sidebar, ...main], 1).map((l) => l.text);
    expect(texts.slice(0, 10)).toEqual([...sidebarTexts, ...more]);
  });
});

describe('HTML character references a web page printed as text', () => {
  it('read as the characters they stand for', async () => {
    const { arrangePageLines } = await import('./layout-lines');
    const run = (text: string, y: number) => ({ text, page: 1, x: 72, y, width: text.length * 5, height: 10, fontSize: 10, bold: false });
    const lines = arrangePageLines([run('Head of R&amp;D, Fenwick &amp; Lowe', 100), run('Tom &quot;TJ&quot; Jones &lt;3 AT&T', 114)], 1);
    expect(lines.map((l) => l.text)).toEqual(['Head of R&D, Fenwick & Lowe', 'Tom "TJ" Jones <3 AT&T']);
  });

  it('read alike when a theme set them in capitals', async () => {
    const { arrangePageLines } = await import('./layout-lines');
    const run = (text: string, y: number) => ({ text, page: 1, x: 72, y, width: text.length * 5, height: 10, fontSize: 10, bold: false });
    const lines = arrangePageLines([run('CHEMISTRY &AMP; BIOLOGY TEACHER, ST BRENDA&APOS;S SCHOOL', 100)], 1);
    expect(lines.map((l) => l.text)).toEqual(["CHEMISTRY & BIOLOGY TEACHER, ST BRENDA'S SCHOOL"]);
  });
});

describe('a ligature amid capitals', () => {
  it('reads in capitals like the letters around it, and stays as printed in small letters', async () => {
    const { arrangePageLines } = await import('./layout-lines');
    const run = (text: string, y: number) => ({ text, page: 1, x: 72, y, width: text.length * 5, height: 10, fontSize: 10, bold: true });
    const lines = arrangePageLines([run('PROfiLE', 100), run('CERTIfiCATIONS', 114), run('Certified fitter', 128)], 1);
    expect(lines.map((l) => l.text)).toEqual(['PROFILE', 'CERTIFICATIONS', 'Certified fitter']);
  });
});
