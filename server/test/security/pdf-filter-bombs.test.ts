/**
 * PDF streams that expand through filters other than Flate, through chains of filters, and through
 * dictionaries that hide their filter or length: each is refused through the upload route with the
 * usual 422, in well under a second, and a resume whose streams use those same filters still
 * imports (issue 15, finding 5, after the Flate-only budget).
 */
import { deflateRawSync, deflateSync, constants } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../harness';
import { buildPdf } from '../support/files';
import { ascii85Encode, asciiHexEncode, lzwEncode, lzwRunBomb, runLengthEncode } from '../support/pdf-encoders';

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const MB = 1024 * 1024;

/** A one-page PDF whose page draws the given stream objects (numbered from 4), then `extra` objects. */
function pagePdf(streams: { dictionary: string; data: Buffer }[], extra: string[] = []): Uint8Array {
  const first = 4;
  const font = first + streams.length;
  const contents = streams.map((_, i) => `${first + i} 0 R`).join(' ');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${contents}] /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
    ...streams.map(({ dictionary, data }) => `<< /Length ${data.length} ${dictionary} >>\nstream\n${data.toString('latin1')}\nendstream`),
    FONT,
    ...extra,
  ]);
}

function line(y: number, text: string): Buffer {
  return Buffer.from(`BT /F1 11 Tf 72 ${y} Td (${text}) Tj ET\n`, 'latin1');
}

/** Drawing operators that expand to `size` bytes: what kept a reader busy in the original report. */
function operators(size: number): Buffer {
  return Buffer.from('0 0 m 1 1 l S\n'.repeat(Math.ceil(size / 14)), 'latin1');
}

/** Deflate data whose first block stores the bytes `endstream` and whose next blocks are a bomb. */
function deflateHidingEndstream(bomb: Buffer): Buffer {
  const header = Buffer.from([0x78, 0x9c]);
  const stored = deflateRawSync(Buffer.from('% endstream\n'), { level: 0, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([header, stored, deflateRawSync(bomb, { level: 9 })]);
}

const bombs: { name: string; pdf: () => Uint8Array }[] = [
  { name: 'an LZW stream of 100 MB', pdf: () => pagePdf([{ dictionary: '/Filter /LZWDecode', data: lzwRunBomb(0x20, 100 * MB) }]) },
  {
    name: 'a RunLength stream of 60 MB',
    pdf: () => pagePdf([{ dictionary: '/Filter /RL', data: Buffer.alloc(Math.ceil((60 * MB) / 128) * 2, Buffer.from([129, 0x20])) }]),
  },
  {
    name: 'a chain: ASCII85 of Flate of Flate, 100 MB of operators',
    pdf: () =>
      pagePdf([
        {
          dictionary: '/Filter [/ASCII85Decode /FlateDecode /FlateDecode]',
          data: ascii85Encode(deflateSync(deflateSync(operators(100 * MB), { level: 9 }), { level: 9 })),
        },
      ]),
  },
  {
    name: 'a chain: ASCIIHex of LZW, 40 MB',
    pdf: () => pagePdf([{ dictionary: '/Filter [/AHx /LZW]', data: asciiHexEncode(lzwRunBomb(0x0a, 40 * MB)) }]),
  },
  {
    name: 'a Flate filter given by reference',
    pdf: () => pagePdf([{ dictionary: '/Filter 6 0 R', data: deflateSync(operators(100 * MB), { level: 9 }) }], ['[/FlateDecode]']),
  },
  {
    name: 'a Flate stream whose data holds the word endstream before the bomb',
    pdf: () => pagePdf([{ dictionary: '/Filter /FlateDecode', data: deflateHidingEndstream(operators(100 * MB)) }]),
  },
];

describeEachDatabase('PDF streams through every filter, at the upload route', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(bytes: Uint8Array) {
    const user = await t.signUp();
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'resume.pdf');
    return t.call('POST', '/api/openai/upload-resume', { token: user.token, rawBody: form });
  }

  it('imports a resume whose streams use LZW, RunLength, ASCIIHex and an ASCII85-Flate chain', { timeout: 60_000 }, async () => {
    const pdf = pagePdf([
      { dictionary: '/Filter /LZWDecode', data: lzwEncode(Buffer.concat([line(720, 'Ada Lovelace'), line(700, 'ada@example.com')])) },
      { dictionary: '/Filter /RunLengthDecode', data: runLengthEncode(line(660, 'EXPERIENCE')) },
      { dictionary: '/Filter /ASCIIHexDecode', data: asciiHexEncode(line(640, 'Analyst, Analytical Engines Ltd, Jan 2020 - Present')) },
      { dictionary: '/Filter [/A85 /Fl]', data: ascii85Encode(deflateSync(line(620, 'Wrote the first program'))) },
    ]);
    const res = await upload(pdf);
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Ada Lovelace');
    expect(res.json.contact.email).toBe('ada@example.com');
    expect(JSON.stringify(res.json.work_experience)).toContain('Analytical Engines');
    expect(JSON.stringify(res.json.work_experience)).toContain('Wrote the first program');
  });

  for (const bomb of bombs) {
    it(`refuses ${bomb.name} with a clear 422 in well under a second`, { timeout: 60_000 }, async () => {
      const pdf = bomb.pdf();
      expect(pdf.byteLength).toBeLessThan(2 * MB);
      const started = performance.now();
      const res = await upload(pdf);
      const elapsed = performance.now() - started;
      expect(res.status).toBe(422);
      expect(res.json.error.message).toMatch(/expands to far more than a resume needs/);
      expect(elapsed).toBeLessThan(1000);
      console.log(`${bomb.name}: ${pdf.byteLength} bytes refused in ${elapsed.toFixed(0)} ms`);
    });
  }
});
