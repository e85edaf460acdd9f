// A header's right column (place over dates) that wrapped, pushing its dates down beside the first
// statement. Employers, places and statements here are invented.
import { describe, expect, it } from 'vitest';
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';
import { endsOnJoiningWord } from './joining-words';
import { parseJobs } from './parse-entries';
import { parseLocation } from './places';
import { splitEntries } from './split-entries';
import { splitDatesFromSentence } from './wrapped-range-end';

const cell = (text: string, x: number, x1: number, bold = false): LineCell => ({ text, x, x1, fontSize: 10, bold });
const row = (y: number, x: number, ...cells: LineCell[]): ExtractedLine => ({
  text: cells.map((c) => c.text).join('\t'),
  page: 1,
  x,
  y,
  fontSize: 10,
  bold: cells[0]?.bold ?? false,
  cells,
});

/** A statement's first line with the entry's dates beside it, and its wrapped rest. */
const sentenceBesideDates = [
  row(
    216,
    59,
    cell('Ran the mill through three harvests of about 2,400 t of olives with a', 59, 420),
    cell('Nov 2017 – present', 470, 548),
  ),
  row(230, 59, cell('crew of eleven, from weighing to the last press run.', 59, 380)),
];

describe('a right column whose place wrapped onto the next row', () => {
  const lines = [
    row(194, 47, cell('Cooperativa Olivarera de Sierra Baja', 47, 260, true), cell('Villanueva de', 480, 548)),
    row(205, 47, cell('Mill Supervisor', 47, 150), cell('los Olivos, Andalusia', 461, 548)),
    ...sentenceBesideDates,
    row(242, 59, cell('Cut water use per tonne by a third with a two-phase line', 59, 360)),
  ];

  it('reads the place whole and the dates as the header’s, not a statement’s', () => {
    const jobs = parseJobs(splitEntries(lines));
    expect(jobs.map((job) => [job.title, job.company, job.location, job.start_date, job.end_date])).toEqual([
      ['Mill Supervisor', 'Cooperativa Olivarera de Sierra Baja', 'Villanueva de los Olivos, Andalusia', 'Nov 2017', 'present'],
    ]);
    expect(jobs[0]?.description[0]).toMatch(/^Ran the mill through/);
  });
});

describe('a sentence beside dates that wraps onto the next line', () => {
  it('gives the dates to the header even without its full stop', () => {
    const split = splitDatesFromSentence(sentenceBesideDates);
    expect(split.map((l) => l.text)).toEqual([
      'Nov 2017 – present',
      'Ran the mill through three harvests of about 2,400 t of olives with a',
      'crew of eleven, from weighing to the last press run.',
    ]);
  });

  it('leaves a degree that wraps beside its dates as it is', () => {
    const degree = row(
      182,
      102,
      cell('Certificate (1 year, part of a longer course) in Food Sci-', 151, 420),
      cell('Sep 2006 – Jun 2008', 470, 548),
    );
    const rest = row(195, 102, cell('ence, Hollowmere Technical College.', 151, 380));
    expect(splitDatesFromSentence([degree, rest]).map((l) => l.text)).toEqual([degree.text, rest.text]);
  });
});

describe('a town whose name holds small words', () => {
  it('is a place before a region the lists know', () => {
    expect(parseLocation('Villanueva de los Olivos, Andalusia')).toBe('Villanueva de los Olivos, Andalusia');
    expect(parseLocation('Santa Cruz de la Sierra, Bolivia')).toBe('Santa Cruz de la Sierra, Bolivia');
  });

  it('is not an employer’s name of the same shape', () => {
    expect(parseLocation('Bank of the Andes, Bolivia')).toBeNull();
  });
});

describe('a line that stops on a small word of a Spanish, Italian or Portuguese name', () => {
  it('was wrapped: a name never ends on one', () => {
    expect(['Ribera del', 'Borgo della', 'Vila das', 'Monte di'].map(endsOnJoiningWord)).toEqual([true, true, true, true]);
  });
});
