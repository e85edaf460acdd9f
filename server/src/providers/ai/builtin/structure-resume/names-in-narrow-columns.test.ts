// Names set in a narrow column or glued by a class that boxes each part. Names here are invented.
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { findName } from './find-name';

const line = (text: string, y: number, fontSize: number, x = 460, bold = false): ExtractedLine => ({
  text,
  page: 1,
  x,
  y,
  fontSize,
  bold,
});

const body = Array.from({ length: 20 }, (_, i) => line('Catalogued the donated map collection with two volunteers.', 300 + i * 12, 8, 90));

describe('a name broken over four lines of a narrow column', () => {
  it('is the whole name, not the three lines that end on a particle', () => {
    const header = [
      line('Ana Sofía del', 60, 16, 458, true),
      line('Pilar', 77, 16, 463, true),
      line('Valcárcel de', 90, 16, 465, true),
      line('Ballestas', 114, 16, 471, true),
      line('Conservator · paper and', 130, 8, 447),
      line('book repair', 139, 8, 451),
    ];
    expect(findName(header, [...header, ...body])).toBe('Ana Sofía del Pilar Valcárcel de Ballestas');
  });
});

describe('a name whose two parts a class set in boxes of their own', () => {
  it('parts a family name that opens with an elided particle', () => {
    const header = [line('RuairíO’Dowling', 110, 36, 250), line('Licensed Plumber', 136, 17, 375)];
    expect(findName(header, [...header, ...body])).toBe('Ruairí O’Dowling');
  });
});
