/** 'Title at Company' splits a header part in two, unless the 'at' is inside an organisation's name. */
import { describe, expect, it } from 'vitest';
import { structureResumeBuiltin } from './index';
import { parseJob } from './parse-entries';
import { wordLines } from './test-support/word-lines';

function jobsOf(header: string) {
  const lines = wordLines(`
Jane Doe
555-0199 | jane@example.com | Austin, TX
# EXPERIENCE
${header}
Jun 2019 – Present
> Kept two hundred laptops patched and running.
# EDUCATION
B.S. Computer Science, Lakeview College, 2019
`);
  return structureResumeBuiltin({ format: 'docx', pageCount: 1, links: [], lines }).work_experience.map((job) => [job.title, job.company]);
}

describe('a job header with "at"', () => {
  it('splits a role at its employer', () => {
    expect(jobsOf('Software Engineer at Northwind Traders')).toEqual([['Software Engineer', 'Northwind Traders']]);
    expect(jobsOf('Research Assistant at University of Texas at Austin')).toEqual([
      ['Research Assistant', 'University of Texas at Austin'],
    ]);
  });

  it("keeps an employer whose name holds 'at' whole, beside its title", () => {
    expect(jobsOf('IT Support Intern | University of Texas at Austin')).toEqual([['IT Support Intern', 'University of Texas at Austin']]);
    expect(jobsOf('IT Support Intern\tUniversity of Texas at Austin')).toEqual([['IT Support Intern', 'University of Texas at Austin']]);
  });
});

describe('a place set after the employer with only a space', () => {
  it('splits off after the word that ends the employer’s name', () => {
    const job = parseJob({
      header: ['Curriculum Designer at Northwind Academy Seoul, Republic of Korea', 'Nov 2023 - Current'],
      bullets: [],
    });
    expect([job.title, job.company, job.location]).toEqual(['Curriculum Designer', 'Northwind Academy', 'Seoul, Republic of Korea']);
    const trust = parseJob({ header: ['Science Teacher at Saltmarsh Learning Trust Lyon, France', '2019 - 2023'], bullets: [] });
    expect([trust.company, trust.location]).toEqual(['Saltmarsh Learning Trust', 'Lyon, France']);
  });

  it('does not cut a city off an employer whose name does not end on an organisation word', () => {
    const job = parseJob({ header: ['Designer at Harbour Lights Dublin, Ireland', '2019 - 2023'], bullets: [] });
    expect(job.company).toMatch(/^Harbour Lights Dublin/);
  });
});

describe("'Employer / Title' with a spaced slash", () => {
  it('splits into the employer and the title, whichever side the title is on', () => {
    const job = parseJob({ header: ['Harbour Distribution / Supply Chain Manager\t09/2023 - Present', 'Omaha, NE'], bullets: [] });
    expect([job.title, job.company, job.start_date, job.end_date]).toEqual([
      'Supply Chain Manager',
      'Harbour Distribution',
      '09/2023',
      'Present',
    ]);
  });

  it('leaves two titles joined by a slash together', () => {
    expect(parseJob({ header: ['Designer / Developer', 'Harbour Labs\t2019 - 2021'], bullets: [] }).title).toBe('Designer / Developer');
  });
});

describe('an employer ending on its legal form, then a spaced dash', () => {
  it('parts the employer from a title that holds a comma', () => {
    const job = parseJob({ header: ['Tollgate Fisheries (Pty) Ltd - Quality Lead, Smokehouse\t2021-04-01 — Present'], bullets: [] });
    expect([job.title, job.company]).toEqual(['Quality Lead, Smokehouse', 'Tollgate Fisheries (Pty) Ltd']);
  });
});
