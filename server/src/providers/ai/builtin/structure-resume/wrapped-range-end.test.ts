/** A date range whose end a narrow date column set on the row below. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { splitEntries } from './split-entries';
import { joinDanglingNames } from './wrapped-names';

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

describe('a range in a right-hand date column wrapped before its end year', () => {
  const cell = (text: string, x: number, x1: number) => ({ text, x, x1, fontSize: 10, bold: true });
  const row = (texts: [string, number, number][], y: number): ExtractedLine => ({
    ...line(texts.map(([text]) => text).join('\t'), texts[0]?.[1] ?? 0, y),
    cells: texts.map(([text, x, x1]) => cell(text, x, x1)),
  });

  it('takes the year from the row below into the range, and leaves the degree whole', () => {
    const entries = splitEntries([
      row(
        [
          ['Westmoor University', 60, 180],
          ['Sep 2014 - Jun', 470, 540],
        ],
        100,
      ),
      row(
        [
          ['Master of Science in Applied Statistics', 60, 300],
          ['2016', 515, 540],
        ],
        114,
      ),
      row(
        [
          ['Halden College', 60, 150],
          ['Sep 2010 - May 2014', 455, 540],
        ],
        140,
      ),
      row([['Bachelor of Arts in Economics', 60, 240]], 154),
    ]);
    expect(entries.map((e) => e.header)).toEqual([
      ['Westmoor University\tSep 2014 - Jun 2016', 'Master of Science in Applied Statistics'],
      ['Halden College\tSep 2010 - May 2014', 'Bachelor of Arts in Economics'],
    ]);
  });

  it('leaves a year in another column alone', () => {
    const entries = splitEntries([
      row(
        [
          ['Westmoor University', 60, 180],
          ['Sep 2014 -', 470, 540],
        ],
        100,
      ),
      row(
        [
          ['Thesis prize', 60, 140],
          ['2016', 300, 330],
        ],
        114,
      ),
    ]);
    expect(entries[0]?.header[0]).toBe('Westmoor University\tSep 2014 -');
  });
});

describe('a header that wrapped after a comma before its dates', () => {
  it('takes the rest of its list from the next short line', () => {
    const lines = joinDanglingNames([
      line('Dispatch Lead, Harbour Freight, Ann Arbor,\t2022–Present', 170, 100),
      line('MI.', 170, 112),
      line('Rebuilt the returns desk with two carriers.', 170, 124),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Dispatch Lead, Harbour Freight, Ann Arbor, MI.\t2022–Present',
      'Rebuilt the returns desk with two carriers.',
    ]);
  });

  it('leaves a line with a comma and no dates beside it alone', () => {
    const lines = joinDanglingNames([line('Skills in Excel, SQL,', 170, 100), line('Tableau', 170, 112)]);
    expect(lines).toHaveLength(2);
  });
});

describe("a school's name wrapped before the word that names it a school", () => {
  it('takes the word back from the next line, with the grade after it', () => {
    const lines = joinDanglingNames([
      line('Master of Arts, History, Harlow State\tSeptember 2011 – May 2013', 148, 100),
      line('University, GPA 3.1/4.0.', 148, 112),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Master of Arts, History, Harlow State University, GPA 3.1/4.0.\tSeptember 2011 – May 2013']);
  });

  it('leaves a school named on its own line under a degree alone', () => {
    const lines = joinDanglingNames([line('Master of Science\t2015 – 2017', 148, 100), line('University of Eastbrook', 148, 112)]);
    expect(lines).toHaveLength(2);
  });
});
