/** Rules added for layouts beyond the shared benchmark (bench/parse-extra): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { detectSections } from './detect-sections';
import { classifyHeading } from './heading-words';
import { extractSkills } from './extract-skills';
import { extractContact } from './extract-contact';
import { splitOffPlace } from './places';
import { parseJob, splitTitleComma } from './parse-entries';
import { isHonoursLine, parseSchool } from './parse-school';
import { structureResumeBuiltin } from './index';
import { wordLines } from './test-support/word-lines';
import { isPlaceLine, splitEntries } from './split-entries';
import { joinWrappedRangeEnds } from './wrapped-range-end';

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
    // Two titles of one job joined by a slash, the employer after the comma.
    ['Kitchen Hand / Barista, The Harbour Kiosk', 'Kitchen Hand / Barista', 'The Harbour Kiosk'],
    ['Harbour Freight / Dispatch Lead', 'Dispatch Lead', 'Harbour Freight'],
    // A title with its team after a comma, before an employer whose words say it is one.
    ['Engineer, Platform, Tern Analytics LLC', 'Engineer, Platform', 'Tern Analytics LLC'],
    ['Senior Engineer, Acme, Inc.', 'Senior Engineer', 'Acme, Inc.'],
    // A title, the unit of the employer it served in, then the employer; not a place after it.
    ['Associate, Corporate / M&A Group, Nishikawa & Ueda Law Offices', 'Associate, Corporate / M&A Group', 'Nishikawa & Ueda Law Offices'],
    ['Analyst, Northwind Group, London', 'Analyst', 'Northwind Group, London'],
    // Armed forces, and legal forms of other countries, name employers.
    ['Platoon Sergeant (SFC), 88M Motor Transport, U.S. Army', 'Platoon Sergeant (SFC), 88M Motor Transport', 'U.S. Army'],
    ['Newspaper Carrier, Pirkanmaan Jakelu Oy', 'Newspaper Carrier', 'Pirkanmaan Jakelu Oy'],
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
    const joined = joinWrappedRangeEnds([line('03/2018 –\tFernwood Studio'), line('06/2020\tLead Product Designer')]);
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
