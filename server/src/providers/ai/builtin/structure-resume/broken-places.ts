/**
 * A place broken over two lines of an entry's header ('Supply Chain Manager, Foxhollow Logistics,
 * Auckland, New' over 'Zealand.', or '…, Raleigh,' over 'NC'): a narrow column wraps inside the place. The short
 * line finishes a place only together with the end of the line above, so it goes back there.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { isOnlyDates } from './find-dates';
import { endsOnJoiningWord } from './joining-words';
import { parseLocation } from './places';
import { isSameColumn, moveLastCellUp } from './wrapped-range-end';

/** Longer than this, the next line is text of its own, not the rest of a name. */
const MAX_REST_WORDS = 3;

/**
 * 'Harbour Board ⇥ Santa Cruz de' over 'Tuning Officer ⇥ la Sierra, Bolivia': the place at the right
 * of two header rows, broken in its column. A name never ends on a joining word, so the cell below
 * finishes it and moves up; true when it did.
 */
function joinsCellBelow(line: ExtractedLine, next: ExtractedLine): boolean {
  const cells = line.text.split('\t');
  const nextCells = next.text.split('\t');
  const last = cells.at(-1) ?? '';
  const rest = nextCells.at(-1)?.trim() ?? '';
  if (cells.length < 2 || nextCells.length < 2 || !endsOnJoiningWord(last) || isOnlyDates(rest) || rest === '') return false;
  if (!isSameColumn(line.cells?.at(-1), next.cells?.at(-1)) || parseLocation(`${last.trim()} ${rest}`) === null) return false;
  moveLastCellUp(line, next, `${last.trim()} ${rest}`);
  return true;
}

export function joinBrokenPlaces(lines: ExtractedLine[]): ExtractedLine[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i];
    const next = out[i + 1];
    if (!line || !next || next.page !== line.page || next.isListItem) continue;
    if (joinsCellBelow(line, next)) continue;
    if (next.text.includes('\t')) continue;
    const rest = next.text.trim();
    if (rest === '' || rest.split(/\s+/).length > MAX_REST_WORDS || !/^\p{Lu}/u.test(rest)) continue;
    // The header's text, not the dates a date column set beside it.
    const cells = line.text.split('\t');
    const at = cells.findLastIndex((c) => !isOnlyDates(c) && c.trim() !== '');
    const cell = cells[at]?.trimEnd() ?? '';
    // 'Oakridge Health, Raleigh,' over 'NC': the line broke after the comma inside the place.
    const city = /,\s*([^,]+),$/.exec(cell)?.[1];
    if (city && parseLocation(`${city}, ${rest.replace(/[.;,]$/, '')}`) !== null) {
      cells[at] = `${cell} ${rest}`;
      line.text = cells.join('\t');
      next.text = '';
      continue;
    }
    const pieces = cell.split(/,\s+/);
    if (pieces.length < 2) continue;
    const before = pieces.slice(-2).join(', ');
    const place = `${before} ${rest.replace(/[.;,]$/, '')}`;
    if (parseLocation(before.replace(/[.;,]$/, '')) !== null || parseLocation(place) === null) continue;
    cells[at] = `${cell} ${rest}`;
    line.text = cells.join('\t');
    next.text = '';
  }
  return out.filter((l) => l.text.trim() !== '');
}
