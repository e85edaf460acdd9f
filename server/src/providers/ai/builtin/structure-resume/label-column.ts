/**
 * Layouts with a label column: section names, dates or field names in a narrow column left of the
 * text they label (LaTeX CV classes, one-page web themes, Europass forms, a Google Docs table of
 * headings). The reader gives such a row as one line, label and text apart as cells; here each
 * label goes where a one-column resume would print it: a section name becomes a heading line above
 * its text, dates move to the end of the entry's first line (where right-aligned dates would be),
 * a field name is dropped or kept as a 'Label: text' prefix. A label wrapped over several rows
 * ('Jan 2021–Nov' over '2023') is joined first.
 */
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';
import { classifyHeading } from './heading-words';
import { findDateRange, isOnlyDates } from './find-dates';
import { formRole, type FormRole, orderFormEntries } from './form-labels';
import { isWrappedHeading } from './wrapped-headings';
import { medianSize } from './type-sizes';

const CONTACT_TEXT = /@|https?:|www\.|\.(?:com|org|net|io|me)\b|\+?\d[\d\s().-]{8,}\d|,\s*[A-Z]{2}\b/;

type Labelled = { line: ExtractedLine; label: string; labelLine: ExtractedLine | null; content: ExtractedLine | null };

/** Common left edges of the text: x values where many lines, or pieces of lines after a label, start. */
function commonEdges(lines: ExtractedLine[]): number[] {
  const counts = new Map<number, number>();
  for (const line of lines) {
    for (const x of new Set((line.cells ?? []).map((c) => Math.round(c.x)))) counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  return [...counts.entries()].filter(([, n]) => n >= Math.max(3, lines.length * 0.08)).map(([x]) => x);
}

function lineOf(base: ExtractedLine, cells: NonNullable<ExtractedLine['cells']>): ExtractedLine {
  const first = cells[0];
  const sizes = cells.map((c) => c.fontSize);
  // A cell's size is the largest of its letters; the line's own is the size most of its letters
  // have. A line that keeps all its cells keeps its own size, so a heading in small capitals (a
  // larger initial on each word) reads at the size of the headings beside it, label or not.
  const isWhole = cells.length === (base.cells?.length ?? 0) && cells.every((c, i) => c.fontSize === base.cells?.[i]?.fontSize);
  return {
    ...base,
    text: cells.map((c) => c.text).join('\t'),
    x: first?.x ?? base.x,
    fontSize: isWhole ? base.fontSize : Math.max(...sizes),
    bold: cells.every((c) => c.bold),
    cells,
  };
}

/** Characters of the dates a piece starts with: a range, or a start and its dash when the range wrapped. */
function leadingDateLength(text: string): number {
  const range = findDateRange(text);
  if (range?.index !== 0) return 0;
  return range.length + (range.end === '' ? (/^\s*[-–—]/.exec(text.slice(range.length))?.[0].length ?? 0) : 0);
}

/**
 * 'September 2011 – Master of Arts, …' in one piece: a date column set so close to its text that
 * the reader gave one piece, its dates ending where the text column starts ('September 2011 –'
 * wrapped, 'May 2013' below it: moderncv-like classes).
 */
function isMergedDateLabel(cell: LineCell, edge: number): boolean {
  const chars = leadingDateLength(cell.text);
  const charWidth = (cell.x1 - cell.x) / Math.max(1, cell.text.length);
  const text = cell.text.slice(chars).trim();
  const isText = /^\p{Lu}\p{L}*\s\S/u.test(text) && findDateRange(text)?.index !== 0;
  return chars > 0 && isText && cell.x < edge - 8 && cell.x1 > edge && Math.abs(chars - (edge - cell.x) / charWidth) <= 3;
}

/** Splits a line into its label cell and the rest when the label sits in the label column. */
function splitLabel(line: ExtractedLine, contentEdge: number, leftMargin: number, bodySize: number): Labelled {
  const cells = line.cells ?? [];
  // Labels are set in the body's type: a line in display type (the name, a headline) is a title
  // whose wide word spaces may reach past the content edge.
  if (bodySize > 0 && line.fontSize > bodySize * 1.6) return { line, label: '', labelLine: null, content: line };
  const [first, ...rest] = cells;
  // A bullet set at a tab before its item ('•<tab>Languages: Java') marks the item; it labels nothing.
  if (first && /^[•·▪◦●■○‣*–-]$/.test(first.text.trim())) return { line, label: '', labelLine: null, content: line };
  if (first && first.x < contentEdge - 8 && first.x1 > contentEdge - 3) {
    // A label set so close to its text that the reader gave one piece ('Languages SQL, Go'): cut
    // at the word break nearest the content edge, placed by the piece's average character width.
    const charWidth = (first.x1 - first.x) / Math.max(1, first.text.length);
    const estimate = Math.round((contentEdge - first.x) / charWidth);
    const breaks = [...first.text.matchAll(/ /g)].map((m) => m.index).filter((i) => Math.abs(i - estimate) <= 3);
    // Only a label set right-aligned (it starts inside the column, not at the margin, where a
    // full-width line starts) is cut at a word break, and only where it fits left of the text;
    // dates are cut where they end.
    const dates = leadingDateLength(first.text);
    const isDates = dates > 0 && (findDateRange(first.text)?.end !== '' || isMergedDateLabel(first, contentEdge));
    const nearest = breaks.sort((a, b) => Math.abs(a - estimate) - Math.abs(b - estimate))[0];
    const fits = nearest !== undefined && nearest * charWidth <= contentEdge - first.x + charWidth;
    const cut = isDates ? dates : first.x > leftMargin + 4 && fits ? nearest : undefined;
    const label = cut !== undefined ? first.text.slice(0, cut).trim() : '';
    const remainder = cut !== undefined ? first.text.slice(cut).trim() : '';
    // A cut label is a word or two of a name ('Languages'), never the start of a sentence.
    const isLabelWords = isDates || (/^\p{L}/u.test(label) && label.split(/\s+/).length <= 2 && /^[\p{Lu}\p{N}]/u.test(remainder));
    if (label && isLabelWords && /^[\p{L}\p{N}(]/u.test(remainder)) {
      const content = lineOf(line, [{ ...first, text: remainder, x: contentEdge }, ...rest]);
      return { line, label, labelLine: lineOf(line, [{ ...first, text: label, x1: contentEdge - 4 }]), content };
    }
  }
  if (!first || first.x1 > contentEdge - 3) return { line, label: '', labelLine: null, content: line };
  const labelLine = lineOf(line, [first]);
  if (rest.length === 0) return { line, label: first.text, labelLine, content: null };
  // Text far right of the content edge is a second header column ('City<tab>e-mail'), not labelled text.
  if (Math.abs((rest[0]?.x ?? 0) - contentEdge) > 14) return { line, label: '', labelLine: null, content: line };
  return { line, label: first.text, labelLine, content: lineOf(line, rest) };
}

/** A label piece that continues the one above it: a date range or a phrase wrapped in a narrow column. */
function continuesLabel(previous: string, piece: string): boolean {
  const month = /(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;
  if (isWrappedHeading(previous, piece)) return true;
  if (/[-–—]$/.test(previous.trim()) || /^[-–—]/.test(piece.trim())) return true;
  if (month.test(previous.trim()) && /^(?:(?:19|20)\d{2}|present|current|now)\b/i.test(piece.trim())) return true;
  return /\p{L}$/u.test(previous.trim()) && /^\p{Ll}/u.test(piece.trim()) && !findDateRange(previous);
}

function isHeadingLabel(label: string, line: ExtractedLine | null): boolean {
  if (!classifyHeading(label)) {
    const letters = label.replace(/[^\p{L}]/gu, '');
    const isCapitals = letters.length >= 4 && letters === letters.toUpperCase() && label.split(/\s+/).length <= 4;
    return isCapitals && !/\d/.test(label) && Boolean(line?.bold || (line && line.fontSize > 0));
  }
  return formRole(label) === null || formRole(label) === 'section';
}

/** The lines of a label-column page, rewritten as a one-column resume prints them. */
export function readLabelColumn(lines: ExtractedLine[]): ExtractedLine[] {
  const withCells = lines.filter((l) => (l.cells?.length ?? 0) > 0);
  if (withCells.length < 6) return orderFormEntries(lines.map((l) => ({ line: l, role: tabbedFormRole(l) })));
  const edges = commonEdges(withCells).sort((a, b) => a - b);
  // The content edge: the leftmost common edge that labels stand left of, on several lines.
  // Lines of body text also start there: a tab stop that only ever follows a title (dates set at
  // a left-aligned tab) is not the edge of a text column.
  // Lines of body text also start there: a tab stop that only ever follows a title (dates set at
  // a left-aligned tab) is not the edge of a text column. And labels are narrow: the column left of
  // the edge is well under half the text's width.
  const left = Math.min(...withCells.map((l) => l.x));
  const right = Math.max(...withCells.map((l) => l.cells?.at(-1)?.x1 ?? l.x));
  const contentEdge = edges.find((edge) => {
    const labelled = withCells.filter((l) => {
      const [first, second] = l.cells ?? [];
      const isApart =
        first !== undefined && second !== undefined && first.x1 < edge - 3 && l.x < edge - 8 && Math.abs(second.x - edge) <= 3;
      return isApart || (first !== undefined && isMergedDateLabel(first, edge));
    }).length;
    const starting = withCells.filter((l) => Math.abs(l.x - edge) <= 2).length;
    return labelled >= 3 && starting >= 2 && edge - left < (right - left) * 0.4;
  });
  if (contentEdge === undefined) return orderFormEntries(lines.map((l) => ({ line: l, role: tabbedFormRole(l) })));
  const bodySize = medianSize(lines);
  const items = lines.map((line) => splitLabel(line, contentEdge, left, bodySize));
  // Where headings printed on a line of their own start, when the page has any.
  const headingXs = lines.filter((l) => !l.text.includes('\t') && classifyHeading(l.text)).map((l) => l.x);
  const headingX = headingXs.length >= 2 ? Math.min(...headingXs) : null;
  // Join wrapped labels into the first row of their group.
  const groups: { at: number; label: string; lines: ExtractedLine[] }[] = [];
  items.forEach((item, i) => {
    if (!item.label) return;
    const last = groups.at(-1);
    const previous = last ? items[last.at + last.lines.length - 1]?.line : undefined;
    const isClose =
      previous !== undefined &&
      previous.page === item.line.page &&
      item.line.y - previous.y <= Math.max(previous.fontSize, item.line.fontSize) * 1.8 &&
      last !== undefined &&
      last.at + last.lines.length === i;
    if (last && isClose && continuesLabel(last.label, item.label)) {
      last.label = `${last.label} ${item.label}`;
      last.lines.push(item.line);
    } else {
      groups.push({ at: i, label: item.label, lines: [item.line] });
    }
  });
  const labelAt = new Map(groups.map((g) => [g.at, g]));
  const inGroup = new Set(groups.flatMap((g) => g.lines.slice(1).map((_, k) => g.at + k + 1)));
  const out: { line: ExtractedLine; role: FormRole | null }[] = [];
  items.forEach((item, i) => {
    const group = labelAt.get(i);
    if (!item.label) {
      out.push({ line: item.line, role: null });
      return;
    }
    if (inGroup.has(i)) {
      // Its label piece went to the group's first row.
      if (item.content) out.push({ line: item.content, role: null });
      return;
    }
    const label = group?.label ?? item.label;
    const content = item.content;
    const role = formRole(label);
    // A label indented past where the page's own headings start ('Languages' over 'Rust, Go' in a
    // skills section) names a group, not a section.
    const isIndented = headingX !== null && (item.labelLine?.x ?? item.line.x) > headingX + 6;
    if ((isHeadingLabel(label, item.labelLine) && !isIndented) || role === 'section') {
      out.push({ line: { ...(item.labelLine ?? item.line), text: label, cells: undefined }, role: null });
      if (content) out.push({ line: content, role: null });
    } else if (role) {
      if (content) out.push({ line: content, role });
    } else if (isOnlyDates(label) || (findDateRange(label) !== null && label.length <= 30)) {
      // The entry's first line, with its dates where a one-column layout sets them; a mark before it is layout.
      const text = content ? `${content.text.replace(/^[^\p{L}\p{N}(]{1,2}\s+/u, '')}\t${label}` : label;
      out.push({ line: { ...(content ?? item.line), text }, role: null });
    } else if (content && CONTACT_TEXT.test(`${label} ${content.text}`)) {
      // A header row of contact details ('Analyst<tab>Portland, ME<tab>a@b.io') is no label and text.
      out.push({ line: item.line, role: null });
    } else if (content) {
      out.push({ line: { ...content, text: `${label}: ${content.text}` }, role: null });
    } else {
      out.push({ line: { ...(item.labelLine ?? item.line), text: label, cells: undefined }, role: null });
    }
  });
  return orderFormEntries(out);
}

/** A Word table row 'Dates<tab>01/03/2019 - ...' has no positions, but its first cell is a form label. */
function tabbedFormRole(line: ExtractedLine): FormRole | null {
  const [first] = line.text.split('\t');
  return line.text.includes('\t') && first ? formRole(first) : null;
}
