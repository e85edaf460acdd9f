/**
 * A budget on what a PDF's streams decode to, checked before pdf.js reads the file. pdf.js decodes
 * and parses a content stream however large it grows: an 844 KB file can hold a stream of 348 MB of
 * drawing operators, which kept a worker busy to its time limit. Here every stream is decoded
 * through its whole filter chain (Flate, LZW, RunLength, ASCIIHex, ASCII85, in any order and
 * number) with a ceiling, and the file is refused once the streams together pass the budget.
 *
 * A hostile file lies, so nothing is taken on trust:
 * - every `stream` keyword counts, even one inside another stream's data, since the cross-reference
 *   table can point anywhere; a dictionary is whatever parses to end right before the keyword, and
 *   if several readings parse, the largest result counts;
 * - a stream's extent is its /Length when `endstream` follows it, as pdf.js checks, and otherwise
 *   runs to the first `endstream`, as pdf.js then reads it;
 * - a /Filter, /DecodeParms or /Length given by reference is read from each definition of that
 *   object, in the file's text or in its object streams; a filter that cannot be found is measured
 *   as each decoding filter in turn.
 * Image codecs (DCT, JPX, JBIG2, CCITT) end a chain: the text reader never runs them, so the bytes
 * that reach them are what counts. Streams of an encrypted file are measured as they are stored.
 */
import { DECODERS } from './pdf-filters';
import { indexObjects, parseValue, skipSpace, type PdfDictionary, type PdfValue } from './pdf-syntax';

const STREAM_KEYWORD = /(?<![A-Za-z])stream(?![A-Za-z])/g;
/** How far before `stream` its dictionary may begin, and how many readings of it are tried. */
const DICTIONARY_WINDOW = 64 * 1024;
const MAX_READINGS = 8;
const MAX_TRIES = 64;
const MEASURED_WHEN_UNKNOWN = [['FlateDecode'], ['LZWDecode'], ['RunLengthDecode'], ['ASCII85Decode']];

type Chain = { filters: string[]; earlyChange: number };

function isName(value: PdfValue | undefined): value is { name: string } {
  return typeof value === 'object' && value !== null && 'name' in value;
}
function isRef(value: PdfValue | undefined): value is { ref: string } {
  return typeof value === 'object' && value !== null && 'ref' in value;
}
function isDictionary(value: PdfValue | undefined): value is PdfDictionary {
  return typeof value === 'object' && value !== null && 'dict' in value;
}

/** The file's text and the objects its object streams hold (PDF 1.5 keeps most small objects there). */
type Objects = {
  text: string;
  headers: Map<string, number[]>;
  /** Where each packed object starts in its object stream's decoded text; parsed only when asked for. */
  packed: Map<string, { content: string; start: number }[]>;
};

/** The value, or every value a reference to it may stand for; a reference found nowhere stays one. */
function resolve(objects: Objects, value: PdfValue | undefined): (PdfValue | undefined)[] {
  if (!isRef(value)) return [value];
  const found: PdfValue[] = [];
  const places = [
    ...(objects.headers.get(value.ref) ?? []).map((start) => ({ content: objects.text, start })),
    ...(objects.packed.get(value.ref) ?? []),
  ];
  for (const { content, start } of places) {
    const parsed = parseValue(content, start);
    if (parsed) found.push(parsed.value);
  }
  return found.length > 0 ? found : [{ ref: value.ref }];
}

/** Every filter chain the dictionary may mean. */
function readChains(objects: Objects, dictionary: PdfDictionary): Chain[] {
  const chains: Chain[] = [];
  for (const filter of resolve(objects, dictionary.dict.get('Filter'))) {
    const entries = Array.isArray(filter) ? filter : filter === undefined || filter === null ? [] : [filter];
    let lists: string[][] = [[]];
    for (const entry of entries.flatMap((item) => resolve(objects, item))) {
      if (isName(entry)) lists = lists.map((list) => [...list, entry.name]);
      else lists = lists.flatMap((list) => MEASURED_WHEN_UNKNOWN.map((guess) => [...list, ...guess]));
    }
    const params = resolve(objects, dictionary.dict.get('DecodeParms'));
    const earlyChanges = new Set<number>();
    for (const param of params.flatMap((p) => (Array.isArray(p) ? p : [p])).flatMap((p) => resolve(objects, p))) {
      const value = isDictionary(param) ? param.dict.get('EarlyChange') : undefined;
      earlyChanges.add(value === 0 ? 0 : 1);
      if (isRef(param) || isRef(value)) earlyChanges.add(0);
    }
    if (earlyChanges.size === 0) earlyChanges.add(1);
    for (const list of lists) for (const earlyChange of earlyChanges) chains.push({ filters: list, earlyChange });
  }
  return chains;
}

/**
 * The dictionaries that parse to end just before the `stream` keyword at `keyword`. Once one is
 * found, readings that begin before the object's `obj` header are not looked for: they would have
 * to take the header for part of a string.
 */
function readDictionaries(text: string, keyword: number, spend: (work: number) => void): PdfDictionary[] {
  const found: PdfDictionary[] = [];
  const header = text.lastIndexOf('obj', keyword);
  let floor = Math.max(0, keyword - DICTIONARY_WINDOW);
  let tried = 0;
  for (
    let at = text.lastIndexOf('<<', keyword);
    at >= floor && found.length < MAX_READINGS && tried < MAX_TRIES;
    at = text.lastIndexOf('<<', at - 1)
  ) {
    tried++;
    // Parsed on its own, a reading cannot run past the keyword.
    const candidate = text.slice(at, keyword);
    spend(candidate.length);
    const parsed = parseValue(candidate, 0);
    if (parsed && isDictionary(parsed.value) && skipSpace(candidate, parsed.end) === candidate.length) {
      found.push(parsed.value);
      floor = Math.max(floor, header);
    }
    if (at === 0) break;
  }
  return found;
}

/**
 * The stream's data. pdf.js takes /Length when `endstream` follows it and otherwise reads to the
 * first `endstream`; of the lengths the dictionary may mean, the longest such extent is taken.
 */
function readData(buffer: Buffer, objects: Objects, keyword: number, dictionary: PdfDictionary): Buffer {
  const { text } = objects;
  let start = keyword + 'stream'.length;
  if (text[start] === '\r') start++;
  if (text[start] === '\n') start++;
  const firstEnd = text.indexOf('endstream', start);
  let stop = firstEnd === -1 ? text.length : firstEnd;
  for (const length of resolve(objects, dictionary.dict.get('Length'))) {
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || start + length > text.length) continue;
    if (text.startsWith('endstream', skipSpace(text, start + length))) stop = Math.max(stop, start + length);
  }
  return buffer.subarray(start, stop);
}

/**
 * What the chain decodes `data` to, at most `limit + 1` bytes; stops at the first filter that is no
 * decoder. Unless `needBytes`, the last decoder only counts.
 */
async function decode(data: Buffer, chain: Chain, limit: number, needBytes: boolean): Promise<Buffer> {
  let bytes = data;
  for (const [i, filter] of chain.filters.entries()) {
    const decoder = DECODERS[filter];
    if (!decoder) break;
    const next = chain.filters[i + 1];
    const countOnly = !needBytes && (next === undefined || !DECODERS[next]);
    bytes = await decoder(bytes, limit, { earlyChange: chain.earlyChange, countOnly });
    if (bytes.length > limit) break;
  }
  return bytes;
}

/** The objects an object stream holds: `n offset` pairs, then the objects from /First on. */
function unpack(objects: Objects, dictionary: PdfDictionary, decoded: Buffer): void {
  const first = dictionary.dict.get('First');
  if (typeof first !== 'number') return;
  const content = decoded.toString('latin1');
  const pairs = content.slice(0, first).trim().split(/\s+/).map(Number);
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const ref = `${pairs[i]} 0`;
    const places = objects.packed.get(ref) ?? [];
    if (places.length < 8) places.push({ content, start: first + (pairs[i + 1] ?? 0) });
    objects.packed.set(ref, places);
  }
}

type Stream = { keyword: number; dictionaries: PdfDictionary[] };

/** Whether the file's streams decode to at most `budgetBytes` altogether. */
export async function withinStreamBudget(bytes: Uint8Array, budgetBytes: number): Promise<boolean> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const objects: Objects = { text: buffer.toString('latin1'), headers: new Map(), packed: new Map() };
  objects.headers = indexObjects(objects.text);
  // Reading the same bytes again and again (many keywords before one long stream, dictionaries
  // within dictionaries) is work too: past a few passes over the file, the file is refused.
  let work = 16 * buffer.length + budgetBytes;
  const spend = (amount: number): void => {
    work -= amount;
  };
  const streams: Stream[] = [];
  for (const match of objects.text.matchAll(STREAM_KEYWORD)) {
    streams.push({ keyword: match.index, dictionaries: readDictionaries(objects.text, match.index, spend) });
    if (work < 0) return false;
  }
  /** The most any reading of the stream decodes to, at most `limit + 1`; null once the work is spent. */
  const measure = async (stream: Stream, limit: number, onDecoded?: (d: PdfDictionary, b: Buffer) => void) => {
    let largest = 0;
    for (const dictionary of stream.dictionaries) {
      const data = readData(buffer, objects, stream.keyword, dictionary);
      for (const chain of readChains(objects, dictionary)) {
        if (chain.filters.length === 0) continue;
        work -= data.length;
        if (work < 0) return null;
        const decoded = await decode(data, chain, limit, onDecoded !== undefined);
        onDecoded?.(dictionary, decoded);
        largest = Math.max(largest, decoded.length);
        if (largest > limit) return largest;
      }
    }
    return largest;
  };
  // Object streams first, so that references into them resolve when the others are measured.
  for (const stream of streams) {
    if (!stream.dictionaries.some((d) => isName(d.dict.get('Type')) && (d.dict.get('Type') as { name: string }).name === 'ObjStm'))
      continue;
    const size = await measure(stream, budgetBytes, (dictionary, decoded) => unpack(objects, dictionary, decoded));
    if (size === null || size > budgetBytes) return false;
  }
  let remaining = budgetBytes;
  for (const stream of streams) {
    const size = await measure(stream, remaining);
    if (size === null) return false;
    remaining -= size;
    if (remaining < 0) return false;
  }
  return true;
}
