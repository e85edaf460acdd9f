/**
 * A left column of section headings and short labels (an entry's dates and place) set beside the
 * text on baselines of their own: Word frames and floating boxes are placed by their top, and their
 * smaller type does not line up with the paragraph beside them. The gutter finder sees two columns;
 * read left column first, every date would land far from its job. Each clump of the label column is
 * read where it stands instead: before the text that starts beside it.
 */
import type { Group } from './column-order';
import { bodySizeOf, isBoldSegment, isCapitalsHeading } from './find-gutter';
import type { Segment } from './layout-lines';

/** Most lines one label clump holds: a heading, or a date range wrapped over two lines and a place. */
const MAX_CLUMP_ROWS = 4;

/** Fewest headings the label column holds: one heading alone may be a sidebar's title. */
const MIN_HEADINGS = 2;

/** A section heading's look: bold capitals, or bold type larger than the body. */
function isHeadingLook(s: Segment, bodySize: number): boolean {
  return isBoldSegment(s) && (isCapitalsHeading(s) || s.fontSize > bodySize * 1.05);
}

/** Runs of segments a line step or so apart, top to bottom. */
function clumpsOf(segments: Segment[]): Segment[][] {
  const clumps: Segment[][] = [];
  for (const s of [...segments].sort((a, b) => a.y - b.y || a.x0 - b.x0)) {
    const clump = clumps.at(-1);
    const last = clump?.at(-1);
    if (clump && last && s.y - last.y <= Math.min(s.fontSize, last.fontSize) * 2) clump.push(s);
    else clumps.push([s]);
  }
  return clumps;
}

/** The top of a segment's letters: boxes placed by their top line up there, not at the baseline. */
const topOf = (s: Segment) => s.y - s.fontSize;

/**
 * The page's segments read with its label column interleaved, or null when the left column is not
 * one: it must hold the page's section headings (the text beside it holds none) and nothing in it
 * may run on for more than a few lines, as a sidebar's lists and paragraphs do.
 */
export function orderMarginLabels(left: Segment[], right: Segment[], across: Segment[]): Group[] | null {
  if (left.length === 0 || right.length === 0) return null;
  const bodySize = bodySizeOf([...left, ...right]);
  // A long heading set in the label column runs on across the gutter.
  const leftEdge = Math.min(...left.map((s) => s.x0));
  const headings = [...left, ...across.filter((s) => Math.abs(s.x0 - leftEdge) <= 2)].filter((s) => isHeadingLook(s, bodySize)).length;
  // Bold entry titles a little larger than the body are no section headings.
  const isRightHeading = (s: Segment) => isBoldSegment(s) && (isCapitalsHeading(s) || s.fontSize >= bodySize * 1.2);
  if (headings < MIN_HEADINGS || right.some(isRightHeading)) return null;
  const clumps = clumpsOf(left);
  const rowsOf = (clump: Segment[]) => new Set(clump.map((s) => Math.round(s.y))).size;
  if (clumps.some((clump) => rowsOf(clump) > MAX_CLUMP_ROWS)) return null;
  const leftWidth = Math.max(...left.map((s) => s.x1)) - Math.min(...left.map((s) => s.x0));
  const rightWidth = Math.max(...right.map((s) => s.x1)) - Math.min(...right.map((s) => s.x0));
  if (leftWidth >= rightWidth) return null;
  const groups: Group[] = [];
  // Text across both (a name over the page) is read in its place among the text's lines.
  let rest = [...right, ...across].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  for (const clump of clumps) {
    const clumpTop = Math.min(...clump.map(topOf));
    const before = rest.filter((s) => topOf(s) < clumpTop - 2);
    if (before.length > 0) groups.push({ column: 'full', segments: before });
    rest = rest.filter((s) => topOf(s) >= clumpTop - 2);
    groups.push({ column: 'full', segments: clump });
  }
  if (rest.length > 0) groups.push({ column: 'full', segments: rest });
  return groups;
}
