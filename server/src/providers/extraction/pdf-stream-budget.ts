/**
 * A budget on what a PDF's compressed streams expand to, checked before pdf.js reads the file.
 * pdf.js inflates and parses a content stream however large it grows: an 844 KB file can hold a
 * stream of 348 MB of drawing operators, which kept a worker busy to its time limit. Inflating
 * with a ceiling costs a few milliseconds per megabyte and stops at the budget, so such a file is
 * refused in a fraction of a second. Every Flate stream counts (fonts and images too): a dictionary
 * can call a content stream anything, so none is trusted by its label.
 */
import { constants, inflateSync } from 'node:zlib';

const STREAM_START = /stream\r?\n/g;
const FLATE = /\/(?:FlateDecode|Fl)\b/;

/** Whether the file's Flate streams expand to at most `budgetBytes` altogether. */
export function withinStreamBudget(bytes: Uint8Array, budgetBytes: number): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  let remaining = budgetBytes;
  STREAM_START.lastIndex = 0;
  for (let match = STREAM_START.exec(text); match; match = STREAM_START.exec(text)) {
    // The tail of an `endstream` keyword is no stream's start.
    if (match.index >= 3 && text.slice(match.index - 3, match.index) === 'end') continue;
    const start = match.index + match[0].length;
    // The dictionary is what comes between the object's start and the keyword.
    const dictionaryStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(dictionaryStart, match.index - 4096), match.index);
    const end = text.indexOf('endstream', start);
    const stop = end === -1 ? text.length : end;
    STREAM_START.lastIndex = stop;
    if (!FLATE.test(dictionary)) continue;
    let inflated: number;
    try {
      // A truncated stream yields what it holds, as pdf.js reads it.
      inflated = inflateSync(buffer.subarray(start, stop), {
        maxOutputLength: remaining + 1,
        finishFlush: constants.Z_SYNC_FLUSH,
      }).byteLength;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
      continue; // not Flate data after all: pdf.js will fail on it or skip it, cheaply
    }
    remaining -= inflated;
    if (remaining < 0) return false;
  }
  return true;
}
