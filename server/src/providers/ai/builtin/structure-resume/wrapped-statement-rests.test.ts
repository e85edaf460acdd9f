// The rest of a marked statement, wrapped under its text, stays in the statement even when it
// reads like a header (a capital and a year). People, employers and places here are invented.
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';
import type { RoledLine } from './line-roles';
import { splitEntries } from './split-entries';
import { printedLine } from './test-support/printed-lines';

/** A PDF line of one cell; `right` is where its text ends (full lines reach 520). */
const line = (text: string, x: number, y: number, right: number, opts: { size?: number; bold?: boolean } = {}) =>
  printedLine(text, { x, y, right, ...opts });

/** A header line with its dates in a cell of their own at the right. */
function dated(text: string, dates: string, y: number): ExtractedLine {
  const cells = [
    { text, x: 60, x1: 60 + text.length * 5, fontSize: 10.9, bold: false },
    { text: dates, x: 480, x1: 520, fontSize: 10.9, bold: false },
  ];
  return { text: `${text}\t${dates}`, page: 1, x: 60, y, fontSize: 10.9, bold: false, cells };
}

const resume: ExtractedDocument = {
  format: 'pdf',
  links: [],
  pageCount: 1,
  lines: [
    line('Ottilie Brankmoor', 60, 60, 220, { size: 20, bold: true }),
    line('ottilie.brankmoor@example.com | 07700 900412 | Westcombe, Dorset', 60, 84, 400),
    line('EXPERIENCE', 60, 120, 130, { size: 11.5, bold: true }),
    line('Retail Team Leader', 60, 140, 170, { size: 11.5, bold: true }),
    line('Fenwright Outdoor Ltd', 60, 153, 170),
    line('04/2016 - 09/2020 | Westcombe', 60, 165, 200, { size: 9 }),
    line('• Beat the quarterly target for garden furniture four times running; Best', 65, 178, 520),
    line('Branch Q2 2018', 78, 191, 150),
    line('• Trained nine new starters on the till and stock systems.', 65, 204, 420),
    line('Plant Nursery Assistant', 60, 226, 150, { size: 11.5, bold: true }),
    line('Pellham Garden Centre', 60, 239, 170),
    line('06/2013 - 03/2016 | Westcombe', 60, 251, 200, { size: 9 }),
    line('• Ran the seasonal plant displays and the Saturday till.', 65, 264, 400),
    line('EDUCATION', 60, 300, 130, { size: 11.5, bold: true }),
    line('BTEC National Diploma in Business', 60, 320, 260, { size: 11.5, bold: true }),
    line('Westcombe College', 60, 333, 170),
    line('09/2011 - 06/2013', 60, 345, 150, { size: 9 }),
  ],
};

describe('the rest of a marked statement wrapped under its text', () => {
  it('joins the statement, a year in it or not, and starts no job of its own', () => {
    const jobs = structureResumeBuiltin(resume).work_experience;
    expect(jobs.map((job) => job.title)).toEqual(['Retail Team Leader', 'Plant Nursery Assistant']);
    expect(jobs[0]?.description).toEqual([
      'Beat the quarterly target for garden furniture four times running; Best Branch Q2 2018',
      'Trained nine new starters on the till and stock systems.',
    ]);
  });
});

describe('the rest of an unmarked statement that names a lone year', () => {
  it('stays in the statement and starts no job of its own', () => {
    const doc: ExtractedDocument = {
      ...resume,
      lines: [
        ...resume.lines.slice(0, 3),
        dated('Reception Manager, Calloway Harbour Hotel, Westcombe,', '2016–2018', 140),
        line('England.', 60, 152, 100),
        line('Ran the evening desk and the night audit for a small spa hotel by the river, covering as acting Guest', 60, 164, 520),
        line('Services Manager for 5 months in 2017.', 60, 176, 260),
        dated('Night Auditor, Pellham Lodge, Westcombe, England.', '2013–2016', 190),
        line('Balanced the day’s takings and ran the night reports.', 60, 204, 330),
        ...resume.lines.slice(13),
      ],
    };
    const jobs = structureResumeBuiltin(doc).work_experience;
    expect(jobs.map((job) => [job.start_date, job.end_date])).toEqual([
      ['2016', '2018'],
      ['2013', '2016'],
    ]);
    expect(jobs[0]?.description).toEqual([
      'Ran the evening desk and the night audit for a small spa hotel by the river, covering as acting Guest Services Manager for 5 months in 2017.',
    ]);
  });
});

describe('a short plain line between two statements, where headers are set in bold', () => {
  it('is a statement, not the next job, whatever the line classifier reads in it', () => {
    // The classifier's word on the short line: a header.
    const short: RoledLine = { ...line('Cage audits', 245, 205, 300, { size: 9.5 }), roles: { body: false } };
    const section = [
      line('Warehouse Supervisor', 230, 140, 360, { size: 10.5, bold: true }),
      line('Harwick Stores Ltd', 230, 153, 330, { size: 10.5, bold: true }),
      line('September 2015 – March 2019', 230, 166, 330, { size: 8.5 }),
      line('Ran the goods-in bay, the returns cage and the weekly delivery plan for the', 245, 180, 540, { size: 9.5 }),
      line('three town branches', 245, 192, 400, { size: 9.5 }),
      short,
      line('Trained nine new starters on the handheld scanners and the pick lists.', 245, 219, 540, { size: 9.5 }),
      line('Stock Controller', 230, 252, 360, { size: 10.5, bold: true }),
      line('Westcombe Cash & Carry', 230, 265, 360, { size: 10.5, bold: true }),
      line('February 2012 – August 2015', 230, 278, 330, { size: 8.5 }),
      line('Kept the stock ledger for a 12,000-line depot.', 245, 292, 480, { size: 9.5 }),
    ];
    const entries = splitEntries(section);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.bullets).toContain('Cage audits');
  });
});

describe('a line that opens with a figure after a statement’s full stop', () => {
  const section = (above: string) => [
    line('Site Electrician, Harwick Stores Ltd\tApril 2019 – Present', 60, 140, 520),
    line('Ran a crew of four on kitchen refits for the council’s housing stock, from the first survey through to the', 72, 154, 520),
    line(above, 72, 166, 519),
    // The classifier's word: the line runs on from the one above.
    {
      ...line('12 solar arrays planned and commissioned since 2021, with the grid registration.', 72, 178, 480),
      roles: { cont: true },
    } as RoledLine,
  ];

  it('starts a statement of its own, whatever the line classifier reads in it', () => {
    const [entry] = splitEntries(section('handover papers and the first inspection of every installation we wired.'));
    expect(entry?.bullets).toHaveLength(2);
  });

  it('runs on after an abbreviation’s stop', () => {
    const [entry] = splitEntries(section('handover papers, for a yearly turnover of ca.'));
    expect(entry?.bullets).toHaveLength(1);
  });
});
