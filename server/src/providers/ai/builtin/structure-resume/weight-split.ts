/**
 * 'Nurse Manager Ironbridge General Hospital': a header line whose title and employer (or degree
 * and school) only their weight tells apart, the first set in bold. Cut there, the two read as the
 * parts a tab or a comma would have given.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { isOnlyDates } from './find-dates';

/** A header's name or place runs to a few words; more is a sentence. */
const MAX_PART_WORDS = 8;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A name-like part: starts with a capital, ends on no sentence or label mark (an abbreviation's
 * stop aside: 'Co.', 'Inc.', or a dotted legal form in small letters, 'Sp. z o.o.').
 */
function isNamePart(text: string): boolean {
  const endsClean = !/[.!?:;,]$/.test(text) || /(?:^|\s)(?:\p{Lu}[\p{L}.]{0,4}|\p{L}\.(?:\p{L}\.)+)$/u.test(text);
  return wordCount(text) <= MAX_PART_WORDS && /^\p{Lu}/u.test(text) && endsClean;
}

export function splitAtWeight(line: ExtractedLine): ExtractedLine {
  // A Word line has no cells: its bold lead is the first piece's.
  const firstPiece = line.text.split('\t')[0] ?? '';
  const wordCell = line.boldLead && firstPiece.startsWith(`${line.boldLead} `) ? [{ text: firstPiece, boldLead: line.boldLead }] : [];
  const led = [...(line.cells ?? []).filter((cell) => cell.boldLead), ...wordCell];
  if (led.length === 0 || line.isListItem) return line;
  let isSplit = false;
  // Earlier readers may have moved cells about in the text (a date column to the end): each piece
  // of the text is matched to its cell.
  const pieces = line.text.split('\t').map((piece) => {
    const cell = led.find((c) => c.text === piece);
    const lead = cell?.boldLead;
    if (!cell || !lead) return piece;
    const rest = cell.text.slice(lead.length).trim();
    if (!isNamePart(lead) || !isNamePart(rest) || isOnlyDates(lead) || isOnlyDates(rest)) return piece;
    isSplit = true;
    return `${lead}\t${rest}`;
  });
  return isSplit ? { ...line, text: pieces.join('\t') } : line;
}
