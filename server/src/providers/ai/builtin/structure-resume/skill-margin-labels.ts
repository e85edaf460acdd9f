/**
 * Skill groups named in the margin: a CV class sets each group's name flush right against the text
 * column, a few points from its terms ('Clinical  Neonatal care, Triage'). The gap is narrower than
 * the reader's column gaps, so the name and the terms come out as one line; the names' lengths
 * differ, so the lines start at different x, while every line's terms start at one x. Where two
 * or more lines of a skills section show that, each line is cut there into its name and its terms.
 */
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';

/** Most words a group's name has. */
const MAX_NAME_WORDS = 3;

type Cut = { at: number; termsX: number };

/** Where each word after the first few would start, from the line's average character width. */
function possibleCuts(cell: LineCell): Cut[] {
  const charWidth = (cell.x1 - cell.x) / Math.max(1, cell.text.length);
  const cuts: Cut[] = [];
  let words = 0;
  for (let i = 0; i < cell.text.length && words < MAX_NAME_WORDS; i++) {
    if (cell.text[i] !== ' ') continue;
    words++;
    if (/[,:;]/.test(cell.text.slice(0, i))) break;
    // A group's terms are a list.
    if (!/[,;|•·]/.test(cell.text.slice(i + 1))) continue;
    cuts.push({ at: i, termsX: cell.x + (i + 1) * charWidth });
  }
  return cuts;
}

/** The section's lines with each margin name set apart from its terms by a tab, or the lines unchanged. */
export function withMarginLabels(lines: ExtractedLine[]): ExtractedLine[] {
  const named = lines.filter((l) => l.cells?.length === 1 && / /.test(l.text) && !l.text.includes('\t'));
  if (named.length < 2) return lines;
  const tolerance = (l: ExtractedLine) => l.fontSize * 0.6;
  const cutsOf = new Map(named.map((l) => [l, possibleCuts(l.cells![0]!)]));
  const nearest = (l: ExtractedLine, x: number) =>
    (cutsOf.get(l) ?? []).reduce<Cut | null>((best, c) => (!best || Math.abs(c.termsX - x) < Math.abs(best.termsX - x) ? c : best), null);
  for (const candidate of cutsOf.get(named[0]!) ?? []) {
    // Lines that start where the terms do are terms wrapped from the line above; the rest must each
    // have a name that ends there.
    const inMargin = named.filter((l) => l.x < candidate.termsX - l.fontSize);
    const cuts = named.map((l) => (inMargin.includes(l) ? nearest(l, candidate.termsX) : null));
    const isCutThere = (l: ExtractedLine) => {
      const cut = cuts[named.indexOf(l)];
      return cut !== null && cut !== undefined && Math.abs(cut.termsX - candidate.termsX) <= tolerance(l);
    };
    if (inMargin.length === 0 || !inMargin.every(isCutThere)) continue;
    // The terms' column shows itself: in names of different lengths set flush right, or in lines
    // of terms (wrapped, or after a name on a line of its own) that start there.
    const starts = inMargin.map((l) => l.x);
    const isFlushRight = inMargin.length >= 2 && Math.max(...starts) - Math.min(...starts) >= 2;
    const hasTermsColumn = lines.some((l) => !inMargin.includes(l) && Math.abs(l.x - candidate.termsX) <= tolerance(l));
    if (!isFlushRight && !hasTermsColumn) continue;
    const found = cuts.filter((c): c is Cut => c !== null);
    const termsX = found.reduce((sum, c) => sum + c.termsX, 0) / found.length;
    return lines.map((line) => {
      const index = named.indexOf(line);
      const cut = index >= 0 ? cuts[index] : undefined;
      // A line that starts at the terms' x is a term line wrapped from the one above.
      if (!cut || line.x >= termsX - tolerance(line)) return line;
      const cell = line.cells![0]!;
      const name = cell.text.slice(0, cut.at).trim();
      const terms = cell.text.slice(cut.at + 1).trim();
      return {
        ...line,
        text: `${name}\t${terms}`,
        cells: [
          { ...cell, text: name, x1: cut.termsX - (cell.x1 - cell.x) / cell.text.length },
          { ...cell, text: terms, x: cut.termsX },
        ],
      };
    });
  }
  return lines;
}
