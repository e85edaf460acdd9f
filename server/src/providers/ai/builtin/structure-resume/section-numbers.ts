/**
 * Numbered section headings. Some resumes number their sections: typed before the name ('1.
 * Experience', 'II. EDUCATION', '3 Skills', '04 — Projects', a number and a tab), or numbered by the
 * word processor itself, where a Word file keeps the number out of the text and marks the heading
 * paragraph as an item of a list, and its PDF prints the number a tab away from the name. A reader
 * that wants headings to be short lines of words, never list items, misses them all.
 *
 * Here a section number is taken off a heading before anything else reads the lines, once the
 * document is seen to number its headings: two short lines whose words after the number name
 * sections we know, with the same kind of number. Then every short heading-shaped line numbered the
 * same way loses its number, so a numbered heading with a name we do not know is judged by its look
 * like the others. A Word list item that names a known section and is set apart as a heading (a heading style,
 * bold, or larger than the text) is a heading, not a list item, when two such items say the document
 * numbers its headings as a list.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { classifyHeading, isHeadingShaped } from './heading-words';

type Numbered = { kind: 'arabic' | 'roman'; rest: string };

/**
 * '1. Experience', '2) Skills', '3 Skills', '04 — Projects', '1.\tExperience', 'II. EDUCATION',
 * 'iv. awards'. Lower-case roman numerals need their dot ('i Design' is no numbering). Digits glued
 * to a word ('3D Design') or followed by a unit are no section number, since the rest must read as
 * a heading on its own.
 */
const ARABIC = /^(?:§\s*)?0?(\d{1,2})(?:\.\d{0,2})?\s*(?:[.):]|[-–—|])?[\s\t]+(\p{L}.*)$/u;
const ROMAN = /^([IVX]{1,5}[.):]?|[ivx]{1,5}[.)])[\s\t]+(\p{L}.*)$/u;

function numbered(text: string): Numbered | null {
  const trimmed = text.trim();
  const arabic = ARABIC.exec(trimmed);
  if (arabic?.[2]) return { kind: 'arabic', rest: arabic[2].trim() };
  const roman = ROMAN.exec(trimmed);
  if (roman?.[2]) return { kind: 'roman', rest: roman[2].trim() };
  return null;
}

function asText(line: ExtractedLine, text: string): ExtractedLine {
  const { cells: _cells, ...rest } = line;
  return { ...rest, text };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Word list items that are the document's numbered headings lose their list mark. */
function listHeadings(lines: ExtractedLine[]): ExtractedLine[] {
  const bodySize = median(lines.map((l) => l.fontSize).filter((s) => s > 0));
  const setApart = (line: ExtractedLine) =>
    /^(?:heading|title)/i.test(line.style ?? '') || line.bold || (bodySize > 0 && line.fontSize > bodySize * 1.1);
  const isCandidate = (line: ExtractedLine) =>
    line.isListItem === true && setApart(line) && isHeadingShaped({ ...line, isListItem: false });
  const known = lines.filter((line) => isCandidate(line) && classifyHeading(line.text) !== null);
  if (known.length < 2) return lines;
  // The look those known headings share (style or size and weight): other list items in it are headings too.
  const looks = new Set(known.map((l) => `${l.style ?? ''}|${Math.round(l.fontSize)}|${l.bold}`));
  return lines.map((line) =>
    isCandidate(line) && (classifyHeading(line.text) !== null || looks.has(`${line.style ?? ''}|${Math.round(line.fontSize)}|${line.bold}`))
      ? { ...line, isListItem: false }
      : line,
  );
}

export function unnumberHeadings(allLines: ExtractedLine[]): ExtractedLine[] {
  const lines = listHeadings(allLines);
  const found = lines.map((line) => {
    if (line.isListItem) return null;
    const number = numbered(line.text);
    if (!number || !isHeadingShaped({ ...line, text: number.rest })) return null;
    return { ...number, isKnown: classifyHeading(number.rest) !== null };
  });
  const knownKinds = new Map<string, number>();
  for (const f of found) if (f?.isKnown) knownKinds.set(f.kind, (knownKinds.get(f.kind) ?? 0) + 1);
  if (knownKinds.size === 0) return lines;
  return lines.map((line, i) => {
    const f = found[i];
    if (!f) return line;
    // One numbered line alone ('10 Years Experience') is no numbering of sections.
    return (knownKinds.get(f.kind) ?? 0) >= 2 ? asText(line, f.rest) : line;
  });
}
