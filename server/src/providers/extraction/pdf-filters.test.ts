import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ascii85Encode, asciiHexEncode, lzwEncode, lzwRunBomb, runLengthEncode } from '../../../test/support/pdf-encoders';
import { DECODERS } from './pdf-filters';

const text = Buffer.from('BT /F1 11 Tf 72 700 Td (Ada Lovelace, analyst) Tj ET\n'.repeat(40) + '\0\0\0\0 end', 'latin1');
const params = { earlyChange: 1, countOnly: false };
const decode = (name: string, input: Buffer, limit = 1e6, countOnly = false) =>
  Promise.resolve(DECODERS[name]!(input, limit, { ...params, countOnly }));

describe('PDF filter decoders', () => {
  it.each([
    ['FlateDecode', deflateSync(text)],
    ['LZWDecode', lzwEncode(text)],
    ['RunLengthDecode', runLengthEncode(text)],
    ['ASCIIHexDecode', asciiHexEncode(text)],
    ['ASCII85Decode', ascii85Encode(text)],
  ])('%s gives back the bytes, and counts them alike when only counting', async (name, encoded) => {
    expect((await decode(name, encoded)).equals(text)).toBe(true);
    expect((await decode(name, encoded, 1e6, true)).length).toBe(text.length);
  });

  it('stops one byte past the limit, whatever the data would become', async () => {
    expect((await decode('LZWDecode', lzwRunBomb(0x20, 10_000_000), 1000)).length).toBe(1001);
    expect((await decode('LZWDecode', lzwRunBomb(0x20, 10_000_000), 1000, true)).length).toBe(1001);
    expect((await decode('RunLengthDecode', Buffer.alloc(20_000, Buffer.from([129, 0x20])), 1000)).length).toBe(1001);
    expect((await decode('FlateDecode', deflateSync(Buffer.alloc(10_000_000)), 1000)).length).toBe(1001);
  });

  it('keeps what Flate data gave before it broke off, as pdf.js would', async () => {
    const whole = deflateSync(text);
    const broken = Buffer.concat([whole.subarray(0, whole.length - 8), Buffer.from('garbage!')]);
    expect((await decode('FlateDecode', broken)).length).toBeGreaterThan(text.length / 2);
  });
});
