/** A date range whose end a narrow date column set on the row below. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { splitEntries } from './split-entries';

const line = (text: string, x: number, y: number): ExtractedLine => ({ text, page: 1, x, y, fontSize: 10, bold: false });

describe('the end of a range on the row below its start', () => {
  const entries = splitEntries([
    line('March 2021 – Dispatch Lead, Harbour Freight, Dayton, OH.', 80, 100),
    line('Rebuilt the returns desk together with two carriers, which cut\tCurrent', 160, 112),
    line('lost parcels by a third within a year.', 175, 124),
    line('• Ran the weekly dock rota with the night shift supervisors.', 160, 138),
  ]);

  it('moves up to close the range', () => {
    expect(entries[0]?.header[0]).toContain('March 2021 – Current');
  });

  it('leaves the text beside it as the entry’s first statement, not a new entry', () => {
    expect(entries).toHaveLength(1);
    expect(entries[0]?.bullets[0]).toMatch(/^Rebuilt the returns desk/);
  });
});
