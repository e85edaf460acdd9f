/**
 * TeX without its accented fonts (pdflatex with the old 7-bit encoding, or a letter its font lacks)
 * prints an accented letter as the letter with a separate accent glyph set over it, and the PDF's
 * text then reads 'Jovanovi ´c' or 'Andr´e'. A spacing accent directly before a letter, with at
 * most a space between them, is that letter's accent: the two are one letter again ('ć', 'é'),
 * and the space a word break never had goes too.
 */
const COMBINING: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  ˆ: '\u0302',
  '˜': '\u0303',
  ˇ: '\u030c',
  '˚': '\u030a',
  '¸': '\u0327',
  '˛': '\u0328',
  '˝': '\u030b',
  '˘': '\u0306',
  '˙': '\u0307',
};

const SPACING_ACCENT = /(\p{L})? ?([´`¨ˆ˜ˇ˚¸˛˝˘˙]) ?(\p{L})/gu;

export function composeSpacingAccents(text: string): string {
  if (!/[´`¨ˆ˜ˇ˚¸˛˝˘˙]/u.test(text)) return text;
  return text.replace(SPACING_ACCENT, (all: string, before: string | undefined, accent: string, letter: string) =>
    // A backtick quoting a word ('`npm`') is no accent: a grave one sits between two letters of a word.
    accent === '`' && !/\p{L}`\p{L}/u.test(all) ? all : `${before ?? ''}${`${letter}${COMBINING[accent] ?? ''}`.normalize('NFC')}`,
  );
}
