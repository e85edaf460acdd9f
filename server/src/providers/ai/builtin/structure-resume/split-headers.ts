/**
 * A run of header lines with no statements between them may hold several entries (schools,
 * awards, entries with no bullets): where each starts, from the dates, the bold lead lines, or
 * the look that repeats.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { findDateRange, isOnlyDates } from './find-dates';

type HeaderItem = { line: ExtractedLine; text: string; hasDate: boolean };

const lookOf = (item: HeaderItem) => `${Math.round(item.line.fontSize * 2)}|${item.line.bold ? 'b' : ''}`;

/**
 * Entries with no dates to split at ('University of Highmere' over its degree, then the next
 * school): each starts where the look of the first line comes back, when the lines under it look
 * different. The header pattern that repeats marks the entries.
 */
function splitAtRepeatedLook<T extends HeaderItem>(header: T[]): T[][] {
  const first = header[0];
  const second = header[1];
  if (!first || !second || lookOf(first) === lookOf(second)) return [header];
  const starts = header.map((item, i) => (lookOf(item) === lookOf(first) ? i : -1)).filter((i) => i >= 0);
  if (starts.length < 2) return [header];
  return starts.map((start, k) => header.slice(start, starts[k + 1] ?? header.length));
}

/**
 * Entries set apart by space: where the run's lines are spaced two ways, line spacing and a wider
 * gap, and each stretch between wider gaps holds one date line, every stretch is an entry. A
 * degree wrapped onto two lines in one entry and not in the next moves no entry's start.
 */
function splitAtSpacing<T extends HeaderItem>(header: T[], dateLines: number[]): T[][] | null {
  const gaps = header.slice(1).map((item, i) => {
    const above = header[i];
    return above && above.line.page === item.line.page ? item.line.y - above.line.y : Number.NaN;
  });
  if (gaps.some((gap) => !(gap > 0))) return null;
  const lineSpacing = Math.min(...gaps);
  const isWide = (gap: number) => gap >= lineSpacing * 1.3 && gap - lineSpacing >= 3;
  const starts = [0, ...gaps.flatMap((gap, i) => (isWide(gap) ? [i + 1] : []))];
  if (starts.length !== dateLines.length) return null;
  const parts = starts.map((start, k) => header.slice(start, starts[k + 1] ?? header.length));
  let offset = 0;
  for (const part of parts) {
    const datesIn = dateLines.filter((i) => i >= offset && i < offset + part.length).length;
    if (datesIn !== 1) return null;
    offset += part.length;
  }
  return parts;
}

/** Splits a header run that holds several entries (entries with no bullets) at their dates. */
export function splitHeaders<T extends HeaderItem>(header: T[], dateOffset: number): T[][] {
  const dateLines = header
    .map((item, i) => (item.hasDate && !(i > 0 && isOnlyDates(item.text) && header[i - 1]?.hasDate) ? i : -1))
    .filter((i) => i >= 0);
  if (dateLines.length === 0) return splitAtRepeatedLook(header);
  if (dateLines.length === 1) return [header];
  // A bold lead line (the school or company) per entry marks the starts better than the dates,
  // which may follow a degree that wrapped onto two lines.
  const boldStarts = header.map((item, i) => (item.line.bold ? i : -1)).filter((i) => i >= 0);
  if (header[0]?.line.bold && boldStarts.length === dateLines.length) {
    return boldStarts.map((start, k) => header.slice(start, boldStarts[k + 1] ?? header.length));
  }
  // Dates on a line of their own that closes the run close every entry ('Master of Business' /
  // 'Administration' / 'University of …' / '2010 – 2012'): a degree that wraps onto more lines in
  // one entry than in another moves no entry's start.
  const isDatesLine = (i: number) => isOnlyDates(header[i]?.text ?? '');
  if (isDatesLine(header.length - 1) && dateLines.every(isDatesLine)) {
    return dateLines.map((end, k) => header.slice(k === 0 ? 0 : (dateLines[k - 1] ?? 0) + 1, end + 1));
  }
  // 'Ledger sampling for auditors,' / 'Data Engineering Letters (2021)': entries with no body
  // that end on their dates, as citations and awards do, end where each date line ends.
  const endsOnDate = (i: number) => {
    const range = findDateRange(header[i]?.text ?? '');
    return range !== null && /^[\s).,;:\]]*$/.test((header[i]?.text ?? '').slice(range.index + range.length));
  };
  if (endsOnDate(header.length - 1) && dateLines.every(endsOnDate) && !header.some((item) => item.text.includes('\t'))) {
    return dateLines.map((end, k) => header.slice(k === 0 ? 0 : (dateLines[k - 1] ?? 0) + 1, end + 1));
  }
  const spaced = splitAtSpacing(header, dateLines);
  if (spaced) return spaced;
  // An entry starts only on a line in a size that starts the first one: 'Hollin Technical College'
  // in small type under the first entry's dates belongs to that entry, though the next dates follow it.
  const sizeOf = (item: T | undefined) => Math.round((item?.line.fontSize ?? 0) * 2);
  const leadSizes = new Set(header.slice(0, dateLines[0]).map(sizeOf));
  const starts = dateLines.map((i) => {
    let start = Math.max(0, i - dateOffset);
    while (leadSizes.size > 0 && start < i && !leadSizes.has(sizeOf(header[start]))) start += 1;
    return start;
  });
  const unique = [...new Set(starts)].sort((a, b) => a - b);
  if (unique[0] !== 0) unique[0] = 0;
  return unique.map((start, k) => header.slice(start, unique[k + 1] ?? header.length));
}
