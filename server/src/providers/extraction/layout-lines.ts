/**
 * Turns positioned PDF text runs into reading-ordered lines. PDF content streams do not promise
 * reading order (Chromium, for one, draws headings after the text under them), so order comes from
 * geometry: runs on one baseline form a row, a wide horizontal gap splits a row into segments, and a
 * vertical gutter that no segment crosses splits a page into columns read left before right.
 */
import type { ExtractedLine, TextRun } from './extracted-document';
import { findGutter, isCrossing, splitAtGutter } from './find-gutter';
import { orderSegments, type Group } from './column-order';
import { attachMarks, isMark, isMarkOnly, splitAtLabelEdge, splitMixedSizes } from './split-rows';
import { isIconLetter } from './icon-letter';
import { composeSpacingAccents } from './spacing-accents';
import { leadingBoldEnd } from './bold-lead';

export type Segment = {
  runs: TextRun[];
  x0: number;
  x1: number;
  y: number;
  fontSize: number;
};

export type Row = { y: number; items: Segment[] };

/** Icon fonts (Font Awesome and the like) map their glyphs into the Private Use Area, and contact
 * lines use pictographs (✉ ☎); neither carries text. */
const ICON_GLYPHS = /[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]|\p{Extended_Pictographic}|\uFE0F/gu;

/** Two runs further apart than this many font sizes belong to different segments (a tab stop, a
 * column, the next skill chip); justified text stretches word spaces to well under one em. */
const SEGMENT_GAP_EM = 1.2;

/** Words set apart by more than half an em but less than a segment gap: a word space is about a
 * quarter of an em, so wider gaps are boxes drawn around each term (skill chips, tags). */
const CHIP_GAP_EM = 0.5;

/**
 * A TeX font in its T1 encoding with no map to Unicode (a bitmap font, when the scalable ones are
 * not installed) gives its dashes as the control codes of their slots: 0x15 is the en dash, 0x16
 * the em dash. Control codes are never text, so reading them as those dashes loses nothing.
 */
const T1_DASHES: Record<string, string> = { '\u0015': '–', '\u0016': '—' };
const T1_DASH_CODES = new RegExp(Object.keys(T1_DASHES).join('|'), 'g');

/** A dot leader ('Foxhollow Analytics ........ Burlington, VT') is a tab stop drawn in dots. */
const DOT_LEADER = /\s*(?:[.·․…]\s?){4,}\s*(?=\S)/g;

/**
 * HTML character references printed as text: a web page that escaped its data twice shows
 * 'R&amp;D' on the page, or 'R&AMP;D' where a theme sets the text in capitals. Only the
 * references such pages leave; '&' followed by letters is otherwise left alone.
 */
const PRINTED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };
const PRINTED_REFERENCE = /&(amp|lt|gt|quot|apos|#39|nbsp);/gi;

/**
 * 'PROfiLE': a font whose capitals keep their ligature glyphs maps them to the small letters
 * ('fi'), amid capitals. There they are capitals too.
 */
const LIGATURE_IN_CAPITALS = /(?<=\p{Lu}{2})(?:ffi|ffl|ff|fi|fl)(?=\p{Lu}|[^\p{L}]|$)/gu;

function cleanRunText(text: string): string {
  return (
    text
      .replace(PRINTED_REFERENCE, (_, name: string) => PRINTED_REFERENCES[name.toLowerCase()] ?? _)
      .replace(LIGATURE_IN_CAPITALS, (letters) => letters.toUpperCase())
      .replace(ICON_GLYPHS, '')
      .replace(/\u00a0/g, ' ')
      .replace(T1_DASH_CODES, (c) => T1_DASHES[c] ?? c)
      // Any other control code is a glyph with no text behind it (an icon a font left unmapped).
      .replace(/(?![\t\n])\p{Cc}/gu, '')
  );
}

function groupRows<T extends { y: number; fontSize: number; x0: number }>(items: T[]): { y: number; items: T[] }[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const rows: { y: number; items: T[] }[] = [];
  for (const item of sorted) {
    const last = rows.at(-1);
    // Baselines within a third of the font size are one row; this absorbs sub- and superscripts.
    const tolerance = Math.max(1.5, item.fontSize * 0.35);
    if (last && Math.abs(item.y - last.y) <= tolerance) {
      last.items.push(item);
    } else {
      rows.push({ y: item.y, items: [item] });
    }
  }
  for (const row of rows) row.items.sort((a, b) => a.x0 - b.x0);
  return rows;
}

function toSegments(runs: TextRun[]): Segment[] {
  const rows = groupRows(runs.map((run) => ({ run, y: run.y, fontSize: run.fontSize, x0: run.x })));
  const segments: Segment[] = [];
  for (const row of rows) {
    let current: Segment | null = null;
    for (const { run } of row.items) {
      const gap = current ? run.x - current.x1 : 0;
      if (run.text.trim() === '') {
        // A space glyph marks a word break even when letter-spacing leaves no visible gap, but
        // it must not bridge a wide gap: it never extends the segment.
        if (current && gap < SEGMENT_GAP_EM * run.fontSize) current.runs.push(run);
        continue;
      }
      // A name in large type beside small contact details shares their baseline, not their line.
      const isSizeJump =
        current !== null &&
        !isMark(run.text) &&
        !isMarkOnly(current.runs) &&
        Math.max(run.fontSize, current.fontSize) > 1.5 * Math.min(run.fontSize, current.fontSize);
      if (current && !isSizeJump && gap < SEGMENT_GAP_EM * Math.max(run.fontSize, current.fontSize)) {
        current.runs.push(run);
        current.x1 = Math.max(current.x1, run.x + run.width);
        current.fontSize = Math.max(current.fontSize, run.fontSize);
        continue;
      }
      current = { runs: [run], x0: run.x, x1: run.x + run.width, y: row.y, fontSize: run.fontSize };
      segments.push(current);
    }
  }
  return segments.filter((s) => s.runs.some((r) => r.text.trim() !== ''));
}

/** A word gap at least this wide (in font sizes) may be a tab stop: a word space is about a quarter of an em. */
const STOP_GAP_EM = 0.8;

/**
 * 'Jan 2018 – Aug 2020 Night Pharmacist …' where the dates fill most of a column of fixed width:
 * less than a segment gap is left before the text, but the text starts where other lines of its
 * column start (its wrapped lines, the statements under it). A wide word gap that lands on such a start
 * is a tab stop, and parts the segment there.
 */
function splitAtColumnStarts(segments: Segment[], isColumnStart: (x: number) => boolean): Segment[] {
  return segments.flatMap((segment) => {
    const pieces: Segment[] = [];
    let current: Segment = { runs: [], x0: segment.x0, x1: segment.x0, y: segment.y, fontSize: 0 };
    let end = -Infinity;
    for (const run of segment.runs) {
      const isSpace = run.text.trim() === '';
      // Words before the gap, not a list mark alone.
      const hasText = /[\p{L}\p{N}]{2}/u.test(current.runs.map((r) => r.text).join(''));
      if (!isSpace && hasText && run.x - end >= STOP_GAP_EM * run.fontSize && isColumnStart(run.x)) {
        pieces.push(current);
        current = { runs: [], x0: run.x, x1: run.x, y: segment.y, fontSize: 0 };
      }
      current.runs.push(run);
      if (isSpace) continue;
      current.x1 = Math.max(current.x1, run.x + run.width);
      current.fontSize = Math.max(current.fontSize, run.fontSize);
      end = Math.max(end, run.x + run.width);
    }
    pieces.push(current);
    return pieces.length > 1 ? pieces : [segment];
  });
}

/** Whether at least two of a column's segments start at x, to a point. */
function columnStartsOf(column: Segment[]): (x: number) => boolean {
  const starts = new Map<number, number>();
  for (const s of column) starts.set(Math.round(s.x0), (starts.get(Math.round(s.x0)) ?? 0) + 1);
  return (x) => [-1, 0, 1].reduce((n, d) => n + (starts.get(Math.round(x) + d) ?? 0), 0) >= 2;
}

/** The pieces of a segment that chip gaps separate, when there are at least two. */
function chipsOf(runs: TextRun[]): string[] | undefined {
  const pieces: TextRun[][] = [];
  let end = -Infinity;
  for (const run of runs) {
    if (run.text.trim() === '') {
      pieces.at(-1)?.push(run);
      continue;
    }
    if (pieces.length === 0 || run.x - end >= CHIP_GAP_EM * run.fontSize) pieces.push([]);
    pieces.at(-1)?.push(run);
    end = Math.max(end, run.x + run.width);
  }
  if (pieces.length < 2) return undefined;
  return pieces.map((piece) => composeSpacingAccents(collapseLetterSpacing(joinRuns(piece)))).filter((text) => text !== '');
}

function joinRuns(runs: TextRun[]): string {
  let text = '';
  let end = -Infinity;
  let previous: TextRun | undefined;
  for (const run of runs) {
    const gap = run.x - end;
    const isApart = gap > run.fontSize * 0.15 || isIconLetter(text, previous, run);
    const needsSpace = text !== '' && !/\s$/.test(text) && !/^\s/.test(run.text) && isApart;
    previous = run;
    // A space glyph wider than half an em is a word space stretched by letter-spacing ('I Ñ A K I'
    // then 'T H O R S E N'): two spaces keep the word break for collapseLetterSpacing.
    const isStretchedSpace = run.text.trim() === '' && run.width > run.fontSize * 0.5;
    text += (needsSpace ? ' ' : '') + (isStretchedSpace ? '  ' : run.text);
    end = Math.max(end, run.x + run.width);
  }
  return text
    .replace(/[^\S ]+/g, ' ')
    .replace(/ {3,}/g, '  ')
    .trim();
}

/**
 * 'S U M M A RY' is how letter-spaced headings come out of a PDF. When nearly every token is a
 * single letter the spaces are spacing, not word breaks; wider gaps (two spaces) still mark words.
 */
export function collapseLetterSpacing(text: string): string {
  const words = text.split(/\s{2,}/);
  const collapsed = words.map((word) => {
    const tokens = word.split(' ');
    if (tokens.length < 3) return word;
    // Kerning pairs come out glued ('AWA R D S', 'S U M M A RY'), hence tokens of up to three letters.
    const isSpaced = tokens.every((t) => t.length <= 3) && tokens.filter((t) => t.length === 1).length >= tokens.length * 0.6;
    return isSpaced ? tokens.join('') : word;
  });
  return collapsed.join(' ');
}

/** The text of a segment's leading bold runs, when the rest of its runs are in another weight. */
function boldLeadOf(runs: TextRun[]): string | undefined {
  const lastBold = leadingBoldEnd(runs);
  return lastBold < 0 ? undefined : composeSpacingAccents(collapseLetterSpacing(joinRuns(runs.slice(0, lastBold + 1))));
}

function toLine(row: Row, page: number): ExtractedLine | null {
  const cells = row.items
    .map((s) => {
      const runs = s.runs.filter((r) => r.text.trim() !== '');
      const boldChars = runs.filter((r) => r.bold).reduce((n, r) => n + r.text.length, 0);
      const allChars = runs.reduce((n, r) => n + r.text.length, 0);
      const chips = chipsOf(s.runs);
      const text = composeSpacingAccents(collapseLetterSpacing(joinRuns(s.runs)));
      const boldLead = boldLeadOf(s.runs);
      return {
        text,
        ...(chips ? { chips } : {}),
        ...(boldLead && text.startsWith(`${boldLead} `) ? { boldLead } : {}),
        x: Math.round(s.x0),
        x1: Math.round(s.x1),
        fontSize: Math.round(s.fontSize * 10) / 10,
        bold: allChars > 0 && boldChars >= allChars * 0.6,
      };
    })
    .filter((c) => c.text !== '');
  const texts = cells.map((c) => c.text);
  if (texts.length === 0) return null;
  const runs = row.items.flatMap((s) => s.runs).filter((r) => r.text.trim() !== '');
  const chars = runs.reduce((n, r) => n + r.text.length, 0);
  const boldChars = runs.filter((r) => r.bold).reduce((n, r) => n + r.text.length, 0);
  // The size that covers most characters, so one large initial does not make a heading.
  const sizeWeights = new Map<number, number>();
  for (const r of runs) {
    const size = Math.round(r.fontSize * 10) / 10;
    sizeWeights.set(size, (sizeWeights.get(size) ?? 0) + r.text.length);
  }
  const fontSize = [...sizeWeights.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  return {
    text: texts.join('\t').replace(DOT_LEADER, '\t'),
    page,
    x: Math.round(row.items[0]?.x0 ?? 0),
    y: Math.round(row.y * 10) / 10,
    fontSize,
    bold: chars > 0 && boldChars >= chars * 0.6,
    cells,
  };
}

function toLines(group: Group, page: number): ExtractedLine[] {
  const isColumnStart = columnStartsOf(group.segments);
  const rows = attachMarks(splitAtLabelEdge(groupRows(group.segments.map((s) => ({ ...s })))))
    .flatMap(splitMixedSizes)
    .map((row) => ({ ...row, items: splitAtColumnStarts(row.items, isColumnStart) }));
  return rows.map((row) => toLine(row, page)).filter((line): line is ExtractedLine => line !== null);
}

/**
 * Text drawn twice in the same place (a shadow, a fake bold, a design's second layer) is read once:
 * a run with the same text, size and position as one already kept, to half a point, is dropped.
 */
function withoutOverprint(runs: TextRun[]): TextRun[] {
  const seen = new Set<string>();
  return runs.filter((run) => {
    if (run.text.trim() === '') return true;
    const key = `${run.text}|${run.fontSize.toFixed(1)}|${Math.round(run.x * 2)}|${Math.round(run.y * 2)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reading-ordered lines of a document. A page without a gutter of its own inherits the
 * document's when nothing crosses it (a sidebar that ended on page 1). When every page splits
 * cleanly into two columns, the main column is read across all pages before the sidebar, so an
 * entry broken by a page break stays whole.
 */
export function arrangeDocumentLines(pages: TextRun[][]): ExtractedLine[] {
  const pageSegments = pages.map((rawRuns) =>
    toSegments(withoutOverprint(rawRuns.map((r) => ({ ...r, text: cleanRunText(r.text) })).filter((r) => r.text !== '' && r.fontSize > 0))),
  );
  const ownGutters = pageSegments.map(findGutter);
  const documentGutter = ownGutters.find((g) => g !== null) ?? null;
  const gutters = pageSegments.map((segments, i) => {
    const own = ownGutters[i] ?? null;
    if (own !== null || documentGutter === null) return own;
    return segments.some((s) => isCrossing(s, documentGutter)) ? null : documentGutter;
  });
  const pageGroups = pageSegments.map((segments, i) => {
    const gutter = gutters[i] ?? null;
    return orderSegments(gutter === null ? segments : splitAtGutter(segments, gutter), gutter);
  });
  // Full-width text is allowed only above the columns (a centred name and headline).
  const isHeaderPrefix = (groups: Group[]) => {
    const firstColumn = groups.findIndex((g) => g.column !== 'full');
    return firstColumn >= 0 && groups.slice(firstColumn).every((g) => g.column !== 'full');
  };
  const isTwoColumnDocument = documentGutter !== null && pageGroups.every((groups, i) => gutters[i] !== null && isHeaderPrefix(groups));
  if (!isTwoColumnDocument) {
    return pageGroups.flatMap((groups, i) => groups.flatMap((g) => toLines(g, i + 1)));
  }
  const lines: ExtractedLine[] = [];
  for (const column of ['left', 'right'] as const) {
    pageGroups.forEach((groups, i) => {
      const wanted = groups.filter((g) => g.column === column || (column === 'left' && g.column === 'full'));
      for (const group of wanted) lines.push(...toLines(group, i + 1));
    });
  }
  return lines;
}

/** Reading-ordered lines of one page. Text within a line's segments is joined by a tab. */
export function arrangePageLines(runs: TextRun[], page: number): ExtractedLine[] {
  return arrangeDocumentLines([runs]).map((line) => ({ ...line, page }));
}
