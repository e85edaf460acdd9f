/**
 * Sections set side by side in a band ('Contact ⇥ Profiles ⇥ About' over boxes of their text, or
 * 'Languages ⇥ Interests' at the foot of a one-page design) on a page with no gutter of its own:
 * the reader gives each row across the band as one line of cells. A row whose cells are all section
 * names heads such a band; each cell of the rows under it belongs to the heading it stands under,
 * and the band is read heading by heading, as a person reads the boxes.
 */
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';
import { classifyHeading, isHeadingShaped } from './heading-words';

/** A cell starting this far left of a heading still stands under it (text set flush in a box). */
const SLACK = 8;
/** A cell indented further than this under its heading is no text of that box. */
const MAX_INDENT = 40;
/** A band's rows follow one another at a line's step; a wider gap (in font sizes) ends it. */
const MAX_ROW_GAP = 2.5;

function isHeadingRow(line: ExtractedLine): boolean {
  const cells = line.cells ?? [];
  return (
    cells.length >= 2 &&
    !line.isListItem &&
    cells.every((cell) => isHeadingShaped({ ...line, text: cell.text, cells: undefined }) && classifyHeading(cell.text) !== null)
  );
}

/** Which heading a cell stands under: the last one starting at or left of it. */
function columnOf(cell: { x: number }, heads: LineCell[]): number {
  return heads.reduce((at, head, j) => (head.x <= cell.x + SLACK ? j : at), -1);
}

/** The cells of a line, or the line as one cell when the reader gave it none. */
function cellsOf(line: ExtractedLine): LineCell[] {
  return line.cells ?? [{ text: line.text, x: line.x, x1: line.x, fontSize: line.fontSize, bold: line.bold }];
}

export function readHeadingGrid(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = lines[i];
    if (!row || !isHeadingRow(row)) {
      if (row) out.push(row);
      continue;
    }
    const heads = row.cells ?? [];
    // The band runs on while its rows stand under the headings: up to a heading of its own, another
    // page, or a line starting left of the band.
    let end = i + 1;
    while (end < lines.length) {
      const line = lines[end];
      const above = lines[end - 1];
      if (!line || !above || line.page !== row.page || isHeadingRow(line) || (isHeadingShaped(line) && classifyHeading(line.text))) break;
      if (line.y - above.y > MAX_ROW_GAP * Math.max(line.fontSize, above.fontSize)) break;
      const isUnderHeads = cellsOf(line).every((cell) => {
        const head = heads[columnOf(cell, heads)];
        return head !== undefined && cell.x - head.x <= MAX_INDENT;
      });
      if (!isUnderHeads) break;
      end++;
    }
    // Headings with nothing standing under them are no band (a row of labels over a page's text).
    if (end === i + 1) {
      out.push(row);
      continue;
    }
    const columns: ExtractedLine[][] = heads.map((head) => [
      { ...row, text: head.text, x: head.x, fontSize: head.fontSize, bold: head.bold, cells: [head] },
    ]);
    for (const line of lines.slice(i + 1, end)) {
      for (const cell of cellsOf(line)) {
        columns[columnOf(cell, heads)]?.push({
          ...line,
          text: cell.text,
          x: cell.x,
          fontSize: cell.fontSize,
          bold: cell.bold,
          cells: [cell],
        });
      }
    }
    out.push(...columns.flat());
    i = end - 1;
  }
  return out;
}
