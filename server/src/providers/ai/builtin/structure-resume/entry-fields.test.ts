/** Fields printed inside a job, and title and employer that nothing in the entry tells apart. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';
import { parseJobs } from './parse-entries';

describe('a federal resume: an employer with its street address, then the title, dates and fields of the job', () => {
  /** Word paragraphs: no positions, one line each. */
  const para = (text: string, i: number, opts: { bold?: boolean; size?: number; isListItem?: boolean } = {}): ExtractedLine => ({
    text,
    page: 1,
    x: 0,
    y: i,
    fontSize: opts.size ?? 11,
    bold: opts.bold ?? false,
    ...(opts.isListItem ? { isListItem: true } : {}),
  });
  const texts: [string, { bold?: boolean; size?: number; isListItem?: boolean }?][] = [
    ['Harold Whitcomb', { size: 20, bold: true }],
    ['Phone: (406) 555-0126 | Email: hw@example.com'],
    ['WORK EXPERIENCE', { size: 13, bold: true }],
    ['Gallatin Range Recreation Area'],
    ['3710 Fallon Street, Bozeman, MT 59718'],
    ['Supervisory Park Ranger'],
    ['April 2018 to Present'],
    ['Hours per week: 40 | Salary: $72,400 per year'],
    ['Supervisor: Dana Whitfield, (406) 555-0150; may contact'],
    ['Duties and Accomplishments:'],
    ['Supervise eight seasonal rangers patrolling the trails.', { isListItem: true }],
    ['Beartooth Lakes Monument'],
    ['88 Rock Creek Road, Red Lodge, MT 59068'],
    ['Park Guide'],
    ['May 2014 to March 2018'],
    ['Hours per week: 40 | Salary: $51,900 per year'],
    ['Supervisor: Luis Aranda, (406) 555-0164; may contact'],
    ['Duties and Accomplishments:'],
    ['Enforced regulations and issued citations.', { isListItem: true }],
  ];
  const doc = { format: 'docx' as const, links: [], pageCount: 1, lines: texts.map(([text, opts], i) => para(text, i, opts)) };

  it('reads one job per employer, the fields between its dates and statements belonging to it', () => {
    const jobs = structureResumeBuiltin(doc).work_experience;
    expect(jobs.map((j) => [j.title, j.company, j.location, j.start_date, j.description.length])).toEqual([
      ['Supervisory Park Ranger', 'Gallatin Range Recreation Area', 'Bozeman, MT', 'April 2018', 1],
      ['Park Guide', 'Beartooth Lakes Monument', 'Red Lodge, MT', 'May 2014', 1],
    ]);
  });

  it('shows the fields to the user, since no field of the profile holds them', () => {
    expect(structureResumeBuiltin(doc).review?.unplaced).toEqual(
      expect.arrayContaining(['Supervisor: Luis Aranda, (406) 555-0164; may contact', 'Hours per week: 40 | Salary: $51,900 per year']),
    );
    expect(structureResumeBuiltin(doc).review?.unplaced).not.toContain('Duties and Accomplishments:');
  });
});

describe('title and employer that nothing tells apart', () => {
  it('follow the order the section shows where something does', () => {
    const jobs = parseJobs([
      { header: ['Harbour Freight Partners', 'Dispatch Lead', '2019 – 2021'], bullets: [] },
      { header: ['Missouri Headwaters State Park', 'Park Guide', '2016 – 2019'], bullets: [] },
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Dispatch Lead', 'Harbour Freight Partners'],
      ['Park Guide', 'Missouri Headwaters State Park'],
    ]);
  });

  it('are read title first when nothing in the section tells', () => {
    const jobs = parseJobs([{ header: ['Missouri Headwaters State Park', 'Park Guide', '2016 – 2019'], bullets: [] }]);
    expect(jobs[0]).toMatchObject({ title: 'Missouri Headwaters State Park', company: 'Park Guide' });
  });
});
