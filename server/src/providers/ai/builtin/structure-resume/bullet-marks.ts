/** The marks a layout sets before a list item: glyphs, dashes, and numbers up to 99. */
export const BULLET_GLYPH = /^\s*(?:[•·▪‣◦●○■□➢➤►▸✓✔–—*-]|\d{1,2}[.)])\s+/;

export function stripBullet(text: string): string {
  return text.replace(BULLET_GLYPH, '').trim();
}
