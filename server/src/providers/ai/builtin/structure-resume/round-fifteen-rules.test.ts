/** Rules from round 15's development layouts of the parse corpus: each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { splitPageFurniture } from './page-furniture';

const at = (text: string, page: number, x: number, y: number): ExtractedLine => ({
  text,
  page,
  x,
  y,
  width: text.length * 5,
  height: 10,
  fontSize: 10,
  bold: false,
});

describe('a line a browser drew on both sides of a page break', () => {
  const pageOne = [at('Halvorsen Freight', 1, 50, 700), at('Planned the night shifts.', 1, 70, 720)];

  it('is read once', () => {
    const lines = [...pageOne, at('Brightwater Logistics\t2016 – 2019', 1, 50, 768), at('Brightwater Logistics\t2016 – 2019', 2, 50, 30)];
    const { content } = splitPageFurniture([...lines, at('Dispatcher', 2, 50, 50)]);
    expect(content.map((l) => l.text)).toEqual([
      'Halvorsen Freight',
      'Planned the night shifts.',
      'Brightwater Logistics\t2016 – 2019',
      'Dispatcher',
    ]);
  });
});
