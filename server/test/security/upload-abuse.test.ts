/**
 * Uploads that try to hold the file reader (issue 15, finding 5): a small PDF whose stream expands
 * to a hundred megabytes of drawing operators is refused well under a second.
 */
import { deflateSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { createExtractionProvider } from '../../src/providers/extraction';
import { buildPdf } from '../support/files';

const extraction = createExtractionProvider();
afterAll(async () => {
  await extraction.close();
});

function pdfWithContent(content: Buffer, filter: string): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} ${filter}>>\nstream\n${content.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

it('refuses a PDF whose stream inflates to 100 MB of operators in well under a second', { timeout: 60_000 }, async () => {
  // Warm: the pool's first job also loads pdf.js.
  const text = pdfWithContent(Buffer.from('BT /F1 12 Tf 72 700 Td (Ada Lovelace) Tj ET'), '');
  expect((await extraction.extract(text)).lines.map((l) => l.text)).toContain('Ada Lovelace');

  const operators = Buffer.from('0 0 m 1 1 l S\n'.repeat(Math.ceil(100e6 / 14)), 'latin1');
  const bomb = pdfWithContent(deflateSync(operators, { level: 9 }), '/Filter /FlateDecode ');
  expect(bomb.byteLength).toBeLessThan(1_000_000);
  const started = performance.now();
  const error = await extraction.extract(bomb).then(
    () => null,
    (e: unknown) => e,
  );
  const elapsed = performance.now() - started;
  expect(error).toMatchObject({ code: 'UNPROCESSABLE_FILE' });
  expect(elapsed).toBeLessThan(1000);
  console.log(`stream bomb of ${bomb.byteLength} bytes (100 MB inflated) refused in ${elapsed.toFixed(0)} ms`);
  // The reader is free again at once.
  expect((await extraction.extract(text)).lines.map((l) => l.text)).toContain('Ada Lovelace');
});
