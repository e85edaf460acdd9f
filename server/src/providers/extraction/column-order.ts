/**
 * Which column each text segment of a page belongs to, and the order they are read in: bands
 * separated by full-width text, each band's left column before its right.
 */
import type { Segment } from './layout-lines';
import { timelineDates } from './timeline-dates';

type Column = 'left' | 'right' | 'full';
export type Group = { column: Column; segments: Segment[] };

export function isCrossing(s: Segment, gutter: number): boolean {
  return s.x0 < gutter && s.x1 > gutter;
}

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
  if (gutter === null) return [{ column: 'full', segments }];
  const { leftEnd, rightStart } = columnEdges(segments, gutter);
  const sorted = [...segments].sort((a, b) => a.y - b.y);
  const crossing = timelineDates(segments, gutter);
  const groups: Group[] = [];
  let left: Segment[] = [];
  let right: Segment[] = [];
  const flush = () => {
    if (left.length > 0) groups.push({ column: 'left', segments: left });
    if (right.length > 0) groups.push({ column: 'right', segments: right });
    left = [];
    right = [];
  };
  for (const s of sorted) {
    const own = columnOf(s, gutter, leftEnd, rightStart);
    const column = crossing.has(s) ? (own === 'left' ? 'right' : 'left') : own;
    if (column === 'full') {
      flush();
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
