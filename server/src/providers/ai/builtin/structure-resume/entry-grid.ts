/**
 * Entries printed side by side as cards ('School A ⇥ School B' over 'Sep 2012 – Jul 2014 ⇥
 * Sep 2007 – Jul 2011' over 'Degree A ⇥ Degree B'): the reader gives each row across the cards as
 * one line. A run of rows whose cells stand in the same columns, with a row that is a date range
 * in every column, is such a grid; its cells are read column by column, one card after another.
 */
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';
import { findDateRange } from './find-dates';

/** Cells further apart than this across rows are in different columns. */
const COLUMN_SLACK = 4;

function isAligned(row: LineCell[], first: LineCell[]): boolean {
  return row.length === first.length && row.every((cell, j) => Math.abs(cell.x - (first[j]?.x ?? -Infinity)) <= COLUMN_SLACK);
}

/** A row that is a whole range in every column: only cards side by side print one. */
const isRangeRow = (cells: LineCell[]) => cells.every((cell) => (findDateRange(cell.text)?.end ?? '') !== '');

function cardLines(run: ExtractedLine[]): ExtractedLine[] {
  const columns = run[0]?.cells?.length ?? 0;
  const out: ExtractedLine[] = [];
  for (let j = 0; j < columns; j++) {
    for (const row of run) {
      const cell = row.cells?.[j];
      if (cell) out.push({ ...row, text: cell.text, x: cell.x, fontSize: cell.fontSize, bold: cell.bold, cells: [cell] });
    }
  }
  return out;
}

export function readEntryGrid(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (let i = 0; i < lines.length;) {
    const first = lines[i]?.cells ?? [];
    let end = i + 1;
    while (first.length >= 2 && end < lines.length && lines[end]?.page === lines[i]?.page && isAligned(lines[end]?.cells ?? [], first))
      end++;
    const run = lines.slice(i, end);
    const isGrid = run.length >= 2 && run.some((row) => isRangeRow(row.cells ?? [])) && run.some((row) => !isRangeRow(row.cells ?? []));
    out.push(...(isGrid ? cardLines(run) : run));
    i = end;
  }
  return out;
}
