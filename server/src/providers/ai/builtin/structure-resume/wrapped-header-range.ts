/**
 * A range in a right-hand date column that wrapped beside a header that wrapped too: the header's
 * rest and the range's end share the row below, and both move up.
 */
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';
import { findDateRange, isOnlyDates, isOpenEnd } from './find-dates';

/** What is left after a range's start when it wrapped before its end: ' – Jun', ' –'. */
const UNFINISHED_END = /^\s*[-–—]\s*(\p{L}{3,9}\.?)?\s*$/u;

/** Fewer words than this are a header's name or place, not a sentence of its text. */
const MIN_SENTENCE_WORDS = 8;

/** Two cells one above the other in one column: they overlap across the page. */
function isSameColumn(a: LineCell | undefined, b: LineCell | undefined): boolean {
  if (!a || !b) return true;
  return a.x <= b.x1 && b.x <= a.x1;
}

/**
 * A date column at the right of a header that wrapped too (KOMA-Script's CV styles,
 * many Word templates): 'Curriculum Designer, Northwind School,' beside 'Apr 2018 – Dec', over
 * 'Baton Rouge, LA.' beside '2022'. A header part that stops on a comma or a hyphen goes on in the
 * short text beside the end: both move up, so the header is whole and the range closed.
 */
export function joinWrappedHeaderAndRange(lines: ExtractedLine[]): ExtractedLine[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i];
    const next = out[i + 1];
    if (!line || !next || next.page !== line.page) continue;
    const parts = line.text.split('\t');
    const nextParts = next.text.split('\t');
    const cell = parts.at(-1) ?? '';
    const range = findDateRange(cell);
    if (parts.length < 2 || nextParts.length < 2 || !range || range.end !== '') continue;
    if (!UNFINISHED_END.test(cell.slice(range.index + range.length))) continue;
    const end = nextParts.at(-1)?.trim() ?? '';
    const dates = `${cell.trim()} ${end}`;
    if (!(isOnlyDates(end) || isOpenEnd(end)) || findDateRange(dates)?.end === '') continue;
    if (!isSameColumn(line.cells?.at(-1), next.cells?.at(-1))) continue;
    const head = parts.slice(0, -1).join('\t').trimEnd();
    const rest = nextParts.slice(0, -1).join('\t').trim();
    if (!/[,-]$/.test(head) || rest.split(/\s+/).length >= MIN_SENTENCE_WORDS) continue;
    const whole = head.endsWith('-') && /^\p{Ll}/u.test(rest) ? `${head.slice(0, -1)}${rest}` : `${head} ${rest}`;
    line.text = `${whole}\t${dates}`;
    delete line.cells;
    next.text = '';
  }
  return out.filter((l) => l.text.trim() !== '');
}
