/**
 * A bracket opened on one line and closed on the next: LaTeX CV classes set an entry's dates in
 * brackets after its text ('Analyst, Harbour Bank, Leeds (01/07/2016 to' over '01/03/2020).'), and
 * the line breaks wherever the paragraph is full. The bracketed part moves up to close its line;
 * what follows it on the next line stays there.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { joinWrapped } from './wrapped-lines';

/** No document's own spellings are at hand here: a word broken at a line's end is joined whole. */
const NO_WORDS: ReadonlySet<string> = new Set();

/** The most text a wrapped bracket carries onto the next line before it closes. */
const MAX_CARRIED = 40;

function isOpen(text: string): boolean {
  const opened = text.lastIndexOf('(');
  return opened >= 0 && !text.slice(opened).includes(')');
}

export function joinOpenBrackets(lines: ExtractedLine[]): ExtractedLine[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i];
    const next = out[i + 1];
    if (!line || !next || next.isListItem || next.page !== line.page) continue;
    // The reader may have moved a label column's dates to the end of the line, after the text.
    const cells = line.text.split('\t');
    const at = cells.findIndex(isOpen);
    const open = cells[at] ?? '';
    if (at < 0) continue;
    const close = next.text.indexOf(')');
    const carried = close >= 0 ? next.text.slice(0, close + 1) : '';
    if (close < 0 || close > MAX_CARRIED || carried.includes('(') || carried.includes('\t')) continue;
    // A full stop after the bracket ends the statement with it; a spaced dash or bar after it
    // parts it from what follows, and goes up with it so the line left below is not read as a
    // statement marked by a dash.
    const stop = /^(?:\.|\s+[-–—|](?=\s))/.exec(next.text.slice(close + 1))?.[0] ?? '';
    cells[at] = `${joinWrapped(open.trimEnd(), carried.trim(), NO_WORDS)}${stop}`;
    line.text = cells.join('\t');
    next.text = next.text.slice(close + 1 + stop.length).trim();
  }
  return out.filter((l) => l.text.trim() !== '');
}
