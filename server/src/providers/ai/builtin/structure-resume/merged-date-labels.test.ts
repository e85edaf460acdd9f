/**
 * A date column set so close to its text that the reader gives each row as one piece
 * ('September 2011 – Master of Arts, …'), with ranges wrapped in the column ('Current' and
 * 'May 2013' on the row below): moderncv-like classes print their entries this way.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, TextRun } from '../../../extraction/extracted-document';
import { arrangePageLines } from '../../../extraction/layout-lines';
import { structureResumeBuiltin } from './index';

const TEXT_X = 148;
const CHAR = 5;

function run(text: string, x: number, y: number, fontSize = 10): TextRun {
  return { text, page: 1, x, y, width: text.length * fontSize * 0.5, height: fontSize, fontSize, bold: false };
}

/** A label set right-aligned just left of the text column, 8 points from it, and the text beside it. */
function labelled(label: string, text: string, y: number): TextRun[] {
  const runs = [run(label, TEXT_X - 8 - label.length * CHAR, y)];
  return text === '' ? runs : [...runs, run(text, TEXT_X, y)];
}

function page(): TextRun[] {
  let y = 60;
  const next = (step = 14) => (y += step);
  return [
    run('Tamsin Okafor', TEXT_X, y, 24),
    run('Profile', TEXT_X, next(30), 14),
    run('Dispatch planner with nine years in regional freight.', TEXT_X, next()),
    run('Known for calm delivery and clear writing.', TEXT_X, next()),
    run('Work Experience', TEXT_X, next(26), 14),
    ...labelled('July 2024 –', 'Supply Chain Manager, Oakridge Shipping, Burlington, VT.', next()),
    ...labelled('Current', '', next()),
    run('• Redesigned the cycle count programme with the product group.', TEXT_X + 14, y),
    run('• Built the carrier scorecard with three regional managers.', TEXT_X + 14, next()),
    ...labelled('September 2019 –', 'Operations Planner, Larkspur Shipping, Raleigh, NC.', next(20)),
    ...labelled('June 2024', '', next()),
    run('• Automated the returns process with an external auditor.', TEXT_X + 14, y),
    run('Education', TEXT_X, next(26), 14),
    ...labelled('September 2011 –', 'Master of Arts, History, Harlow State', next()),
    ...labelled('May 2013', 'University, GPA 3.1.', next()),
    ...labelled('September 2006 –', 'Bachelor of Arts, History, University of Eastbrook.', next(20)),
    ...labelled('July 2010', '', next()),
  ];
}

describe('a date column merged with its text', () => {
  const doc: ExtractedDocument = { format: 'pdf', pageCount: 1, links: [], lines: arrangePageLines(page(), 1) };
  const result = structureResumeBuiltin(doc);

  it('gives each job its whole range and its bullets', () => {
    expect(result.work_experience.map((job) => [job.title, job.company, job.start_date, job.end_date, job.description.length])).toEqual([
      ['Supply Chain Manager', 'Oakridge Shipping', 'July 2024', 'Current', 2],
      ['Operations Planner', 'Larkspur Shipping', 'September 2019', 'June 2024', 1],
    ]);
  });

  it('gives each school its whole range, the end taken from the row below', () => {
    expect(result.education.map((school) => [school.start_date, school.end_date])).toEqual([
      ['September 2011', 'May 2013'],
      ['September 2006', 'July 2010'],
    ]);
    expect(result.education.map((school) => school.degree)).toEqual([
      expect.stringMatching(/^Master of Arts/),
      expect.stringMatching(/^Bachelor of Arts/),
    ]);
  });

  it('keeps a section heading that starts at the text column whole', () => {
    expect(result.work_experience).toHaveLength(2);
    expect(JSON.stringify(result)).not.toMatch(/"Work"/);
  });
});
