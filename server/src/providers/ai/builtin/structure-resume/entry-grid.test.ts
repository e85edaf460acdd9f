import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { parseSchool } from './parse-school';
import { splitEntries } from './split-entries';

/** A row across the page: each text in its own cell, starting at the x given. */
function row(cells: [string, number][], y: number, bold = false): ExtractedLine {
  return {
    text: cells.map(([text]) => text).join('\t'),
    page: 1,
    x: cells[0]?.[1] ?? 0,
    y,
    fontSize: 9,
    bold,
    cells: cells.map(([text, x]) => ({ text, x, x1: x + text.length * 4.5, fontSize: 9, bold })),
  };
}

describe('entries printed side by side as cards', () => {
  it('reads each card as one entry, column by column', () => {
    const entries = splitEntries([
      row(
        [
          ['Westmoor Polytechnic', 50],
          ['Halden College', 300],
        ],
        100,
        true,
      ),
      row(
        [
          ['Sep 2012 - Jul 2014', 50],
          ['Sep 2007 - Jul 2011', 300],
        ],
        114,
      ),
      row(
        [
          ['Master of Science - Geology', 50],
          ['Bachelor of Arts - History', 300],
        ],
        126,
      ),
    ]);
    expect(entries.map(parseSchool).map((s) => [s.school, s.degree, s.start_date, s.end_date])).toEqual([
      ['Westmoor Polytechnic', 'Master of Science - Geology', 'Sep 2012', 'Jul 2014'],
      ['Halden College', 'Bachelor of Arts - History', 'Sep 2007', 'Jul 2011'],
    ]);
  });

  it('leaves rows of a company and its dates beside each other alone', () => {
    const entries = splitEntries([
      row(
        [
          ['Harbour Freight', 50],
          ['Sep 2012 - Jul 2014', 400],
        ],
        100,
      ),
      row(
        [
          ['Dispatch Lead', 50],
          ['Dayton, OH', 400],
        ],
        114,
      ),
      row(
        [
          ['Kestrel Labs', 50],
          ['Sep 2007 - Jul 2011', 400],
        ],
        140,
      ),
      row(
        [
          ['Planner', 50],
          ['Omaha, NE', 400],
        ],
        154,
      ),
    ]);
    expect(entries.map((e) => e.header[0])).toEqual(['Harbour Freight\tSep 2012 - Jul 2014', 'Kestrel Labs\tSep 2007 - Jul 2011']);
  });
});
