/** Rules added for layouts beyond the shared benchmark (bench/parse-extra): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { classifyHeading, detectSections } from './detect-sections';
import { extractSkills } from './extract-skills';
import { extractContact, splitOffPlace } from './extract-contact';
import { isHonoursLine, parseJob, parseJobs, parseSchool, splitTitleComma } from './parse-entries';
import { structureResumeBuiltin } from './index';
import { isPlaceLine, joinWrappedRanges, splitEntries } from './split-entries';

/** Word paragraphs: `#` marks a bold capitals heading paragraph, `>` a list item. */
function wordLines(text: string): ExtractedLine[] {
  return text
    .trim()
    .split('\n')
    .map((raw, i) => ({
      text: raw.replace(/^[#>] /, ''),
      page: 1,
      x: 0,
      y: i,
      fontSize: raw.startsWith('# ') ? 12 : 11,
      bold: raw.startsWith('# '),
      ...(raw.startsWith('> ') ? { isListItem: true } : {}),
    }));
}

describe('the product case: a plain Word CV with comma-joined entries and a 7-digit phone', () => {
  const doc: ExtractedDocument = {
    format: 'docx',
    pageCount: 1,
    links: [],
    lines: wordLines(`
Katherine Coleman
555-0199 | kcoleman@example.com | Hampton, VA
# EXPERIENCE
Research Mathematician, NASA Langley, Hampton, VA
Jun 1953 – Present
> Calculated trajectories for the Freedom 7 flight.
Mathematics Teacher, Marion High School, Marion, VA
Sep 1937 – May 1952
> Taught mathematics and French.
# EDUCATION
West Virginia State College, B.S. Mathematics, 1937
`),
  };
  const result = structureResumeBuiltin(doc);

  it('splits title, company and place out of one comma-joined line', () => {
    expect(result.work_experience.map((j) => [j.title, j.company, j.location, j.start_date, j.end_date])).toEqual([
      ['Research Mathematician', 'NASA Langley', 'Hampton, VA', 'Jun 1953', 'Present'],
      ['Mathematics Teacher', 'Marion High School', 'Marion, VA', 'Sep 1937', 'May 1952'],
    ]);
  });

  it('reads a school-first education line, and its lone year as the end date', () => {
    expect(result.education).toEqual([
      {
        school: 'West Virginia State College',
        degree: 'B.S. Mathematics',
        location: '',
        start_date: '',
        end_date: '1937',
      },
    ]);
  });

  it('reads a 7-digit local number as the phone', () => {
    expect(result.contact.phone).toBe('555-0199');
  });
});

describe('splitTitleComma', () => {
  it.each([
    ['Senior Software Engineer, Lumen Payments Inc.', 'Senior Software Engineer', 'Lumen Payments Inc.'],
    // Not in the vocabulary: the agent-noun shape still marks the title.
    ['Research Hydrologist, Bureau of Water', 'Research Hydrologist', 'Bureau of Water'],
    ['Marketing Coordinator, Wiza, Hagenes and Goodwin', 'Marketing Coordinator', 'Wiza, Hagenes and Goodwin'],
    ['Globex Corporation, Staff Accountant', 'Staff Accountant', 'Globex Corporation'],
  ])('%s', (text, title, org) => {
    expect(splitTitleComma(text)).toEqual({ title, org });
  });

  it('leaves a company whose name has a comma whole', () => {
    expect(splitTitleComma('Weissnat, Witting-Crona and Skiles')).toBeNull();
    expect(splitTitleComma('Lumen Payments')).toBeNull();
  });
});

describe('splitOffPlace and isPlaceLine', () => {
  it('cuts a trailing City, ST (and country) off an organisation', () => {
    expect(splitOffPlace('Sonoran Water Partners, Phoenix, AZ')).toEqual(['Sonoran Water Partners', 'Phoenix, AZ']);
    expect(splitOffPlace('Northwind Apps, Toronto, ON, Canada')).toEqual(['Northwind Apps', 'Toronto, ON, Canada']);
    expect(splitOffPlace('Denver, CO')).toBeNull();
    expect(splitOffPlace('Weissnat, Witting-Crona and Skiles')).toBeNull();
  });

  it('treats an indented organisation-and-place line as header, not a bullet', () => {
    expect(isPlaceLine('Sonoran Water Partners, Phoenix, AZ')).toBe(true);
    expect(isPlaceLine('Opened our second office and hired twelve people in Boston, Chicago, Austin, TX')).toBe(false);
  });

  it('keeps the place out of the company when the layout joins them with commas', () => {
    const job = parseJob({
      header: ['Front-End Developer\tJul 2021 – Present', 'Summit Outdoor Co., Denver, CO'],
      bullets: [],
    });
    expect([job.title, job.company, job.location]).toEqual(['Front-End Developer', 'Summit Outdoor Co.', 'Denver, CO']);
  });
});

describe('education details', () => {
  it('keeps GPA and honours lines out of the degree', () => {
    expect(isHonoursLine('GPA: 3.8/4.0')).toBe(true);
    expect(isHonoursLine('Magna Cum Laude, GPA 3.7')).toBe(true);
    expect(isHonoursLine('Honors: Phi Beta Kappa')).toBe(true);
    expect(isHonoursLine('Bachelor of Science in Nursing')).toBe(false);
    const school = parseSchool({
      header: ['Ohio State University', 'Bachelor of Science in Nursing', '2010–2014', 'Cum Laude'],
      bullets: [],
    });
    expect(school).toMatchObject({
      school: 'Ohio State University',
      degree: 'Bachelor of Science in Nursing',
    });
  });

  it('keeps a two-date range as start and end', () => {
    expect(parseSchool({ header: ['Carleton College\t2014 – 2018', 'B.A. Mathematics'], bullets: [] })).toMatchObject({
      start_date: '2014',
      end_date: '2018',
    });
  });

  it("reads 'Qualifications' as the education heading", () => {
    const { sections } = detectSections(wordLines('Ann Lee\n# SUMMARY\nAccountant.\n# QUALIFICATIONS\nB.S. Accounting, Boston College'));
    expect(sections.map((s) => s.kind)).toEqual(['summary', 'education']);
  });
});

describe('name without a header', () => {
  it('finds the name at the top of the page when a sidebar opens with a Contact heading', () => {
    const lines: ExtractedLine[] = [
      { text: 'CONTACT', page: 1, x: 18, y: 59, fontSize: 11, bold: true },
      { text: '(555) 234-5678', page: 1, x: 18, y: 73, fontSize: 10, bold: false },
      { text: 'Elena Vasquez', page: 1, x: 194, y: 59, fontSize: 24, bold: true },
      { text: 'User Research', page: 1, x: 28, y: 161, fontSize: 10, bold: false },
    ];
    expect(extractContact([], lines.slice(1), lines, []).name).toBe('Elena Vasquez');
  });
});

describe('entry splitting in narrow date columns and bold lead lines', () => {
  const line = (text: string, bold = false): ExtractedLine => ({
    text,
    page: 1,
    x: 194,
    y: 0,
    fontSize: 10,
    bold,
  });

  it('joins a date range wrapped over two lines of a date gutter', () => {
    const joined = joinWrappedRanges([line('03/2018 –\tFernwood Studio'), line('06/2020\tLead Product Designer')]);
    expect(joined.map((l) => l.text)).toEqual(['03/2018 – 06/2020\tFernwood Studio', 'Lead Product Designer']);
  });

  it('starts entries at bold lead lines when the dates follow a wrapped degree', () => {
    const entries = splitEntries([
      line('Emory University', true),
      line('Master of Arts in Teaching,'),
      line('Secondary Science'),
      line('2010 – 2012'),
      line('Georgia State University', true),
      line('Bachelor of Science, Chemistry'),
      line('2006 – 2010'),
    ]);
    expect(entries.map((e) => e.header[0])).toEqual(['Emory University', 'Georgia State University']);
  });

  it('keeps a title indented less than the bullets in its header, and a shallow sentence in the body', () => {
    const at = (text: string, x: number, bold = false): ExtractedLine => ({ text, page: 1, x, y: 0, fontSize: 10, bold });
    const entries = splitEntries([
      at('03/2018 –\tFernwood Studio', 194, true),
      at('06/2020\tLead Product Designer', 194),
      at('Designed the booking flow for a national chain of climbing gyms.', 294),
      at('08/2015 –\tCascade Health Partners', 194, true),
      at('02/2018', 194),
      at('UX Designer', 281),
      at('Ran 60 usability sessions with patients and clinicians.', 294),
      at('Mentored two junior designers.', 281),
    ]);
    expect(entries.map((e) => parseJob(e)).map((j) => [j.title, j.company, j.description.length])).toEqual([
      ['Lead Product Designer', 'Fernwood Studio', 1],
      ['UX Designer', 'Cascade Health Partners', 2],
    ]);
  });
});

describe('headings in other words, skills grouped by a dash, notes under a degree', () => {
  it('knows headings by their wording and two- or three-word headings by their last word', () => {
    const kinds = [
      'Where I have worked',
      'Schooling',
      'Toolbox',
      'In Brief',
      'Further Training',
      'Clinical Skills',
      'CLINICALSKILLS',
      'Teaching Experience',
      'Volunteer Experience',
    ].map((text) => classifyHeading(text)?.kind);
    expect(kinds).toEqual([
      'experience',
      'education',
      'skills',
      'summary',
      'certifications',
      'skills',
      'skills',
      'experience',
      'volunteer',
    ]);
    expect(classifyHeading('Team Player')).toBeNull();
  });

  it("drops a group label joined by a spaced dash, and keeps a skill's own hyphen", () => {
    const at = (text: string): ExtractedLine => ({ text, page: 1, x: 0, y: 0, fontSize: 10, bold: false });
    expect(
      extractSkills([at('Planning — Demand Planning, S&OP'), at('Systems - SAP IBP, Excel'), at('Object-Oriented Design, CI/CD')]),
    ).toEqual(['Demand Planning', 'S&OP', 'SAP IBP', 'Excel', 'Object-Oriented Design', 'CI/CD']);
  });

  it('keeps a minor and a final grade out of the degree', () => {
    const school = parseSchool({
      header: ['Universität Bremen', 'M.Sc. Logistics Management', 'Minor in Statistics', 'Final grade 1.3 (very good)'],
      bullets: [],
    });
    expect(school.degree).toBe('M.Sc. Logistics Management');
    const phd = parseSchool({ header: ['Coastal State University', 'Ph.D., Marine Biology', 'Advisor: Dr. Ruth Hollis'], bullets: [] });
    expect(phd.degree).toBe('Ph.D., Marine Biology');
    const pharmacy = parseSchool({
      header: ['Doctor of Pharmacy', 'Great Lakes College of Pharmacy', 'Rho Chi Honor Society'],
      bullets: [],
    });
    expect(pharmacy.degree).toBe('Doctor of Pharmacy');
  });
});

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

  it('drops a proficiency level printed after a skill', () => {
    const line: ExtractedLine = {
      text: 'Workday (Advanced), SQL (Intermediate), Tableau [Basic], C (programming)',
      page: 1,
      x: 0,
      y: 0,
      fontSize: 10,
      bold: false,
    };
    expect(extractSkills([line])).toEqual(['Workday', 'SQL', 'Tableau', 'C (programming)']);
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
