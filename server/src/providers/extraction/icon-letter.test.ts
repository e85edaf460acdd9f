/** A TeX icon font's glyph that extracts as a letter before the detail it marks. */
import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { arrangePageLines } from './layout-lines';

const run = (text: string, x: number, width: number, fontSize: number): TextRun => ({
  text,
  page: 1,
  x,
  y: 80,
  width,
  height: fontSize,
  fontSize,
  bold: false,
});

describe('a lone letter in another size glued to the text after it', () => {
  it('is kept apart from an e-mail address', () => {
    const lines = arrangePageLines([run('l', 54, 2.6, 10.9), run('mateo.vasquez@example.net', 56.6, 120, 9.96)], 1);
    expect(lines[0]?.text).toBe('l mateo.vasquez@example.net');
  });

  it('leaves small capitals joined', () => {
    expect(arrangePageLines([run('S', 54, 7, 12), run('MITH', 61, 24, 9)], 1)[0]?.text).toBe('SMITH');
  });
});
