/**
 * The marks a layout sets before a list item: glyphs, dashes, and numbers up to 99. A glyph made
 * only for lists may touch its text ('•Built the model'), where a layout set no space after it.
 */
export const BULLET_GLYPH = /^\s*(?:(?:[•·▪‣◦●○■□➢➤►▸✓✔–—*-]|\d{1,2}[.)])\s+|[•▪‣◦●■➢➤►▸](?=\p{L}))/u;

/** A line that is a list item or starts with its own mark: a statement of its own. */
export function hasOwnMark(line: { text: string; isListItem?: boolean }): boolean {
  return Boolean(line.isListItem) || BULLET_GLYPH.test(line.text);
}

export function stripBullet(text: string): string {
  return text.replace(BULLET_GLYPH, '').trim();
}
