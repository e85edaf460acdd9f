import type { TextRun } from './extracted-document';

/**
 * A lone letter set in another size right before lower-case text: a TeX icon font's glyph (a phone,
 * an envelope) that extracts as a letter ('l' + 'mateo@…'). It starts the detail, so it is kept
 * apart; small capitals and drop capitals set a capital before capitals, or at twice the size.
 */
export function isIconLetter(text: string, previous: TextRun | undefined, run: TextRun): boolean {
  if (!previous || text.trim().length !== 1 || !/^\p{L}$/u.test(text.trim()) || !/^\p{Ll}/u.test(run.text)) return false;
  const ratio = Math.max(previous.fontSize, run.fontSize) / Math.min(previous.fontSize, run.fontSize);
  return ratio > 1.05 && ratio < 1.5;
}
