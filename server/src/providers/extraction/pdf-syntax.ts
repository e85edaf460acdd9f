/**
 * Just enough PDF object syntax to read a stream's dictionary (its /Filter, /DecodeParms and
 * /Length) before pdf.js sees the file: names, numbers, strings, arrays, dictionaries and
 * indirect references. The text is the file read as latin1, one character per byte.
 */

export type PdfRef = { ref: string };
export type PdfValue = number | string | boolean | null | PdfRef | PdfValue[] | PdfDictionary | { name: string };
export type PdfDictionary = { dict: Map<string, PdfValue> };

const WHITESPACE = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
/** Deeper nesting than any real dictionary: past it the parse fails instead of recursing further. */
const MAX_DEPTH = 32;

type Parsed = { value: PdfValue; end: number } | null;

export function skipSpace(text: string, pos: number): number {
  while (pos < text.length) {
    const ch = text.charAt(pos);
    if (WHITESPACE.has(ch)) pos++;
    else if (ch === '%') {
      while (pos < text.length && text.charAt(pos) !== '\n' && text.charAt(pos) !== '\r') pos++;
    } else break;
  }
  return pos;
}

function regularEnd(text: string, pos: number): number {
  while (pos < text.length && !WHITESPACE.has(text.charAt(pos)) && !DELIMITERS.has(text.charAt(pos))) pos++;
  return pos;
}

function parseName(text: string, pos: number): Parsed {
  const end = regularEnd(text, pos + 1);
  const name = text.slice(pos + 1, end).replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { value: { name }, end };
}

function parseLiteralString(text: string, pos: number): Parsed {
  let depth = 0;
  for (let i = pos; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === '\\') i++;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return { value: text.slice(pos + 1, i), end: i + 1 };
  }
  return null;
}

function parseHexString(text: string, pos: number): Parsed {
  const end = text.indexOf('>', pos);
  if (end === -1 || !/^[0-9A-Fa-f\s]*$/.test(text.slice(pos + 1, end))) return null;
  return { value: text.slice(pos + 1, end), end: end + 1 };
}

function parseDictionary(text: string, pos: number, depth: number): Parsed {
  const dict = new Map<string, PdfValue>();
  let at = skipSpace(text, pos + 2);
  while (at < text.length) {
    if (text.startsWith('>>', at)) return { value: { dict }, end: at + 2 };
    if (text.charAt(at) !== '/') return null;
    const key = parseName(text, at);
    if (!key) return null;
    const value = parseValue(text, skipSpace(text, key.end), depth + 1);
    if (!value) return null;
    dict.set((key.value as { name: string }).name, value.value);
    at = skipSpace(text, value.end);
  }
  return null;
}

function parseArray(text: string, pos: number, depth: number): Parsed {
  const items: PdfValue[] = [];
  let at = skipSpace(text, pos + 1);
  while (at < text.length) {
    if (text.charAt(at) === ']') return { value: items, end: at + 1 };
    const item = parseValue(text, at, depth + 1);
    if (!item) return null;
    items.push(item.value);
    at = skipSpace(text, item.end);
  }
  return null;
}

/** A number, or `n g R` read as a reference. */
function parseNumberOrRef(text: string, pos: number): Parsed {
  const reference = /^(\d+)\s+(\d+)\s+R(?![^\0\t\n\f\r ()<>[\]{}/%])/.exec(text.slice(pos, pos + 40));
  if (reference) return { value: { ref: `${reference[1]} ${reference[2]}` }, end: pos + reference[0].length };
  const end = regularEnd(text, pos);
  const number = Number(text.slice(pos, end));
  return Number.isFinite(number) && end > pos ? { value: number, end } : null;
}

/** The object that starts at `pos` (after any whitespace), or null when the text there is no object. */
export function parseValue(text: string, pos: number, depth = 0): Parsed {
  if (depth > MAX_DEPTH) return null;
  const at = skipSpace(text, pos);
  const ch = text.charAt(at);
  if (text.startsWith('<<', at)) return parseDictionary(text, at, depth);
  if (ch === '<') return parseHexString(text, at);
  if (ch === '(') return parseLiteralString(text, at);
  if (ch === '[') return parseArray(text, at, depth);
  if (ch === '/') return parseName(text, at);
  if (ch === '') return null;
  if (/[-+.\d]/.test(ch)) return parseNumberOrRef(text, at);
  const end = regularEnd(text, at);
  const word = text.slice(at, end);
  if (word === 'true' || word === 'false') return { value: word === 'true', end };
  if (word === 'null') return { value: null, end };
  return null;
}

/**
 * Where each object's text begins, by `n g`: every `n g obj` header in the file. A file updated in
 * place can define an object twice, and which one counts is the cross-reference table's call, so
 * all are kept.
 */
export function indexObjects(text: string): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const match of text.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj\b/g)) {
    const ref = `${match[1]} ${match[2]}`;
    const starts = index.get(ref) ?? [];
    if (starts.length < 8) starts.push(match.index + match[0].length);
    index.set(ref, starts);
  }
  return index;
}
