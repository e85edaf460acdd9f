/**
 * PDF filters' encoders, written for tests: the files that use them are built byte by byte, so a
 * bomb is exactly as large as its test says.
 */

const CLEAR = 256;

/** Packs LZW codes at the widths a reader uses (EarlyChange 1): 9 bits, growing as its table does. */
export function packLzwCodes(codes: number[]): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let width = 9;
  let next = 258;
  let started = false;
  for (const code of codes) {
    bits = (bits << width) | code;
    bitCount += width;
    while (bitCount >= 8) {
      bitCount -= 8;
      bytes.push((bits >>> bitCount) & 0xff);
    }
    bits &= (1 << bitCount) - 1;
    if (code === CLEAR) {
      width = 9;
      next = 258;
      started = false;
    } else {
      if (started && next < 4096) {
        next++;
        if (next + 1 >= 1 << width && width < 12) width++;
      }
      started = true;
    }
  }
  if (bitCount > 0) bytes.push((bits << (8 - bitCount)) & 0xff);
  return Buffer.from(bytes);
}

/** LZW of `data` as PDF writes it, the table cleared before it fills. */
export function lzwEncode(data: Buffer): Buffer {
  const codes: number[] = [CLEAR];
  let table = new Map<string, number>();
  let next = 258;
  let current = '';
  for (const byte of data) {
    const extended = current + String.fromCharCode(byte);
    if (extended.length === 1 || table.has(extended)) {
      current = extended;
      continue;
    }
    codes.push(current.length === 1 ? current.charCodeAt(0) : (table.get(current) ?? 0));
    table.set(extended, next++);
    current = String.fromCharCode(byte);
    if (next >= 4000) {
      codes.push(current.charCodeAt(0), CLEAR);
      table = new Map();
      next = 258;
      current = '';
    }
  }
  if (current) codes.push(current.length === 1 ? current.charCodeAt(0) : (table.get(current) ?? 0));
  codes.push(257);
  return packLzwCodes(codes);
}

/**
 * An LZW stream that expands to about `size` bytes of `byte`: each code stands for one byte more
 * than the one before (the table builds runs of 1, 2, 3, … bytes), cleared before it fills.
 */
export function lzwRunBomb(byte: number, size: number): Buffer {
  const codes: number[] = [];
  let total = 0;
  while (total < size) {
    codes.push(CLEAR, byte);
    total += 1;
    for (let code = 258, run = 2; code < 4000 && total < size; code++, run++) {
      codes.push(code);
      total += run;
    }
  }
  codes.push(257);
  return packLzwCodes(codes);
}

/** RunLength: literal runs of up to 128 bytes, repeats of up to 128 copies, 128 at the end. */
export function runLengthEncode(data: Buffer): Buffer {
  const out: number[] = [];
  let at = 0;
  while (at < data.length) {
    let run = 1;
    while (at + run < data.length && run < 128 && data[at + run] === data[at]) run++;
    if (run > 1) {
      out.push(257 - run, data[at] ?? 0);
      at += run;
      continue;
    }
    const literal = data.subarray(at, Math.min(at + 128, data.length));
    out.push(literal.length - 1, ...literal);
    at += literal.length;
  }
  out.push(128);
  return Buffer.from(out);
}

export function asciiHexEncode(data: Buffer): Buffer {
  return Buffer.from(`${data.toString('hex')}>`, 'latin1');
}

/** ASCII85, with `z` for four zero bytes and `~>` at the end. */
export function ascii85Encode(data: Buffer): Buffer {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, at, at + 4);
    const count = Math.min(4, data.length - at);
    let value = chunk.readUInt32BE();
    if (value === 0 && count === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let i = 0; i < 5; i++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}
