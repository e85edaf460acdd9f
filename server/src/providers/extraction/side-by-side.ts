/**
 * Entries set side by side on a page that is otherwise one column: two cards to a row in a
 * builder's grid, two jobs in a table's two cells. Both cards wrap their sentences on a shared line
 * grid, so every row holds a line of each and no gutter runs down the page; read row by row, the
 * two cards' sentences would be interleaved. A band of rows split at one x, with wrapped sentences
 * on both sides, is read left side first, then right side.
 */
import type { Group } from './column-order';
import type { Segment } from './layout-lines';

/** Fewest rows holding text on both sides for a band: fewer is a heading line with a date or two. */
const MIN_SHARED_ROWS = 4;

/** Fewest wrapped lines of a sentence on each side: labels and dates beside text never wrap so. */
const MIN_WRAPPED_LINES = 2;

/** Rows: segments on one baseline, left to right. */
function rowsOf(segments: Segment[]): Segment[][] {
  const sorted = [...segments].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const rows: Segment[][] = [];
  for (const s of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(s.y - row[0]!.y) <= 2) row.push(s);
    else rows.push([s]);
  }
  for (const row of rows) row.sort((a, b) => a.x0 - b.x0);
  return rows;
}

const textOf = (s: Segment) => s.runs.map((r) => r.text).join('');

/** A line that goes on with a sentence wrapped from the line above: long, and in lower case. */
const isWrappedLine = (s: Segment) => /^\p{Ll}/u.test(textOf(s)) && textOf(s).length >= 20;

type Band = { from: number; to: number; left: Segment[]; right: Segment[] };

/** The band starting at row `from`, or null when the rows there are not two sides of one split. */
function bandFrom(rows: Segment[][], from: number): Band | null {
  const first = rows[from]!;
  if (first.length !== 2) return null;
  let leftEnd = first[0]!.x1;
  let rightStart = first[1]!.x0;
  const leftStarts = new Set([Math.round(first[0]!.x0)]);
  const rightStarts = new Set([Math.round(first[1]!.x0)]);
  const isAligned = (starts: Set<number>, x: number) => [...starts].some((at) => Math.abs(at - x) <= 2);
  const left = [first[0]!];
  const right = [first[1]!];
  let to = from;
  for (let i = from + 1; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.length === 2 && row[0]!.x1 < rightStart && row[1]!.x0 > leftEnd) {
      leftEnd = Math.max(leftEnd, row[0]!.x1);
      rightStart = Math.min(rightStart, row[1]!.x0);
      leftStarts.add(Math.round(row[0]!.x0));
      rightStarts.add(Math.round(row[1]!.x0));
      left.push(row[0]!);
      right.push(row[1]!);
    } else if (row.length === 1 && row[0]!.x1 < rightStart && isAligned(leftStarts, row[0]!.x0)) {
      left.push(row[0]!);
    } else if (row.length === 1 && row[0]!.x0 > leftEnd && isAligned(rightStarts, row[0]!.x0)) {
      right.push(row[0]!);
    } else {
      break;
    }
    to = i;
  }
  const sharedRows = rows.slice(from, to + 1).filter((row) => row.length === 2).length;
  const wraps = (side: Segment[]) => side.filter(isWrappedLine).length >= MIN_WRAPPED_LINES;
  return sharedRows >= MIN_SHARED_ROWS && wraps(left) && wraps(right) ? { from, to, left, right } : null;
}

/** The page's segments with each side-by-side band read a side at a time, or null when there is none. */
export function orderSideBySide(segments: Segment[]): Group[] | null {
  const rows = rowsOf(segments);
  const groups: Group[] = [];
  let plain: Segment[] = [];
  let found = false;
  for (let i = 0; i < rows.length; i++) {
    const band = bandFrom(rows, i);
    if (!band) {
      plain.push(...rows[i]!);
      continue;
    }
    found = true;
    if (plain.length > 0) groups.push({ column: 'full', segments: plain });
    groups.push({ column: 'left', segments: band.left }, { column: 'right', segments: band.right });
    plain = [];
    i = band.to;
  }
  if (plain.length > 0) groups.push({ column: 'full', segments: plain });
  return found ? groups : null;
}
