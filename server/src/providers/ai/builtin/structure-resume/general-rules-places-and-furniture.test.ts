/** Rules added for layouts beyond the shared benchmark (bench/parse-extra): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { classifyHeading } from './heading-words';
import { extractSkills } from './extract-skills';
import { extractContact } from './extract-contact';
import { parseJob, parseJobs } from './parse-entries';
import { parseSchool } from './parse-school';
import { structureResumeBuiltin } from './index';
import { wordLines } from './test-support/word-lines';

describe('a promotion under one employer', () => {
  it('gives a role without a company the company printed on its own line above', () => {
    const jobs = parseJobs([
      {
        header: ['Lakeshore Mutual Insurance', 'Senior Data Analyst\tSt. Paul, MN · 2019 – 2022'],
        bullets: ['Designed the fraud report.'],
      },
      { header: ['Data Analyst\tSt. Paul, MN · 2017 – 2019'], bullets: ['Wrote the loss-ratio SQL.'] },
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.start_date])).toEqual([
      ['Senior Data Analyst', 'Lakeshore Mutual Insurance', '2019'],
      ['Data Analyst', 'Lakeshore Mutual Insurance', '2017'],
    ]);
  });

  it('gives nothing when the company above shared its line with the title', () => {
    const jobs = parseJobs([
      { header: ['Data Analyst, Lakeshore Mutual Insurance, 2019 – 2022'], bullets: [] },
      { header: ['Freelance Analyst, 2017 – 2019'], bullets: [] },
    ]);
    expect(jobs.map((j) => j.company)).toEqual(['Lakeshore Mutual Insurance', '']);
  });
});

describe('contact details away from the top, a summary with no heading, levels after skills', () => {
  it('finds phone and place beside the e-mail when the top has none, and keeps them out of the jobs', () => {
    const doc: ExtractedDocument = {
      format: 'pdf',
      pageCount: 1,
      links: [],
      lines: wordLines(`
Dario Castellano
# EXPERIENCE
Line Cook, Harbor Table, Portland, OR
2014 – 2016
> Ran the grill station on weekends.
dario@example.com
(503) 555-0147
Portland, OR
`),
    };
    const result = structureResumeBuiltin(doc);
    expect([result.contact.phone, result.contact.location]).toEqual(['(503) 555-0147', 'Portland, OR']);
    expect(result.work_experience[0]?.description).toEqual(['Ran the grill station on weekends.']);
  });

  it('reads prose under the name and contact line as the summary when no heading names one', () => {
    const doc: ExtractedDocument = {
      format: 'docx',
      pageCount: 1,
      links: [],
      lines: wordLines(`
Owen Thibodeaux
owen@example.org | 225-555-0138 | Baton Rouge, LA
Electrical engineer who designs substation protection for utilities across the Gulf Coast.
# EXPERIENCE
Engineering Co-op, Pelican Substation Services, Baton Rouge, LA
2015 – 2016
`),
    };
    const result = structureResumeBuiltin(doc);
    expect(result.summary).toBe('Electrical engineer who designs substation protection for utilities across the Gulf Coast.');
    expect(result.work_experience.map((j) => [j.title, j.company])).toEqual([['Engineering Co-op', 'Pelican Substation Services']]);
  });

  /** The skills of a section that is one line of them. */
  const skillsOfLine = (text: string) => extractSkills([{ text, page: 1, x: 0, y: 0, fontSize: 10, bold: false }]);

  it('drops a proficiency level printed after a skill', () => {
    expect(skillsOfLine('Workday (Advanced), SQL (Intermediate), Tableau [Basic], C (programming)')).toEqual([
      'Workday',
      'SQL',
      'Tableau',
      'C (programming)',
    ]);
  });

  it("keeps a skill's parts listed in brackets with it", () => {
    expect(skillsOfLine('Go, AWS (EC2, S3, Athena), Marketing (Paid social, SEO); Bash')).toEqual([
      'Go',
      'AWS (EC2, S3, Athena)',
      'Marketing (Paid social, SEO)',
      'Bash',
    ]);
  });

  it('drops a level drawn as a bar or dots, printed as its measure after the skill', () => {
    expect(skillsOfLine('Triage 90%, Figma 4/5, Excel ★★★★☆, Six Sigma')).toEqual(['Triage', 'Figma', 'Excel', 'Six Sigma']);
  });
});

describe('page furniture and achievement sections', () => {
  it('drops page numbers and a running header, and keeps a month/year date that looks like one', () => {
    const doc: ExtractedDocument = {
      format: 'pdf',
      pageCount: 2,
      links: [],
      lines: wordLines(`
Amara Whitfield
amara@example.com
# EXPERIENCE
UX Researcher, Pinelight Interactive
03/2016 – 02/2018
> Ran diary studies with 40 families.
Page 1 of 2
Amara Whitfield — Page 2
> Built the research repository.
2 of 2
`),
    };
    const result = structureResumeBuiltin(doc);
    expect(result.work_experience).toHaveLength(1);
    expect(result.work_experience[0]?.end_date).toBe('02/2018');
    expect(result.work_experience[0]?.description).toEqual(['Ran diary studies with 40 families.', 'Built the research repository.']);
  });

  it('knows Selected Achievements and Academic Honors as award sections', () => {
    expect([classifyHeading('Selected Achievements')?.kind, classifyHeading('Academic Honors')?.kind]).toEqual(['awards', 'awards']);
  });
});

describe('places in brackets, grades beside the school, icons before contact details', () => {
  it('splits a place in brackets off an employer and a school', () => {
    const job = parseJob({
      header: ['Help Desk Analyst', 'Crossroads Credit Union (Indianapolis, IN)', 'Mar 2019 - Jun 2021'],
      bullets: [],
    });
    expect([job.company, job.location, job.start_date, job.end_date]).toEqual([
      'Crossroads Credit Union',
      'Indianapolis, IN',
      'Mar 2019',
      'Jun 2021',
    ]);
    expect(
      parseSchool({ header: ['Hoosier Valley University (Terre Haute, IN)', 'B.S. Information Technology', '2015'], bullets: [] }).school,
    ).toBe('Hoosier Valley University');
  });

  it('keeps a GPA out of the school on a one-line education entry', () => {
    const school = parseSchool({ header: ['B.S. Respiratory Therapy, Lakeview University, GPA 3.8, 2015'], bullets: [] });
    expect([school.school, school.degree, school.end_date]).toEqual(['Lakeview University', 'B.S. Respiratory Therapy', '2015']);
  });

  it('reads a place behind an icon', () => {
    const lines = wordLines(`
Jasmine Kowalczyk
✉ jasmine@example.com · ☎ (317) 555-0182 · ⌂ Indianapolis, IN
`);
    expect(extractContact(lines, [], lines, []).location).toBe('Indianapolis, IN');
    const diamonds = wordLines(`
Gabriel Nakamura
gabriel@example.com ◆ (919) 555-0166 ◆ Raleigh, NC
`);
    expect(extractContact(diamonds, [], diamonds, []).location).toBe('Raleigh, NC');
  });

  it('knows Core Qualifications as skills', () => {
    expect(classifyHeading('Core Qualifications')?.kind).toBe('skills');
  });

  it('carries the employer over to a later role when its own line also names the place', () => {
    const jobs = parseJobs([
      { header: ['Lakeshore Regional Medical Center · Milwaukee, WI', 'Lead Respiratory Therapist\t2021 – 2024'], bullets: [] },
      { header: ['Respiratory Therapist\t2017 – 2021'], bullets: [] },
    ]);
    expect(jobs.map((j) => j.company)).toEqual(['Lakeshore Regional Medical Center', 'Lakeshore Regional Medical Center']);
  });
});

describe('full addresses, slashes, spoken languages among skills, notes after a degree', () => {
  it('reads the city and state out of a full street address, and splits contact parts on a spaced slash', () => {
    const address = wordLines(`
Avery Quinn
2215 West Babcock Street, Apt. 4, Bozeman, MT 59715
avery@example.com
`);
    expect(extractContact(address, [], address, []).location).toBe('Bozeman, MT');
    const slashed = wordLines(`
Nora Lind
Minneapolis, MN / 612.555.0191 / nora@example.com
`);
    expect(extractContact(slashed, [], slashed, []).location).toBe('Minneapolis, MN');
  });

  it('leaves a line of spoken languages out of the skills, and keeps programming languages', () => {
    const at = (text: string): ExtractedLine => ({ text, page: 1, x: 0, y: 0, fontSize: 10, bold: false });
    expect(extractSkills([at('Analysis: R, SQL'), at('Languages: Spanish (conversational), English')])).toEqual(['R', 'SQL']);
    expect(extractSkills([at('Languages: Python, Go')])).toEqual(['Python', 'Go']);
  });

  it('keeps a wrapped coursework note and a credits line out of the degree', () => {
    const school = parseSchool({
      header: ['Bachelor of Science in Public Health', 'Prairie State University', '2024'],
      bullets: ['Relevant Coursework: Principles of Epidemiology, Health Policy,', 'Survey Methods', 'Credits earned: 124 semester hours'],
    });
    expect(school.degree).toBe('Bachelor of Science in Public Health');
  });
});

describe('interests', () => {
  it('are one entry each, listed on a line or wrapped over two', () => {
    const doc: ExtractedDocument = {
      format: 'docx',
      pageCount: 1,
      links: [],
      lines: wordLines(`
Owen Thibodeaux
owen@example.org | 225-555-0138 | Baton Rouge, LA
# EXPERIENCE
Engineering Co-op, Pelican Substation Services, Baton Rouge, LA
2015 – 2016
# INTERESTS
Risograph printing, Forró dancing
Bike commuting and trail
building
`),
    };
    const interests = structureResumeBuiltin(doc).custom_sections.find((s) => s.title === 'INTERESTS');
    expect(interests?.entries.map((e) => [e.title, e.organization])).toEqual([
      ['Risograph printing', ''],
      ['Forró dancing', ''],
      ['Bike commuting and trail building', ''],
    ]);
  });
});
