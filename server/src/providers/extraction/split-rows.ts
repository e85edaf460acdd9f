/**
 * Row-level splits of PDF text before rows become lines: a big name beside small contact details,
 * and a label column (dates, section names, field labels) set close to the text it labels.
 */
import type { Row, Segment } from './layout-lines';

/** A bullet mark in a font of its own ('○' at 6 pt before 10 pt text): part of its line, whatever its size. */
export function isMark(text: string): boolean {
  return /^[^\p{L}\p{N}]{1,2}$/u.test(text.trim());
}

/** Runs that are only marks and spaces. */
export function isMarkOnly(runs: { text: string }[]): boolean {
  return runs.some((r) => isMark(r.text)) && runs.every((r) => r.text.trim() === '' || isMark(r.text));
}

/**
 * A name in large type beside small contact details shares their row but is not one line with
 * them: joined, the line would take the small size and the name would not read as a name.
 */
export function splitMixedSizes(row: Row): Row[] {
  const items = row.items.filter((s) => !isMarkOnly(s.runs));
  const sizes = items.map((s) => s.fontSize);
  if (items.length < 2 || Math.max(...sizes) < Math.min(...sizes) * 1.6) return [row];
  return row.items.map((item) => ({ y: row.y, items: [item] }));
}

/** Left edges where at least this share of rows start: the edges of the text body and its indents. */
const EDGE_SHARE = 0.15;

function splitSegment(segment: Segment, at: number): Segment[] {
  const left = segment.runs.slice(0, at);
  const right = segment.runs.slice(at);
  const edgeOf = (runs: Segment['runs']) => Math.max(...runs.map((r) => r.x + r.width));
  const sizeOf = (runs: Segment['runs']) => Math.max(...runs.map((r) => r.fontSize));
  return [
    { runs: left, x0: segment.x0, x1: edgeOf(left), y: segment.y, fontSize: sizeOf(left) },
    { runs: right, x0: right[0]?.x ?? segment.x0, x1: segment.x1, y: segment.y, fontSize: sizeOf(right) },
  ];
}

/** More than a word space (about a quarter of an em): what sets a label apart from its text. */
const LABEL_GAP_EM = 0.5;

/**
 * Labels in a margin column (moderncv's dates, right-aligned beside the entry; a Europass field
 * name) can sit closer to their text than a tab gap, so the row reads 'Jul Curriculum Designer'.
 * A row that starts left of every common left edge and has a run starting on one of those edges
 * is a label and its text: it splits there. A row on the leftmost edge itself, where a column of
 * section names starts, splits the same way when a word of the name ends close to the text's edge
 * ('EXPERIENCE' beside an entry's second line), but only at more than a word space, and only
 * after a word, so that a list's number stays with its item.
 */
export function splitAtLabelEdge(rows: Row[]): Row[] {
  const starts = new Map<number, number>();
  for (const row of rows) {
    const x = Math.round(row.items[0]?.x0 ?? 0);
    starts.set(x, (starts.get(x) ?? 0) + 1);
  }
  const edges = [...starts.entries()].filter(([, n]) => n >= Math.max(3, rows.length * EDGE_SHARE)).map(([x]) => x);
  if (edges.length === 0) return rows;
  const firstEdge = Math.min(...edges);
  return rows.map((row) => {
    const first = row.items[0];
    if (!first) return row;
    const isLeftOfEdges = first.x0 < firstEdge - 8;
    if (!isLeftOfEdges && Math.abs(first.x0 - firstEdge) > 2.5) return row;
    const at = first.runs.findIndex((run, i) => {
      if (i === 0 || !edges.some((e) => e > first.x0 + 8 && Math.abs(run.x - e) <= 2.5)) return false;
      const before = first.runs.slice(0, i);
      const gap = run.x - Math.max(...before.map((r) => r.x + r.width));
      if (isLeftOfEdges) return gap >= 1 && before.some((r) => /[\p{L}\p{N}]/u.test(r.text));
      // A name wider than its column runs under the text: overlapping runs are never one phrase.
      const isApart = gap >= LABEL_GAP_EM * run.fontSize || gap <= -LABEL_GAP_EM * run.fontSize;
      return isApart && /\p{L}{2}/u.test(before.map((r) => r.text).join(''));
    });
    if (at <= 0) return row;
    return { y: row.y, items: [...splitSegment(first, at), ...row.items.slice(1)] };
  });
}

/**
 * A bullet mark in a smaller font sits a little off its text's baseline, so it can come out as a
 * row of its own ('○' above 'Led the …'). It rejoins the row just beside it, to its right.
 */
export function attachMarks(rows: Row[]): Row[] {
  const out = [...rows];
  for (let i = 0; i < out.length; i++) {
    const row = out[i];
    if (!row || !row.items.every((s) => isMarkOnly(s.runs))) continue;
    const markX = row.items[0]?.x0 ?? 0;
    const target = out
      .filter((other) => other !== row && !other.items.every((s) => isMarkOnly(s.runs)))
      .filter(
        (other) => Math.abs(other.y - row.y) <= Math.max(4, 0.6 * (other.items[0]?.fontSize ?? 0)) && (other.items[0]?.x0 ?? 0) > markX,
      )
      .sort((a, b) => Math.abs(a.y - row.y) - Math.abs(b.y - row.y))[0];
    if (!target) continue;
    target.items = [...row.items, ...target.items].sort((a, b) => a.x0 - b.x0);
    out.splice(i, 1);
    i -= 1;
  }
  return out;
}
