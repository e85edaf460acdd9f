/** 'Title at Company' splits a header part in two, unless the 'at' is inside an organisation's name. */
import { describe, expect, it } from 'vitest';
import { structureResumeBuiltin } from './index';
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
