/** A place in a details block, with its label set apart by space rather than a colon. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';

const at = (text: string, y: number, fontSize = 10): ExtractedLine => ({ text, page: 1, x: 90, y, fontSize, bold: false });

function placeOf(detail: string): string {
  const lines = [
    at('Ines Marlowe', 100, 20),
    at('E-mail ines.marlowe@example.com', 140),
    at(detail, 154),
    at('Experience', 190, 12.5),
    at('Payroll Officer\tMay 2020 – Present', 210),
  ];
  return structureResumeBuiltin({ format: 'pdf', pageCount: 1, links: [], lines }).contact.location;
}

describe('a labelled place', () => {
  it('loses its label and a country printed twice', () => {
    expect(placeOf('Address Porto, Portugal, Portugal')).toBe('Porto, Portugal');
    expect(placeOf('Location Dayton, OH')).toBe('Dayton, OH');
  });
});

describe('a country code after a state code', () => {
  it('is dropped from the place', () => {
    expect(placeOf('Dayton, OH US')).toBe('Dayton, OH');
  });
});
