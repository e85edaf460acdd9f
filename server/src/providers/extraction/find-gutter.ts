/**
 * Column gutters of a page, from the geometry of its text segments (see layout-lines.ts).
 */
import type { Segment } from './layout-lines';

function charCount(segment: Segment): number {
  return segment.runs.reduce((n, r) => n + r.text.trim().length, 0);
}

/**
 * Below this share of a side's rows being text of its own (ownTextShare), that side is not a
 * column: dates at a right tab stop, or labels and dates in a left margin column, sit on the rows
 * of the text they belong to. Two real columns keep their own line spacing, headings and paragraph
 * gaps, so many of their rows have no partner across the gutter.
 */
const UNSHARED_ROWS_MIN = 0.2;

/** How much larger than the text around it plain type is before it reads as a heading. */
const PLAIN_HEADING_SCALE = 1.15;

type SideStats = {
  chars: number;
  top: number;
  bottom: number;
  rows: Set<number>;
  fontSize: number;
  rowSizes: Map<number, number>;
  /** Each row's largest plain (not bold) type. */
  rowPlainSizes: Map<number, number>;
  capitalRows: Set<number>;
  boldCapitalRows: Set<number>;
  /** Each row's text where it starts on this side (its leftmost segment). */
  rowStarts: Map<number, { x: number; text: string }>;
};

function newSide(): SideStats {
  return {
    chars: 0,
    top: Infinity,
    bottom: -Infinity,
    rows: new Set(),
    fontSize: 0,
    rowSizes: new Map(),
    rowPlainSizes: new Map(),
    capitalRows: new Set(),
    boldCapitalRows: new Set(),
    rowStarts: new Map(),
  };
}

/** A segment set in bold: every run with text in it is bold. */
export function isBoldSegment(s: Segment): boolean {
  return s.runs.every((r) => r.bold || r.text.trim() === '');
}

/** A short run of capitals ('EXPERIENCE', small capitals too, or letter-spaced): a heading's look. */
export function isCapitalsHeading(s: Segment): boolean {
  const text = s.runs.map((r) => r.text).join('');
  const letters = text.replace(/[^\p{L}]/gu, '');
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 1);
  return letters.length >= 4 && letters === letters.toUpperCase() && !/\d/.test(text) && words.length <= 4;
}

function addToSide(side: SideStats, s: Segment): void {
  const facts = factsOf(s);
  side.chars += facts.chars;
  side.top = Math.min(side.top, s.y);
  side.bottom = Math.max(side.bottom, s.y);
  side.rows.add(Math.round(s.y));
  // Bold text larger than the body is a heading's: its size is kept, other rows count as body size.
  const headingSize = facts.isBold ? s.fontSize : 0;
  side.rowSizes.set(Math.round(s.y), Math.max(side.rowSizes.get(Math.round(s.y)) ?? 0, headingSize));
  if (!facts.isBold) side.rowPlainSizes.set(Math.round(s.y), Math.max(side.rowPlainSizes.get(Math.round(s.y)) ?? 0, s.fontSize));
  side.fontSize = Math.max(side.fontSize, Math.min(s.fontSize, 14));
  if (facts.isCapitals) side.capitalRows.add(Math.round(s.y));
  if (facts.isCapitals && facts.isBold) side.boldCapitalRows.add(Math.round(s.y));
  const start = side.rowStarts.get(Math.round(s.y));
  if (!start || s.x0 < start.x) side.rowStarts.set(Math.round(s.y), { x: s.x0, text: facts.text });
}

type SegmentFacts = { chars: number; isBold: boolean; isCapitals: boolean; text: string };

/** What a side needs of a segment, worked out once: a page's segments are sorted into sides at every candidate gutter. */
const segmentFacts = new WeakMap<Segment, SegmentFacts>();

function factsOf(s: Segment): SegmentFacts {
  let facts = segmentFacts.get(s);
  if (!facts) {
    facts = {
      chars: charCount(s),
      isBold: isBoldSegment(s),
      isCapitals: isCapitalsHeading(s),
      text: s.runs
        .map((r) => r.text)
        .join('')
        .trim(),
    };
    segmentFacts.set(s, facts);
  }
  return facts;
}

/** The size most characters are set in. */
function mostUsedSize(charsBySize: Map<number, number>): number {
  return [...charsBySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** The page's body text: the size most of its characters are set in. */
export function bodySizeOf(segments: Segment[]): number {
  const charsBySize = new Map<number, number>();
  for (const s of segments) charsBySize.set(s.fontSize, (charsBySize.get(s.fontSize) ?? 0) + charCount(s));
  return mostUsedSize(charsBySize);
}

/** The value that occurs most often. */
function mostCommon(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return mostUsedSize(counts);
}

/** A row that goes on with a sentence from the row above: it starts in lower case. */
function isContinuation(text: string | undefined): boolean {
  return text !== undefined && /^\p{Ll}/u.test(text);
}

/**
 * A row that opens an item of its own: a capital or a bullet mark. Not a date or a part of one
 * ('2017', 'Present' under 'Jan 2014 – May'): a date column's wrapped range stands beside its
 * entry's wrapped heading.
 */
function opensItem(text: string | undefined): boolean {
  return text !== undefined && /^(?:\p{Lu}|[•·▪■◦●○‣∙*])/u.test(text) && !/\d|^(?:present|current|now|today)\b/iu.test(text);
}

/**
 * The share of a side's rows that have no partner row across the gutter and sit within a line or
 * two of another row on their own side, counted only when such rows run down a good part of the
 * page. A column's text runs on in lines of its own; headings in a label column also lack
 * partners, but stand alone, an entry's height apart.
 */
function ownTextShare(side: SideStats, other: SideStats, height: number, bodySize: number, crossingRows: number[]): number {
  // A row shared with text that crosses the band (a header line running into the dates beside
  // it) has its partner there, not across the gutter.
  const otherRows = [...other.rows, ...crossingRows];
  const rows = [...side.rows].sort((a, b) => a - b);
  const reach = side.fontSize * 2.2;
  // A row set in bold larger than the page's body text is a heading: in a label column it sits just
  // above the first row of dates, within reach, and is no run of text of the side's own.
  // A row that starts an item of its own beside a row that goes on with a sentence is no label or
  // date of that sentence's entry (those stand beside the entry's first line): two columns that
  // share a line grid put unrelated rows side by side.
  const isBesideContinuation = (y: number) => {
    if (!opensItem(side.rowStarts.get(y)?.text)) return false;
    const across = [y, y - 1, y + 1, y - 2, y + 2].map((oy) => other.rowStarts.get(oy)).find((start) => start !== undefined);
    return isContinuation(across?.text);
  };
  const headings = headingRowsOf(side, bodySize);
  const isHeadingRow = (y: number) => headings.has(y);
  const isPartnered = (y: number) => otherRows.some((oy) => Math.abs(oy - y) <= 2) && !isBesideContinuation(y);
  const ownRows = rows.filter((y, i) => {
    if (isPartnered(y)) return false;
    if (isHeadingRow(y)) return false;
    // A heading in capitals over a row shared with the text beside it (the first dates or label of
    // its section) heads a label column, whatever its size and weight.
    const below = rows[i + 1];
    if (side.capitalRows.has(y) && below !== undefined && isPartnered(below)) return false;
    const gapAbove = i > 0 ? y - (rows[i - 1] ?? 0) : Infinity;
    const gapBelow = i + 1 < rows.length ? (rows[i + 1] ?? 0) - y : Infinity;
    return Math.min(gapAbove, gapBelow) <= reach;
  });
  // A column's own text runs down the page; a contact block beside a name is one clump at the top.
  // A short sidebar with section headings of its own, beside a column with headings too, is a
  // column however little of the page it fills.
  const span = (ownRows.at(-1) ?? 0) - (ownRows[0] ?? 0);
  const hasSectionsOnBothSides = headings.size >= 2 && headingRowsOf(other, bodySize).size >= 2;
  // Headings say nothing either way: the share is of the side's other rows.
  const bodyRows = rows.filter((y) => !isHeadingRow(y)).length;
  return span >= height * 0.15 || hasSectionsOnBothSides ? ownRows.length / Math.max(1, bodyRows) : 0;
}

/** The rows of a side set in a heading's look. */
function headingRowsOf(side: SideStats, bodySize: number): Set<number> {
  if (bodySize <= 0) return new Set();
  // Plain type reads as a heading only when clearly larger than both the page's body and most of
  // the side's rows (a small-caps 'Experience' over a date column); a sidebar set a size up is
  // body text. Counted by rows, not characters: a label column's headings hold most of its letters.
  const rowSize = (y: number) => Math.max(side.rowSizes.get(y) ?? 0, side.rowPlainSizes.get(y) ?? 0);
  const plainHeadingSize = Math.max(bodySize, mostCommon([...side.rows].map(rowSize))) * PLAIN_HEADING_SCALE;
  // Bold capitals are a heading's look at any size ('EXPERIENCE' over a date column).
  const isHeading = (y: number) =>
    (side.rowSizes.get(y) ?? 0) > bodySize * 1.05 || (side.rowPlainSizes.get(y) ?? 0) > plainHeadingSize || side.boldCapitalRows.has(y);
  return new Set([...side.rows].filter(isHeading));
}

/**
 * Finds the x of a column gutter: a vertical band no segment crosses, with text on both sides
 * along much of the page, each side with rows of its own. A sparse sidebar (a few skill words
 * beside long bullets) is a column too, so the sides need not balance. Of the qualifying bands the
 * widest wins and its middle is the gutter. Returns null for single-column pages, including pages
 * whose only "other column" is a stack of dates or labels beside the text they belong to.
 */
export function findGutter(segments: Segment[]): number | null {
  if (segments.length < 8) return null;
  const minX = Math.min(...segments.map((s) => s.x0));
  const maxX = Math.max(...segments.map((s) => s.x1));
  const minY = Math.min(...segments.map((s) => s.y));
  const maxY = Math.max(...segments.map((s) => s.y));
  const width = maxX - minX;
  const height = Math.max(1, maxY - minY);
  const totalChars = segments.reduce((n, s) => n + charCount(s), 0);
  const bodySize = bodySizeOf(segments);
  const margin = 4;
  const candidates: { x: number; crossing: number }[] = [];
  for (let x = minX + width * 0.12; x <= maxX - width * 0.12; x += 2) {
    const crossingSegments: Segment[] = [];
    const left = newSide();
    const right = newSide();
    for (const s of segments) {
      if (s.x0 < x + margin && s.x1 > x - margin) crossingSegments.push(s);
      else if (s.x1 <= x) addToSide(left, s);
      else addToSide(right, s);
    }
    // A name and a summary set across the page above both columns are the page's header, not
    // text crossing the gutter; only what crosses it where both columns run counts.
    const columnsTop = Math.max(left.top, right.top);
    const crossing = crossingSegments.filter((s) => s.y >= columnsTop - 2).length;
    // Each column runs down a good part of the page below that header.
    const columnsHeight = Math.max(1, maxY - Math.max(minY, columnsTop));
    const isSubstantial =
      left.chars >= totalChars * 0.05 &&
      right.chars >= totalChars * 0.05 &&
      left.rows.size >= 5 &&
      right.rows.size >= 5 &&
      left.bottom - left.top >= columnsHeight * 0.2 &&
      right.bottom - right.top >= columnsHeight * 0.2;
    if (!isSubstantial || crossing > Math.max(2, segments.length * 0.04)) continue;
    const crossingRows = crossingSegments.map((s) => Math.round(s.y));
    if (
      ownTextShare(left, right, height, bodySize, crossingRows) < UNSHARED_ROWS_MIN ||
      ownTextShare(right, left, height, bodySize, crossingRows) < UNSHARED_ROWS_MIN
    )
      continue;
    candidates.push({ x, crossing });
  }
  if (candidates.length === 0) return null;
  const fewest = Math.min(...candidates.map((c) => c.crossing));
  // Bands of adjacent qualifying positions with the fewest crossings; the widest band is the gutter.
  let best: { from: number; to: number } | null = null;
  let band: { from: number; to: number } | null = null;
  for (const { x, crossing } of candidates) {
    if (crossing !== fewest) continue;
    band = band && x - band.to <= 2 ? { from: band.from, to: x } : { from: x, to: x };
    if (!best || band.to - band.from > best.to - best.from) best = band;
  }
  return best ? (best.from + best.to) / 2 : null;
}

export function isCrossing(s: Segment, gutter: number): boolean {
  return s.x0 < gutter && s.x1 > gutter;
}

/**
 * A segment that bridges the gutter at a gap between two of its runs is two segments: a line of
 * the main column that ran past its edge comes within a word space of the sidebar's text on the
 * same row ('… managers, which' beside '09/2008 – 05/2012'). Only where the right part starts on
 * the other column's left edge: a name spaced across the page's header is one.
 */
export function splitAtGutter(segments: Segment[], gutter: number): Segment[] {
  const rightStart = Math.min(...segments.filter((s) => s.x0 >= gutter).map((s) => s.x0));
  return segments.flatMap((segment) => {
    if (!isCrossing(segment, gutter)) return [segment];
    const runs = segment.runs;
    const at = runs.findIndex((run, i) => {
      const next = runs.slice(i + 1).find((r) => r.text.trim() !== '');
      return run.text.trim() !== '' && next !== undefined && run.x + run.width < next.x - 1 && Math.abs(next.x - rightStart) <= 2;
    });
    if (at < 0) return [segment];
    const right = runs.slice(at + 1);
    const firstText = right.findIndex((r) => r.text.trim() !== '');
    return [runs.slice(0, at + 1), right.slice(firstText)].map((part) => ({
      runs: part,
      x0: Math.min(...part.map((r) => r.x)),
      x1: Math.max(...part.map((r) => r.x + r.width)),
      y: segment.y,
      fontSize: Math.max(...part.map((r) => r.fontSize)),
    }));
  });
}
