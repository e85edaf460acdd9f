/**
 * A date column too narrow for a whole range: moderncv-like classes print 'July 2024 –' beside the
 * entry's header and the end ('Current', 'May 2021') on the row below, where it sits after the
 * first line of the entry's text. The end moves up to close its range, so the header has its
 * dates and the text line below does not look like a new entry ('03/2018 –<tab>Company' over
 * '06/2020<tab>Title' the same). A date column set right of the entry wraps the other way too:
 * 'Sep 2016 – Jun' beside the school, '2018' under it.
 */
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';
import { namesDegree } from './education-words';
import { findDateRange, isOnlyDates, isOpenEnd } from './find-dates';

/** 'July 2024 – Supply Chain Manager, …': a start date and a dash, and no end. */
const OPEN_START = /^\s*[-–—]\s*/;

/** Fewer words than this are a header's name or place, not a sentence of its text. */
const MIN_SENTENCE_WORDS = 8;

/**
 * The end of a wrapped range on the row below: its last cell (a date column right of the text),
 * or its start (the date column left of the text: 'May 2013 University, GPA 3.1', 'Current').
 */
function endOnNextRow(text: string): { end: string; rest: string; isLeading: boolean; isOwnCell?: boolean } | null {
  const cells = text.split('\t');
  const last = cells.at(-1)?.trim() ?? '';
  if (cells.length >= 2 && (isOnlyDates(last) || isOpenEnd(last)))
    return { end: last, rest: cells.slice(0, -1).join('\t'), isLeading: false };
  const first = cells[0]?.trim() ?? '';
  if (cells.length >= 2 && (isOnlyDates(first) || isOpenEnd(first)))
    return { end: first, rest: cells.slice(1).join('\t'), isLeading: true, isOwnCell: true };
  const lead = findDateRange(text);
  if (!lead || lead.index !== 0 || lead.end !== '') return null;
  const rest = text.slice(lead.length).replace(/^\t/, '').trim();
  return /^[-–—]/.test(rest) ? null : { end: lead.start, rest, isLeading: true };
}

/** A few words that can close a header line: no bullet mark, not a sentence. */
function isHeaderRest(text: string): boolean {
  return text !== '' && /^\p{L}/u.test(text) && text.split(/\s+/).length < 6;
}

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
    const rest = after.slice(dash[0].length).trim();
    const found = endOnNextRow(next.text);
    if (!found) {
      if (rest === '') closeRangeAcrossRow(out, i);
      continue;
    }
    // 'Master of Arts, Harlow State' over 'May 2013 University, GPA 3.1': a few words after the
    // end finish the header the row above had no room for.
    // In a cell of its own, the end leaves its row's text to the header only where the row above
    // broke off open ('(Ardmore,' over 'Kilbride & Glenmore)'); otherwise that text is the header's next line.
    const isLeftOpen = /,$/.test(rest) || rest.split('(').length > rest.split(')').length;
    const isBesideText = found.isOwnCell ? isLeftOpen : !next.text.includes('\t');
    const finishesHeader = found.isLeading && isBesideText && rest !== '' && !/[.;]$/.test(rest) && isHeaderRest(found.rest);
    line.text = `${range.start} – ${found.end}${rest ? `\t${rest}${finishesHeader ? ` ${found.rest}` : ''}` : ''}`;
    next.text = finishesHeader ? '' : found.rest;
    // What shared its row with the end date is the entry's text: a sentence starts its description.
    if (next.text.split(/\s+/).length >= MIN_SENTENCE_WORDS) next.isListItem = true;
  }
  return out.filter((l) => l.text.trim() !== '');
}

/**
 * 'Feb 2021 –' over the entry's second header line, then 'Jan 2025': a date column set in smaller
 * type beside the header, its rows falling between the header's rows. The end, alone in the same
 * column two rows down, closes the range.
 */
function closeRangeAcrossRow(out: ExtractedLine[], i: number): void {
  const line = out[i];
  const between = out[i + 1];
  const end = out[i + 2];
  if (!line || !between || !end || end.page !== line.page || Math.abs(end.x - line.x) > 3) return;
  if (Math.abs(between.x - line.x) <= 3 || findDateRange(between.text) !== null) return;
  const text = end.text.trim();
  if (text.includes('\t') || !(isOnlyDates(text) || isOpenEnd(text))) return;
  line.text = `${line.text.trim()} ${text}`;
  end.text = '';
}

/** What is left after a date when the range wrapped before its end's year: ' – Jun', ' – Dez', ' –'. */
const UNFINISHED_END = /^\s*[-–—]\s*(?:\p{L}{3,9}\.?)?\s*$/u;

/**
 * The last cell of `next` finishes the last cell of `line` in one column: `line` takes `joined`
 * (the two together) as its last cell, and `next` loses its own. Changes both lines in place.
 */
export function moveLastCellUp(line: ExtractedLine, next: ExtractedLine, joined: string): void {
  line.text = [...line.text.split('\t').slice(0, -1), joined].join('\t');
  next.text = next.text.split('\t').slice(0, -1).join('\t');
  const lastCell = line.cells?.at(-1);
  if (line.cells && lastCell) line.cells = [...line.cells.slice(0, -1), { ...lastCell, text: joined }];
  if (next.cells) next.cells = next.cells.slice(0, -1);
}

/** Two cells one above the other in one column: they overlap across the page. */
export function isSameColumn(a: LineCell | undefined, b: LineCell | undefined): boolean {
  if (!a || !b) return true;
  return a.x <= b.x1 && b.x <= a.x1;
}

/**
 * 'University of Eastbrook ⇥ Sep 2016 – Jun' over 'Master of Arts ⇥ 2018': the last cell of a row is
 * a range wrapped before its end's year, and the last cell of the row below, in the same column, is
 * that year (or a whole end date). The year moves up to close the range.
 */
export function joinWrappedDateCells(lines: ExtractedLine[]): ExtractedLine[] {
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
    const joined = `${cell.trim()} ${end}`;
    if (!(isOnlyDates(end) || isOpenEnd(end)) || findDateRange(joined)?.end === '') continue;
    if (!isSameColumn(line.cells?.at(-1), next.cells?.at(-1))) continue;
    // The header beside the range may have wrapped too ('Curriculum Designer, Northwind School,'
    // over 'Baton Rouge, LA.'): a part that stops on a comma or a hyphen goes on beside the year.
    const head = parts.slice(0, -1).join('\t').trimEnd();
    const rest = nextParts.slice(0, -1).join('\t').trim();
    if (/[,-]$/.test(head) && rest !== '' && rest.split(/\s+/).length < MIN_SENTENCE_WORDS) {
      const whole = head.endsWith('-') && /^\p{Ll}/u.test(rest) ? `${head.slice(0, -1)}${rest}` : `${head} ${rest}`;
      line.text = `${whole}\t${joined}`;
      delete line.cells;
      next.text = '';
      continue;
    }
    moveLastCellUp(line, next, joined);
  }
  return out.filter((l) => l.text.trim() !== '');
}

/**
 * 'Corrigan Institute of Technology' in large type and '2016 - 2018' in small type at the right of
 * the same row: the reader gives a row of mixed sizes as two lines, the dates after. They are the
 * header's dates, a cell of its row, not the start of another entry.
 */
export function joinDatesOnHeaderRow(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (const line of lines) {
    const above = out.at(-1);
    const isRowDates =
      above !== undefined &&
      above.page === line.page &&
      Math.abs(above.y - line.y) <= 2 &&
      line.x > above.x &&
      !above.isListItem &&
      isOnlyDates(line.text.trim()) &&
      findDateRange(above.text) === null;
    if (isRowDates) out[out.length - 1] = { ...above, text: `${above.text}\t${line.text.trim()}`, cells: undefined };
    else out.push(line);
  }
  return out;
}

/** A date range that ends the text, glued to the word before it. */
function gluedDates(text: string): { sentence: string; dates: string } | null {
  const at = text.search(/(?<=\p{L})(?:19|20)\d{2}(?!.*\p{L}(?:19|20)\d{2})/u);
  if (at <= 0) return null;
  const tail = text.slice(at).trim();
  const range = findDateRange(tail);
  if (!range || range.end === '' || range.index !== 0 || range.length < tail.length) return null;
  return { sentence: text.slice(0, at), dates: tail };
}

/**
 * 'Part of a team of 28.<tab>2019-03 — 2021-08': dates set at the right of the entry's first line of
 * text, beside a sentence, not beside its title. The dates are the header's; the sentence is body
 * text, read after them.
 */
export function splitDatesFromSentence(lines: ExtractedLine[]): ExtractedLine[] {
  return lines.flatMap((line, i) => {
    const glued = gluedDates(line.text);
    if (glued && !line.isListItem) {
      // 'which cut audit findings by 21% within 10 months2023-01 — 2025-06': the sentence's first
      // line wrapped against dates floated to its right, with no gap left between them.
      const words = glued.sentence.split(/\s+/).filter((w) => /\p{L}/u.test(w));
      const lowerShare = words.filter((w) => /^\p{Ll}/u.test(w)).length / Math.max(1, words.length);
      if (words.length >= 5 && lowerShare >= 0.5) {
        return [
          { ...line, text: glued.dates, cells: undefined, roles: undefined },
          { ...line, text: glued.sentence, cells: undefined, roles: undefined },
        ];
      }
    }
    const cells = line.text.split('\t');
    const dates = cells.at(-1)?.trim() ?? '';
    const sentence = cells.slice(0, -1).join(' ').trim();
    const words = sentence.split(/\s+/).filter((w) => /\p{L}/u.test(w));
    // Mostly small letters: a sentence, not 'Title, Employer, Place.' as some CV classes end a header.
    const lowerShare = words.filter((w) => /^\p{Ll}/u.test(w)).length / Math.max(1, words.length);
    // A sentence ends on its stop, or wraps: the next line, set at its left edge, goes on in small
    // letters. A degree wraps so too ('… in Food Sci-' over 'ence, …'), and is no sentence.
    const next = lines[i + 1];
    const wraps =
      next !== undefined &&
      next.page === line.page &&
      Math.abs(next.x - line.x) <= 2 &&
      /^\p{Ll}/u.test(next.text) &&
      !namesDegree(sentence);
    const isSentence =
      (/[.!?]$/.test(sentence) || (wraps && !/[,;:]$/.test(sentence))) &&
      words.length >= 5 &&
      lowerShare >= 0.5 &&
      findDateRange(sentence) === null;
    if (cells.length < 2 || line.isListItem || !isSentence || !isOnlyDates(dates)) return [line];
    return [
      { ...line, text: dates, x: line.cells?.at(-1)?.x ?? line.x, cells: line.cells?.slice(-1), roles: undefined },
      { ...line, text: sentence, cells: line.cells?.slice(0, -1), roles: undefined },
    ];
  });
}
