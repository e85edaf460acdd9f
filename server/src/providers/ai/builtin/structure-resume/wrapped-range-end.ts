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
