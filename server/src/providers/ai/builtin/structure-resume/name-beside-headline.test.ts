import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { findName } from './find-name';

const line = (text: string, y: number, fontSize: number, x = 20): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold: false });

describe('a headline in larger type than the name', () => {
  it('does not win over the name printed beside the contact details', () => {
    const header = [
      line('Tamsin Okafor\t(374) 555-0159', 24, 14),
      line('Portland, OR\ttamsin@example.org', 37, 11),
      line('Operations Planner', 150, 25, 230),
    ];
    const body = Array.from({ length: 20 }, (_, i) => line('Ran the weekly dock rota with the night shift.', 200 + i * 14, 11));
    expect(findName(header, [...header, ...body])).toBe('Tamsin Okafor');
  });

  it('is still no reason to pass over a name in the largest type', () => {
    const header = [line('Tamsin Okafor', 24, 25), line('Operations Planner', 50, 14), line('tamsin@example.org', 64, 11)];
    expect(findName(header, header)).toBe('Tamsin Okafor');
  });
});

describe('a name set over two lines, the family name in bold', () => {
  it('is the whole name, not its bold second line', () => {
    const header = [
      { ...line('CALLUM', 62, 30, 209) },
      { ...line('R. OKAFOR', 94, 30, 209), bold: true },
      line('BACKEND DEVELOPER', 115, 11, 209),
    ];
    expect(findName(header, header)).toBe('CALLUM R. OKAFOR');
  });
});

describe('a name with particles', () => {
  it('is read whole when its family name wraps onto a second line', () => {
    const header = [
      line('José Luis Ordóñez de la', 68, 30),
      line('Ciudad de México, CDMX', 80, 8.5, 462),
      line('Vega', 92, 30),
      line('Investigative & Data Journalist', 118, 8.5),
    ];
    const body = Array.from({ length: 20 }, (_, i) =>
      line('Filed the weekly water-contracts story for the national desk.', 200 + i * 14, 9.5),
    );
    expect(findName(header, [...header, ...body])).toBe('José Luis Ordóñez de la Vega');
  });
});
