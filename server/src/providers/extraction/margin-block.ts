/**
 * A block of short lines in the left margin beside the text, on baselines of its own: a contact
 * block set flush right against the text's edge beside the summary (KOMA-Script and moderncv
 * styles put it there). Read row by row with the text beside it, each of its lines would be glued
 * into the summary; it is read as a block before that text. Dates and labels in a margin column
 * share their entry's rows, and a heading stands alone: neither makes such a block.
 */
import type { Group } from './column-order';
import type { Segment } from './layout-lines';

/** Fewest lines a block has: a date wrapped over two or three lines in a date column is no block. */
const MIN_BLOCK_ROWS = 4;

/** Most of the block's rows that may share a baseline with the text beside it. */
const MAX_SHARED_ROWS = 0.25;

/** The left edge most of the page's lines start at. */
function textEdge(segments: Segment[]): number {
  const counts = new Map<number, number>();
  for (const s of segments) counts.set(Math.round(s.x0), (counts.get(Math.round(s.x0)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/** The page's segments in reading order with a margin block read before the text beside it, or null when there is none. */
export function orderMarginBlock(segments: Segment[]): Group[] | null {
  const edge = textEdge(segments);
  // A line that starts in the margin and ends near the edge. A long e-mail address may run past it,
  // into the text beside it: between two lines of one paragraph there, it cannot be a line of its own.
  const text = segments.filter((s) => s.x0 >= edge - 4);
  const isBetweenTextLines = (s: Segment) =>
    text.some((a) => a.y < s.y && text.some((b) => b.y > s.y && b.y - a.y <= Math.min(a.fontSize, b.fontSize) * 2));
  const isMargin = (s: Segment) => s.x0 < edge - 4 && (s.x1 <= edge + s.fontSize * 3 || isBetweenTextLines(s));
  const sorted = [...segments].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const margin = sorted.filter(isMargin);
  // Runs of margin lines a line step or so apart.
  const blocks: Segment[][] = [];
  for (const s of margin) {
    const block = blocks.at(-1);
    const last = block?.at(-1);
    if (block && last && s.y - last.y <= Math.min(s.fontSize, last.fontSize) * 2) block.push(s);
    else blocks.push([s]);
  }
  const block = blocks.find((b) => {
    const top = b[0]?.y ?? 0;
    const bottom = b.at(-1)?.y ?? 0;
    const rows = new Set(b.map((s) => Math.round(s.y)));
    const beside = sorted.filter((s) => !isMargin(s) && s.y >= top - 2 && s.y <= bottom + 2);
    const shared = [...rows].filter((y) => beside.some((s) => Math.abs(s.y - y) <= 2)).length;
    // Text across the margin's edge within the block's height would be a row read whole.
    const isCrossed = beside.some((s) => s.x0 < edge - 4);
    return rows.size >= MIN_BLOCK_ROWS && beside.length >= 2 && shared <= rows.size * MAX_SHARED_ROWS && !isCrossed;
  });
  if (!block) return null;
  const top = (block[0]?.y ?? 0) - 2;
  const bottom = (block.at(-1)?.y ?? 0) + 2;
  const inBlock = new Set(block);
  const above = sorted.filter((s) => s.y < top && !inBlock.has(s));
  const beside = sorted.filter((s) => s.y >= top && s.y <= bottom && !inBlock.has(s));
  const below = sorted.filter((s) => s.y > bottom && !inBlock.has(s));
  return [
    { column: 'full' as const, segments: above },
    { column: 'left' as const, segments: block },
    { column: 'right' as const, segments: beside },
    { column: 'full' as const, segments: below },
  ].filter((g) => g.segments.length > 0);
}
