import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';

/** Word paragraphs: one line each, no positions. */
function docx(texts: [string, { size?: number; bold?: boolean }?][]): ExtractedDocument {
  const lines: ExtractedLine[] = texts.map(([text, opts], i) => ({
    text,
    page: 1,
    x: 0,
    y: i,
    fontSize: opts?.size ?? 11,
    bold: opts?.bold ?? false,
  }));
  return { format: 'docx', links: [], pageCount: 1, lines };
}

describe('jobs and schools written as first-person paragraphs', () => {
  const result = structureResumeBuiltin(
    docx([
      ['Mireille Ashby', { size: 20, bold: true }],
      ['Analyst · Lyon, France · mireille@example.org'],
      ['My career', { size: 13, bold: true }],
      [
        'Since December 2023 I have worked as Finance Manager at Ashgrove Capital in Lyon, France. Led the monthly close with two regional managers. Ran the rolling forecast.',
      ],
      ['From September 2019 to June 2023 I was Head of Planning at Kestrel Partners, Savannah, GA. Built the treasury report.'],
      ['My education', { size: 13, bold: true }],
      ['In June 2015 I completed a Bachelor of Science in Finance at Saint Aubyn College, which I began in September 2011.'],
    ]),
  );

  it('reads the opening sentence as the job and the sentences after it as its statements', () => {
    expect(result.work_experience).toEqual([
      {
        title: 'Finance Manager',
        company: 'Ashgrove Capital',
        location: 'Lyon, France',
        start_date: 'December 2023',
        end_date: 'Present',
        description: ['Led the monthly close with two regional managers.', 'Ran the rolling forecast.'],
      },
      {
        title: 'Head of Planning',
        company: 'Kestrel Partners',
        location: 'Savannah, GA',
        start_date: 'September 2019',
        end_date: 'June 2023',
        description: ['Built the treasury report.'],
      },
    ]);
  });

  it('reads the degree, the school and when it began and ended', () => {
    expect(result.education[0]).toMatchObject({
      degree: 'Bachelor of Science in Finance',
      school: 'Saint Aubyn College',
      start_date: 'September 2011',
      end_date: 'June 2015',
    });
  });
});

describe('a year inside a statement of a prose job', () => {
  it('is not taken for the job’s dates', () => {
    const result = structureResumeBuiltin(
      docx([
        ['Mireille Ashby', { size: 20, bold: true }],
        ['Analyst · Lyon, France · mireille@example.org'],
        ['My career', { size: 13, bold: true }],
        ['Since December 2023 I have worked as Finance Manager at Ashgrove Capital. Rebuilt the forecast first drafted in 2019.'],
      ]),
    );
    expect(result.work_experience[0]).toMatchObject({ start_date: 'December 2023', end_date: 'Present' });
  });
});
