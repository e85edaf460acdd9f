/**
 * Which column each text segment of a page belongs to, and the order they are read in: bands
 * separated by full-width text, each band's left column before its right.
 */
import type { Segment } from './layout-lines';
import { isBoldSegment, isCapitalsHeading } from './find-gutter';
import { orderMarginBlock } from './margin-block';
import { orderMarginLabels } from './margin-labels';
import { orderSideBySide } from './side-by-side';
import { timelineDates } from './timeline-dates';

type Column = 'left' | 'right' | 'full';
export type Group = { column: Column; segments: Segment[] };

/**
 * Which column a segment belongs to. A segment over the gutter is full-width only when it
 * reaches into the other column's text: a long URL or e-mail address in a narrow sidebar
 * overflows into the gap between the columns without being a heading across both, and a line
 * TeX could not break ends up to half a character past the gap.
 */
function columnOf(s: Segment, gutter: number, leftEnd: number, rightStart: number): Column {
  if (s.x1 <= gutter) return 'left';
  if (s.x0 >= gutter) return 'right';
  if (s.x1 <= rightStart + s.fontSize * 0.5) return 'left';
  if (s.x0 >= leftEnd - s.fontSize * 0.5) return 'right';
  return 'full';
}

/** How far each column's text reaches towards the gutter, from the segments clear of it. */
function columnEdges(segments: Segment[], gutter: number): { leftEnd: number; rightStart: number } {
  let leftEnd = -Infinity;
  let rightStart = Infinity;
  for (const s of segments) {
    if (s.x1 <= gutter) leftEnd = Math.max(leftEnd, s.x1);
    else if (s.x0 >= gutter) rightStart = Math.min(rightStart, s.x0);
  }
  return { leftEnd, rightStart };
}

/** Orders a page's segments: bands separated by full-width segments, each band left column then right. */
export function orderSegments(segments: Segment[], gutter: number | null): Group[] {
  if (gutter === null) return orderMarginBlock(segments) ?? orderSideBySide(segments) ?? [{ column: 'full', segments }];
  const { leftEnd, rightStart } = columnEdges(segments, gutter);
  const sides = segments.map((s) => columnOf(s, gutter, leftEnd, rightStart));
  const labels = orderMarginLabels(
    segments.filter((_, i) => sides[i] === 'left'),
    segments.filter((_, i) => sides[i] === 'right'),
    segments.filter((_, i) => sides[i] === 'full'),
  );
  if (labels) return labels;
  const sorted = [...segments].sort((a, b) => a.y - b.y);
  const crossing = timelineDates(segments, gutter);
  const groups: Group[] = [];
  let left: Segment[] = [];
  let right: Segment[] = [];
  const flush = (isBeforeFullWidth = false) => {
    const tail = isBeforeFullWidth ? singleColumnTail(left, right) : [];
    const above = left.slice(0, left.length - tail.length);
    if (above.length > 0) groups.push({ column: 'left', segments: above });
    if (right.length > 0) groups.push({ column: 'right', segments: right });
    if (tail.length > 0) groups.push({ column: 'full', segments: tail });
    left = [];
    right = [];
  };
  const pairedHeadings = headingRows(segments, gutter);
  for (const s of sorted) {
    const own = columnOf(s, gutter, leftEnd, rightStart);
    const column = crossing.has(s) ? (own === 'left' ? 'right' : 'left') : own;
    // Headings side by side ('SKILLS' and 'PROJECTS' on one row) start a band of their own: what
    // is above them in either column is read first.
    if (pairedHeadings.has(Math.round(s.y)) && (left.length > 0 || right.length > 0) && !isAtRow(left, right, s.y)) flush();
    if (column === 'full') {
      flush(true);
      groups.push({ column: 'full', segments: [s] });
    } else if (column === 'left') {
      left.push(s);
    } else {
      right.push(s);
    }
  }
  flush();
  return groups;
}

/**
 * The left column's segments that follow a band of two columns (entries set side by side as cards)
 * once the right column has ended: a heading after a gap, below all of the right column's text, and
 * full-width text later on the page, is the page's single column again, read after both columns.
 * A main column that runs on past a short sidebar has no such heading and gap, or no full-width
 * text below it.
 */
function singleColumnTail(left: Segment[], right: Segment[]): Segment[] {
  if (left.length < 2 || right.length === 0) return [];
  const rightEnd = Math.max(...right.map((s) => s.y));
  const first = left.findIndex((s) => s.y > rightEnd + s.fontSize);
  if (first <= 0) return [];
  const heading = left[first]!;
  const gap = heading.y - left[first - 1]!.y;
  return isBoldSegment(heading) && gap >= 2.5 * heading.fontSize ? left.slice(first) : [];
}

/** A heading's look: a short run of capitals, in bold. */
const isBoldCapitals = (s: Segment) => isCapitalsHeading(s) && isBoldSegment(s);

/** The rows where each column starts a heading of the same size. */
function headingRows(segments: Segment[], gutter: number): Set<number> {
  const rows = new Set<number>();
  const heads = segments.filter(isBoldCapitals);
  for (const a of heads) {
    const pair = heads.find(
      (b) => b.x0 >= gutter && a.x1 <= gutter && Math.abs(a.y - b.y) <= 2 && Math.abs(a.fontSize - b.fontSize) <= 0.5,
    );
    if (pair) rows.add(Math.round(a.y)).add(Math.round(pair.y));
  }
  return rows;
}

/** Whether the band's last segment is on this row already (the pair's second heading). */
function isAtRow(left: Segment[], right: Segment[], y: number): boolean {
  return [...left, ...right].some((s) => Math.abs(s.y - y) <= 2);
}
