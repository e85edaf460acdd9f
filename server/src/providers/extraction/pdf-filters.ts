/**
 * The PDF filters that can make a stream larger than it is in the file, each decoding at most
 * `limit + 1` bytes: an answer longer than `limit` means "over the budget", and decoding stops
 * there. Broken data decodes as far as it goes and stops, as in pdf.js, which reads what it can.
 */
import { constants, createInflate, inflateSync } from 'node:zlib';

/** `countOnly`: the last filter of a chain, whose bytes only matter by their number (the bytes may be left unwritten). */
export type DecoderParams = { earlyChange: number; countOnly: boolean };
export type Decoder = (input: Buffer, limit: number, params: DecoderParams) => Promise<Buffer> | Buffer;

/** Bytes gathered into one growing buffer, up to `limit + 1` of them. */
class Output {
  private buffer = Buffer.alloc(0);
  length = 0;
  constructor(private readonly limit: number) {}
  get full(): boolean {
    return this.length > this.limit;
  }
  /** Room for `count` more bytes (fewer at the cap); returns how many fit. */
  private reserve(count: number): number {
    const wanted = Math.min(this.length + count, this.limit + 1);
    if (wanted > this.buffer.length) {
      const grown = Buffer.alloc(Math.min(Math.max(wanted, this.buffer.length * 2, 4096), this.limit + 1));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    return wanted - this.length;
  }
  push(chunk: Uint8Array): void {
    const room = this.reserve(chunk.length);
    this.buffer.set(chunk.subarray(0, room), this.length);
    this.length += room;
  }
  repeat(byte: number, count: number): void {
    const room = this.reserve(count);
    this.buffer.fill(byte, this.length, this.length + room);
    this.length += room;
  }
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/**
 * In one call when the data is sound (the common case, and the quick one); streamed when it is
 * not, so that what came out before the error still counts, as it would in pdf.js.
 */
function flate(input: Buffer, limit: number): Promise<Buffer> | Buffer {
  try {
    return inflateSync(input, { maxOutputLength: limit + 1, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    // Over the budget: only the length matters from here on.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return Buffer.allocUnsafe(limit + 1);
    return flateUpToError(input, limit);
  }
}

function flateUpToError(input: Buffer, limit: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const output = new Output(limit);
    const inflater = createInflate();
    const finish = (): void => resolve(output.bytes());
    inflater.on('data', (chunk: Buffer) => {
      output.push(chunk);
      if (output.full) {
        inflater.destroy();
        finish();
      }
    });
    inflater.on('error', finish);
    inflater.on('end', finish);
    inflater.end(input);
  });
}

/** LZW as PDF writes it: 9- to 12-bit codes, 256 clears the table, 257 ends the data. */
function lzw(input: Buffer, limit: number, { earlyChange, countOnly }: DecoderParams): Buffer {
  const output = new Output(limit);
  let counted = 0;
  const prefixes = new Int32Array(4096);
  const lastBytes = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  const firstBytes = new Uint8Array(4096);
  for (let i = 0; i < 256; i++) {
    lastBytes[i] = i;
    firstBytes[i] = i;
    lengths[i] = 1;
  }
  let nextCode = 258;
  let codeLength = 9;
  let previous = -1;
  let cached = 0;
  let cachedBits = 0;
  let at = 0;
  const scratch = new Uint8Array(4097);
  /** The bytes of `code`, in `scratch`; returns how many. */
  const spell = (code: number): number => {
    const length = lengths[code] ?? 0;
    for (let i = length - 1, c = code; i >= 0; i--, c = prefixes[c] ?? 0) scratch[i] = lastBytes[c] ?? 0;
    return length;
  };
  while (!output.full && counted <= limit) {
    while (cachedBits < codeLength && at < input.length) {
      cached = ((cached << 8) | (input[at++] ?? 0)) & 0xffffff;
      cachedBits += 8;
    }
    if (cachedBits < codeLength) break;
    cachedBits -= codeLength;
    const code = (cached >>> cachedBits) & ((1 << codeLength) - 1);
    if (code === 256) {
      nextCode = 258;
      codeLength = 9;
      previous = -1;
      continue;
    }
    if (code === 257) break;
    if (code >= nextCode && previous < 0) break;
    // A code past the table (KwKwK) is the previous string plus its own first byte.
    const known = code < nextCode;
    const first = known ? (firstBytes[code] ?? 0) : (firstBytes[previous] ?? 0);
    const length = known ? (lengths[code] ?? 0) : (lengths[previous] ?? 0) + 1;
    if (previous >= 0 && nextCode < 4096) {
      prefixes[nextCode] = previous;
      lastBytes[nextCode] = first;
      firstBytes[nextCode] = firstBytes[previous] ?? 0;
      lengths[nextCode] = Math.min((lengths[previous] ?? 0) + 1, 4096);
      nextCode++;
      const reach = nextCode + earlyChange;
      if (reach >= 1 << codeLength && codeLength < 12) codeLength++;
    }
    previous = code;
    counted += length;
    if (!countOnly) output.push(scratch.subarray(0, spell(code)));
  }
  if (countOnly) return Buffer.allocUnsafe(Math.min(counted, limit + 1));
  return output.bytes();
}

/** Runs: a length byte n then n + 1 bytes as they are, or 257 - n copies of the next byte; 128 ends. */
function runLength(input: Buffer, limit: number, { countOnly }: DecoderParams): Buffer {
  const output = new Output(limit);
  let counted = 0;
  let at = 0;
  while (at < input.length && counted <= limit) {
    const n = input[at++] ?? 128;
    if (n === 128) break;
    if (n < 128) {
      const literal = input.subarray(at, at + n + 1);
      if (!countOnly) output.push(literal);
      counted += literal.length;
      at += n + 1;
    } else if (at < input.length) {
      if (!countOnly) output.repeat(input[at] ?? 0, 257 - n);
      counted += 257 - n;
      at++;
    }
  }
  return countOnly ? Buffer.allocUnsafe(Math.min(counted, limit + 1)) : output.bytes();
}

function asciiHex(input: Buffer, limit: number): Buffer {
  const text = input.toString('latin1');
  const end = text.indexOf('>');
  const digits = (end === -1 ? text : text.slice(0, end)).replace(/[^0-9A-Fa-f]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex').subarray(0, limit + 1);
}

/** Base 85 in groups of five characters to four bytes; `z` is four zero bytes; `~>` ends. */
function ascii85(input: Buffer, limit: number): Buffer {
  const output = new Output(limit);
  const group: number[] = [];
  const flush = (count: number): void => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value >>> 0);
    output.push(bytes.subarray(0, count));
  };
  for (let at = 0; at < input.length && !output.full; at++) {
    const ch = input[at] ?? 0x7e;
    if (ch === 0x7e) break; // ~
    if (ch === 0x7a && group.length === 0) output.repeat(0, 4);
    else if (ch >= 0x21 && ch <= 0x75) {
      group.push(ch - 0x21);
      if (group.length === 5) {
        flush(4);
        group.length = 0;
      }
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return output.bytes();
}

/** The filters by their names and the short names pdf.js also accepts. */
export const DECODERS: Record<string, Decoder> = {
  FlateDecode: flate,
  Fl: flate,
  LZWDecode: lzw,
  LZW: lzw,
  RunLengthDecode: runLength,
  RL: runLength,
  ASCIIHexDecode: asciiHex,
  AHx: asciiHex,
  ASCII85Decode: ascii85,
  A85: ascii85,
};
