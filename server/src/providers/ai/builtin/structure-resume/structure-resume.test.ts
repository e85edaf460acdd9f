import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UploadResponseSchema } from '@hireready/contract';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { extractInProcess } from '../../../extraction/extract-document';
import { detectSections } from './detect-sections';
import { extractContact } from './extract-contact';
import { parseLocation } from './places';
import { findDateRange } from './find-dates';
import { structureResumeBuiltin } from './index';
import { splitEntries } from './split-entries';

/** Lines as a PDF would give them: `#` marks a bold 12 pt heading, `>` an indented 10 pt bullet. */
function pdfLines(text: string): ExtractedLine[] {
  return text
    .trim()
    .split('\n')
    .map((raw, i) => {
      const isHeading = raw.startsWith('# ');
      const isBullet = raw.startsWith('> ');
      const body = raw.replace(/^[#>] /, '');
      return {
        text: body,
        page: 1,
        x: isBullet ? 60 : 40,
        y: 20 * (i + 1),
        fontSize: isHeading ? 12 : 10,
        bold: isHeading,
      };
    });
}

describe('findDateRange', () => {
  it.each([
    ['Jan 2020 – Present', 'Jan 2020', 'Present'],
    ['2019-03 - 2021-06', '2019-03', '2021-06'],
    ['03/2021 to 11/2022', '03/2021', '11/2022'],
    ['Summer 2018', 'Summer 2018', ''],
    ['Sept 2005 - May 2007', 'Sept 2005', 'May 2007'],
    ['Engineer at Acme 2015 - 2019', '2015', '2019'],
    ['March 2021 — Current', 'March 2021', 'Current'],
  ])('%s', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end });
  });

  it('finds nothing in text without dates', () => {
    expect(findDateRange('Led a team of 12 engineers')).toBeNull();
  });
});

describe('detectSections', () => {
  it('finds headings by vocabulary and style, keeps unknown same-style headings, and ignores lookalike body lines', () => {
    const lines = pdfLines(`
Ada Lovelace
# PROFESSIONAL SUMMARY
Mathematician who wrote the first program.
# W O R K E X P E R I E N C E
Analyst at Engine Co
# PUBLICATIONS
Notes on the Analytical Engine
# SKILLS
Languages
Maths, Poetry
`);
    const { header, sections } = detectSections(lines);
    expect(header.map((l) => l.text)).toEqual(['Ada Lovelace']);
    expect(sections.map((s) => [s.kind, s.title])).toEqual([
      ['summary', 'PROFESSIONAL SUMMARY'],
      ['experience', 'WORK EXPERIENCE'],
      ['publications', 'PUBLICATIONS'],
      ['skills', 'SKILLS'],
    ]);
    // 'Languages' in body style is a skill group inside SKILLS, not a section of its own.
    expect(sections[3]?.lines.map((l) => l.text)).toEqual(['Languages', 'Maths, Poetry']);
  });
});

describe('extractContact', () => {
  it('reads name, e-mail, phone, place and the LinkedIn URL from the link when only the username is printed', () => {
    const header = pdfLines(`
Ada Lovelace
Providence, RI | ada@example.com | (401) 555-0134
LinkedIn ada-lovelace
`);
    header[0] = { ...header[0]!, fontSize: 22 };
    const contact = extractContact(header, [], header, ['mailto:ada@example.com', 'https://www.linkedin.com/in/ada-lovelace']);
    expect(contact).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '(401) 555-0134',
      linkedin: 'https://www.linkedin.com/in/ada-lovelace',
      location: 'Providence, RI',
    });
  });

  it('accepts state names and rejects things that only look like places', () => {
    expect(parseLocation('Denver, Colorado')).toBe('Denver, Colorado');
    expect(parseLocation('Denver, CO')).toBe('Denver, CO');
    expect(parseLocation('Smith, Jones and Partners')).toBeNull();
    expect(parseLocation('Wiza, Hagenes and Goodwin')).toBeNull();
  });

  it('accepts a city and its country, but not the tail of a longer place', () => {
    expect(parseLocation('Berlin, Germany')).toBe('Berlin, Germany');
    expect(parseLocation('London, UK')).toBe('London, UK');
    expect(parseLocation('ON, Canada')).toBeNull();
    expect(parseLocation('Toronto, ON, Canada')).toBe('Toronto, ON');
  });
});

describe('splitEntries', () => {
  it('splits entries whose dates sit on the second line, and joins wrapped bullets', () => {
    const lines = pdfLines(`
Acme - Widgets\tBoston, MA
October 2022 – February 2025
Data Analyst
> Built the reporting pipeline for the
> finance team.
> Cut costs by 10%.
Globex\tDenver, CO
May 2019 – Sept 2022
Junior Analyst
> Wrote queries.
`);
    const entries = splitEntries(lines);
    expect(entries).toEqual([
      {
        header: ['Acme - Widgets\tBoston, MA', 'October 2022 – February 2025', 'Data Analyst'],
        bullets: ['Built the reporting pipeline for the finance team.', 'Cut costs by 10%.'],
      },
      {
        header: ['Globex\tDenver, CO', 'May 2019 – Sept 2022', 'Junior Analyst'],
        bullets: ['Wrote queries.'],
      },
    ]);
  });

  it('splits bullet-less entries at their dates', () => {
    const lines = pdfLines(`
Kirlin University\tSep 2013 – May 2017
Bachelor of Science in Software Engineering
Hill College\t2011 – 2013
Associate of Arts
`);
    expect(splitEntries(lines).map((e) => e.header[0])).toEqual(['Kirlin University\tSep 2013 – May 2017', 'Hill College\t2011 – 2013']);
  });
});

describe('structureResumeBuiltin', () => {
  const doc: ExtractedDocument = {
    format: 'pdf',
    pageCount: 1,
    links: [],
    lines: pdfLines(`
Ada Lovelace
London, KY · ada@example.com
# SUMMARY
Mathematician and writer.
# EXPERIENCE
Analyst at Engine Co\tJan 2020 – Present
> Wrote the first program for the engine.
# EDUCATION
Bachelor of Science Mathematics at University of London\t2015 - 2019
# SKILLS
Maths: Algebra, Calculus
Writing · Translation
# AWARDS
Royal Medal, Royal Society\t2021
`),
  };

  it('produces a valid upload response with every field placed', () => {
    const result = structureResumeBuiltin(doc);
    expect(UploadResponseSchema.safeParse(result).success).toBe(true);
    expect(result.name).toBe('Ada Lovelace');
    expect(result.contact.location).toBe('London, KY');
    expect(result.summary).toBe('Mathematician and writer.');
    expect(result.work_experience).toEqual([
      {
        title: 'Analyst',
        company: 'Engine Co',
        location: '',
        start_date: 'Jan 2020',
        end_date: 'Present',
        description: ['Wrote the first program for the engine.'],
      },
    ]);
    expect(result.education).toEqual([
      {
        school: 'University of London',
        degree: 'Bachelor of Science Mathematics',
        location: '',
        start_date: '2015',
        end_date: '2019',
      },
    ]);
    // 'Maths:' is a group label, not a skill.
    expect(result.skills).toEqual(['Algebra', 'Calculus', 'Writing', 'Translation']);
    expect(result.custom_sections).toEqual([
      {
        title: 'AWARDS',
        entries: [
          {
            title: 'Royal Medal',
            organization: 'Royal Society',
            start_date: '2021',
            end_date: '',
            description: '',
          },
        ],
      },
    ]);
  });

  it('never outputs text that is not in the document', () => {
    const source = doc.lines.map((l) => l.text).join('\n');
    const result = structureResumeBuiltin(doc);
    const values = [
      result.name,
      ...Object.values(result.contact),
      ...result.skills,
      ...result.work_experience.flatMap((j) => [j.title, j.company, j.start_date, j.end_date, ...j.description]),
      ...result.education.flatMap((e) => [e.school, e.start_date, e.end_date]),
    ].filter(Boolean);
    for (const value of values) expect(source).toContain(value);
  });
});

const BENCH = '/work/shared/bench/resumes';
describe.skipIf(!existsSync(`${BENCH}/v04.pdf`))('benchmark files (skipped: /work/shared/bench/resumes is absent)', () => {
  it('structures a two-column PDF whose job list runs onto page 2', async () => {
    const result = structureResumeBuiltin(await extractInProcess(new Uint8Array(readFileSync(`${BENCH}/v08.pdf`))));
    const truth = JSON.parse(readFileSync(`${BENCH}/v08.truth.json`, 'utf8')) as {
      work_experience: { company: string }[];
    };
    expect(result.work_experience.map((j) => j.company)).toEqual(truth.work_experience.map((j) => j.company));
    expect(result.contact.linkedin).toMatch(/linkedin\.com\/in\//);
    expect(result.education.every((e) => e.start_date !== '' && e.end_date !== '')).toBe(true);
  });
});
