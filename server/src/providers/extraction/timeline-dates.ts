/**
 * Dates on a timeline down the middle of the page: each entry sets its dates on the far side of
 * the line, level with its title ('July 2023 — Present' left of the line, 'Supply Chain Manager'
 * right of it, then the next entry the other way round). Read column by column, every date would
 * land in the wrong entry; a range alone on its side, level with the other side's text, belongs
 * to that row.
 */
import type { Segment } from './layout-lines';
import { isBoldSegment } from './find-gutter';

const DATE = String.raw`(?:\p{L}{3,9}\.?\s+)?(?:\d{1,2}[/.])?\d{4}`;
const DATE_RANGE = new RegExp(String.raw`^${DATE}\s*(?:[–—-]|to)\s*(?:${DATE}|present|current|now|today)$`, 'iu');

/** A segment's text, spaces collapsed. */
const textOf = (s: Segment) =>
  s.runs
    .map((r) => r.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** The segments whose column is the other side's: date ranges alone on their side of the gutter. */
export function timelineDates(segments: Segment[], gutter: number): Set<Segment> {
  const sideOf = (s: Segment) => (s.x1 <= gutter ? 'left' : s.x0 >= gutter ? 'right' : 'both');
  const moved = new Set<Segment>();
  for (const s of segments) {
    const side = sideOf(s);
    if (side === 'both' || !DATE_RANGE.test(textOf(s))) continue;
    // Nothing of its own side under it, and the end of the entry before it a gap above, wider
    // than a line step: a date under its school in a sidebar has its school a line above.
    const ownSide = segments.filter((o) => o !== s && sideOf(o) === side);
    const isAlone = !ownSide.some((o) => (o.y >= s.y && o.y - s.y <= s.fontSize * 2.5) || (o.y < s.y && s.y - o.y <= s.fontSize * 1.6));
    // Level with an entry's head on the other side: bold, or larger than the date.
    const isHead = (o: Segment) => o.fontSize > s.fontSize * 1.05 || isBoldSegment(o);
    const isLevelWithOther = segments.some((o) => sideOf(o) !== side && sideOf(o) !== 'both' && Math.abs(o.y - s.y) <= 3 && isHead(o));
    if (isAlone && isLevelWithOther) moved.add(s);
  }
  return moved;
}
