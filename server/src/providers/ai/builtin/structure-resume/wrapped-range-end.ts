/**
 * A date column too narrow for a whole range: moderncv-like classes print 'July 2024 –' beside the
 * entry's header and the end ('Current', 'May 2021') on the row below, where it sits after the
 * first line of the entry's text. The end moves up to close its range, so the header has its
 * dates and the text line below does not look like a new entry.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { findDateRange, isOnlyDates, isOpenEnd } from './find-dates';

/** 'July 2024 – Supply Chain Manager, …': a start date and a dash, and no end. */
const OPEN_START = /^\s*[-–—]\s*/;

/** Fewer words than this are a header's name or place, not a sentence of its text. */
const MIN_SENTENCE_WORDS = 8;

export function joinWrappedRangeEnds(lines: ExtractedLine[]): ExtractedLine[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i];
    const next = out[i + 1];
    if (!line || !next || next.page !== line.page) continue;
    const range = findDateRange(line.text);
    if (!range || range.index !== 0 || range.end !== '') continue;
    const after = line.text.slice(range.length);
    const dash = OPEN_START.exec(after);
    if (!dash || findDateRange(after) !== null) continue;
    const cells = next.text.split('\t');
    const end = cells.at(-1)?.trim() ?? '';
    if (cells.length < 2 || !(isOnlyDates(end) || isOpenEnd(end))) continue;
    const rest = after.slice(dash[0].length).trim();
    line.text = `${range.start} – ${end}${rest ? `\t${rest}` : ''}`;
    next.text = cells.slice(0, -1).join('\t');
    // What shared its row with the end date is the entry's text: a sentence starts its description.
    if (next.text.split(/\s+/).length >= MIN_SENTENCE_WORDS) next.isListItem = true;
  }
  return out.filter((l) => l.text.trim() !== '');
}

/** 'Mar 2022 –' or 'Apr 2018 – Dec' after a start date: the range's dash, and a month whose year wrapped. */
const OPEN_TAIL = /^\s*[-–—]\s*(\p{L}{3,9}\.?)?\s*$/u;

const isMonthName = (word: string) => findDateRange(`${word} 2000`)?.start === `${word} 2000`;

/**
 * The same in a date column at the right of the page (KOMA-Script's CV styles, many Word
 * templates): 'Apr 2018 – Dec' as the last cell of the header's first row and '2022' (or 'Present')
 * as the last cell of the row below, beside the rest of the header. The range is closed on the
 * first row; what shared the second row continues the header when the first stops on a comma or a
 * hyphen (a wrapped 'Title, Company, Place'), else it stays a line of its own.
 */
export function joinWrappedRangeEndsAtRight(lines: ExtractedLine[]): ExtractedLine[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i];
    const next = out[i + 1];
    if (!line || !next || next.page !== line.page) continue;
    const cells = line.text.split('\t');
    const nextCells = next.text.split('\t');
    if (cells.length < 2 || nextCells.length < 2) continue;
    const last = cells.at(-1) ?? '';
    const range = findDateRange(last);
    if (!range || range.index !== 0 || range.end !== '') continue;
    const tail = OPEN_TAIL.exec(last.slice(range.length));
    const month = tail?.[1];
    if (!tail || (month && !isMonthName(month))) continue;
    const below = nextCells.at(-1)?.trim() ?? '';
    const end = month ? (/^(?:19|20)\d{2}$/.test(below) ? `${month} ${below}` : '') : isOnlyDates(below) || isOpenEnd(below) ? below : '';
    if (!end) continue;
    const head = cells.slice(0, -1).join('\t').trimEnd();
    const rest = nextCells.slice(0, -1).join('\t').trim();
    const dates = `${range.start} – ${end}`;
    if (/[,-]$/.test(head) && rest.split(/\s+/).length < MIN_SENTENCE_WORDS) {
      const joined = head.endsWith('-') && /^\p{Ll}/u.test(rest) ? `${head.slice(0, -1)}${rest}` : `${head} ${rest}`;
      line.text = `${joined}\t${dates}`;
      next.text = '';
    } else {
      line.text = `${head}\t${dates}`;
      next.text = rest;
    }
  }
  return out.filter((l) => l.text.trim() !== '');
}
