/**
 * Page furniture: page numbers, and running headers and footers that a long resume repeats on every
 * page ('Ada Byrne — Résumé', 'Updated March 2025 · Page 2 of 3'). They are not entries; kept apart,
 * they still serve the contact details (some layouts print those only in the footer) and are shown
 * to the user among the lines no field took.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { isOnlyDates } from './find-dates';
import { DOCUMENT_TITLE } from './find-name';
import { mostCommonSize } from './type-sizes';

/**
 * 'Page 1 of 2', '1 of 2', 'Page 2', 'Amara Whitfield — Page 2': page furniture wherever it is.
 * A bare '2/3' is not one: '02/2018' and '02/18' are dates.
 */
const PAGE_MARK = /^page\s*\d+\s*(?:of|\/)\s*\d+$|^\d{1,3}\s+of\s+\d{1,3}$|^page\s+\d+$|\s[—–|·-]\s*page\s+\d+(?:\s*(?:of|\/)\s*\d+)?$/i;
/** '2', '2/3', '- 2 -': a page number, when it is a page's first or last line. */
const BARE_NUMBER = /^[-–\s]*\d{1,2}(?:\s*\/\s*\d{1,2})?[-–\s]*$/;

/**
 * 'Copyright 2014 …', 'Design by …', 'JSON Resume template by …': a theme's credit, printed after
 * the resume's last line. It names the theme's author, not the person.
 */
const CREDIT = /^(?:©|\(c\)\s|copyright\b|(?:json\s+)?(?:resume\s+|cv\s+)?(?:theme|template|design|designed)\s+by\b|powered\s+by\b)/i;

/** How many of the document's last lines a credit may be among. */
const CREDIT_LINES = 4;

/** The first two and the last two lines of every page: where running headers and footers stand. */
function edgeLines(lines: ExtractedLine[]): { top: Set<ExtractedLine>; bottom: Set<ExtractedLine> } {
  const top = new Set<ExtractedLine>();
  const bottom = new Set<ExtractedLine>();
  const pages = new Map<number, ExtractedLine[]>();
  for (const line of lines) pages.set(line.page, [...(pages.get(line.page) ?? []), line]);
  for (const onPage of pages.values()) {
    const byY = [...onPage].sort((a, b) => a.y - b.y);
    for (const line of byY.slice(0, 2)) top.add(line);
    for (const line of byY.slice(-2)) bottom.add(line);
  }
  return { top, bottom };
}

/**
 * A browser printing a page whose break falls through a line draws that line on both pages, half on
 * each: the next page's first line repeats the last one, at the same left edge. One copy is the line.
 */
function slicedCopies(lines: ExtractedLine[]): Set<ExtractedLine> {
  const copies = new Set<ExtractedLine>();
  const lastOf = new Map<number, ExtractedLine>();
  const firstOf = new Map<number, ExtractedLine>();
  for (const line of lines) {
    const [last, first] = [lastOf.get(line.page), firstOf.get(line.page)];
    if (!last || line.y >= last.y) lastOf.set(line.page, line);
    if (!first || line.y < first.y) firstOf.set(line.page, line);
  }
  for (const [page, last] of lastOf) {
    const first = firstOf.get(page + 1);
    if (first && first.text.trim() === last.text.trim() && Math.abs(first.x - last.x) <= 2) copies.add(first);
  }
  return copies;
}

/** The top line of every page but the first. */
function firstLinesAfterPageOne(lines: ExtractedLine[]): Set<ExtractedLine> {
  const tops = new Map<number, ExtractedLine>();
  for (const line of lines) {
    const top = tops.get(line.page);
    if (line.page > 1 && (!top || line.y < top.y)) tops.set(line.page, line);
  }
  return new Set(tops.values());
}

export function splitPageFurniture(lines: ExtractedLine[]): { content: ExtractedLine[]; furniture: ExtractedLine[] } {
  const sliced = slicedCopies(lines);
  lines = lines.filter((line) => !sliced.has(line));
  const { top, bottom } = edgeLines(lines);
  const pageCount = new Set(lines.map((l) => l.page)).size;
  // A running line is printed alike on every page: the same words in the same type, at the same
  // edge. A headline under the name on page 1 and a job title that opens page 2 share their words,
  // not their type; a school that ends page 1 and again opens page 2 under the next degree stands
  // at the foot of one page and the head of the other.
  const keyOf = (line: ExtractedLine) =>
    `${Math.round(line.fontSize)}|${line.bold}|${line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()}`;
  const pagesByKey = new Map<string, Set<number>>();
  for (const [edge, onEdge] of [['top', top] as const, ['bottom', bottom] as const]) {
    for (const line of onEdge) {
      const key = `${edge}|${keyOf(line)}`;
      pagesByKey.set(key, new Set([...(pagesByKey.get(key) ?? []), line.page]));
    }
  }
  const isRunning = (line: ExtractedLine) =>
    (top.has(line) && (pagesByKey.get(`top|${keyOf(line)}`)?.size ?? 0) > 1) ||
    (bottom.has(line) && (pagesByKey.get(`bottom|${keyOf(line)}`)?.size ?? 0) > 1);
  const content: ExtractedLine[] = [];
  const furniture: ExtractedLine[] = [];
  const tail = new Set(lines.slice(-CREDIT_LINES));
  const pageTops = firstLinesAfterPageOne(lines);
  const bodySize = mostCommonSize(lines);
  for (const line of lines) {
    const text = line.text.trim();
    const isEdge = top.has(line) || bottom.has(line);
    if (tail.has(line) && text.length <= 80 && CREDIT.test(text)) {
      furniture.push(line);
      continue;
    }
    // 'Noor Okafor – Curriculum Vitae<tab>Updated 08/05/2025' atop page 2 alone (page 1 opens with
    // the name in large type): a line in small type that names the document is a running header.
    if (pageTops.has(line) && DOCUMENT_TITLE.test(text) && line.fontSize < bodySize - 0.5) {
      furniture.push(line);
      continue;
    }
    // Entries' dates land at pages' edges too, and every range reads alike once its digits are set aside.
    const repeats = pageCount > 1 && isRunning(line) && !isOnlyDates(text);
    if (PAGE_MARK.test(text) || (isEdge && BARE_NUMBER.test(text)) || repeats) {
      furniture.push(line);
      continue;
    }
    // A page number set at a tab after footer text ('a@b.c • 555-0100<tab>1/2').
    const parts = text.split('\t');
    const hasPageNumber = isEdge && parts.length > 1 && (BARE_NUMBER.test(parts.at(-1) ?? '') || PAGE_MARK.test(parts.at(-1) ?? ''));
    // 'March 2026<tab>Ada Byrne · Curriculum Vitae<tab>1': a footer that names the document is all furniture.
    if (hasPageNumber && parts.slice(0, -1).some((part) => DOCUMENT_TITLE.test(part))) {
      furniture.push(line);
      continue;
    }
    if (hasPageNumber) {
      content.push({ ...line, text: parts.slice(0, -1).join('\t'), cells: line.cells?.slice(0, -1) });
      continue;
    }
    content.push(line);
  }
  return { content, furniture };
}
