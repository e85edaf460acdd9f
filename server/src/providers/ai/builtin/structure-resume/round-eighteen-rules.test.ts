/** Rules written while round 18 of the parse corpus was added (its development layouts): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { joinBrokenContactDetails } from './broken-contact-details';
import { joinBrokenPlaces } from './broken-places';
import { detectSections } from './detect-sections';
import { readSkillsSection } from './extract-skills';
import { findName } from './find-name';
import { readLabelColumn } from './label-column';
import { splitEntries } from './split-entries';
import { formRole } from './form-labels';
import { splitKnownTerms } from './known-terms';
import { structureResumeBuiltin } from './index';
import { splitPageFurniture } from './page-furniture';
import { parseJob } from './parse-entries';
import { joinWrapped } from './wrapped-lines';

const line = (text: string, y: number, fontSize = 10, bold = false, x = 120): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold });

describe("a form's 'Name' field", () => {
  it('names the person, though a bold heading beside it is set larger', () => {
    const header = [
      line('Curriculum Vitae', 58, 17, true, 43),
      line('PERSONAL INFORMATION', 92, 10, true, 60),
      line('Name\tChiara Thorsen', 121),
      line('Address\tLeeds, United Kingdom', 136),
      line('DESIRED POSITION', 217, 10, true, 60),
    ];
    expect(findName(header, header)).toBe('Chiara Thorsen');
  });
});

describe('a section heading wrapped in a narrow label column', () => {
  it("is one heading when its first line stops on a joining word ('EDUCATION AND' over 'TRAINING')", () => {
    const lines = [
      line('EXPERIENCE', 100, 10, true, 60),
      line('Analyst, Bellhaven Partners\t2019 – 2022', 120),
      line('EDUCATION AND', 160, 10, true, 79),
      line('TRAINING', 171, 10, true, 114),
      line('Bachelor of Science in Education, Saint Aubyn College\t2015 – 2019', 190),
    ];
    const { sections } = detectSections(lines);
    expect(sections.map((s) => [s.kind, s.title])).toEqual([
      ['experience', 'EXPERIENCE'],
      ['education', 'EDUCATION AND TRAINING'],
    ]);
  });

  it('is one heading when only its two lines together name a section', () => {
    const lines = [line('PERSONAL', 92, 10, true, 107), line('INFORMATION', 103, 10, true, 92), line('Address\tLeeds', 121)];
    expect(detectSections(lines).sections.map((s) => s.kind)).toEqual(['contact']);
  });
});

describe('labels of a form', () => {
  it("read 'Qualification' as the degree and 'Main tasks' as the activities", () => {
    expect(formRole('Qualification')).toBe('degree');
    expect(formRole('Main tasks')).toBe('activities');
  });

  it("drop a 'Summary' label from the profile's paragraph", () => {
    const lines = [
      line('Chiara Thorsen', 60, 18, true),
      line('PROFILE', 100, 10, true, 60),
      line('Summary\tCurriculum designer with nine years in schools.', 120),
      line('EXPERIENCE', 150, 10, true, 60),
      line('Teacher, Saint Aubyn College\t2019 – 2022', 170),
    ];
    const resume = structureResumeBuiltin({ format: 'pdf', lines, links: [], pageCount: 1 });
    expect(resume.summary).toBe('Curriculum designer with nine years in schools.');
  });
});

describe('a word that holds a hyphen, broken at the end of a line', () => {
  it("keeps the hyphen it was broken at ('dock-to-' over 'stock')", () => {
    expect(joinWrapped('which cut dock-to-', 'stock time by 9%', new Set())).toBe('which cut dock-to-stock time by 9%');
  });
});

describe('a name in display type that lost or gained its spaces', () => {
  const page = (name: string) => [
    line(name, 60, 17.2, false, 45),
    line('Product Designer', 75, 10, false, 45),
    line('Savannah, GA · (433) 695-1137', 89, 9, false, 45),
    line('Profile', 112, 12, false, 111),
    line('Designer of booking flows who tests each change with the people who use it.', 128, 10, false, 111),
    line('Experience', 163, 12, false, 111),
    line('Led the design system work for the account pages.', 190, 10, false, 111),
  ];

  it("reads a letter-spaced name whole ('L e t i c i a Kowa l c z y k')", () => {
    expect(findName(page('L e t i c i a Kowa l c z y k'), page('L e t i c i a Kowa l c z y k'))).toBe('Leticia Kowalczyk');
  });

  it("reads the name out of a personal site's greeting ('I'm Oskar R. Jovanović.')", () => {
    expect(findName(page("I'm Oskar R. Jovanović."), page("I'm Oskar R. Jovanović."))).toBe('Oskar R. Jovanović');
  });

  it("reads a form's 'Fullname' field as the name", () => {
    const lines = [line('More About Me', 60, 12), line('Fullname: Oskar R. Jovanović', 90, 12), line('Job: UX Researcher', 104, 12)];
    expect(findName(lines, lines)).toBe('Oskar R. Jovanović');
  });

  it("parts a name glued in the page's largest type, though not twice the body's size", () => {
    expect(findName(page('DeclanOyelaran'), page('DeclanOyelaran'))).toBe('Declan Oyelaran');
  });
});

describe('a place after the company with a full stop between them', () => {
  it("splits off ('Larkspur Studio. Savannah, GA'), an abbreviation's stop staying with the name", () => {
    const job = parseJob({ header: ['Design Manager, Larkspur Studio. Savannah, GA\t2024–2025'], bullets: ['Led the design system.'] });
    expect([job.title, job.company, job.location]).toEqual(['Design Manager', 'Larkspur Studio', 'Savannah, GA']);
    const abbreviated = parseJob({
      header: ['Planner, Halcyon Supply Co. Leeds, United Kingdom\t2019–2021'],
      bullets: ['Ran the stock counts.'],
    });
    expect([abbreviated.company, abbreviated.location]).toEqual(['Halcyon Supply Co.', 'Leeds, United Kingdom']);
    const saint = parseJob({ header: ['Analyst, Lakeshore Mutual Insurance, St. Paul, MN\t2019–2021'], bullets: ['Priced the policies.'] });
    expect([saint.company, saint.location]).toEqual(['Lakeshore Mutual Insurance', 'St. Paul, MN']);
  });
});

describe("an academic CV's sections", () => {
  const heading = (text: string, y: number) => line(text, y, 12, true, 72);
  const body = (text: string, y: number) => line(text, y, 10.9, false, 76);
  const lines = [
    heading('Education', 100),
    body('2012–2016\tBachelor of Arts in Chemistry, Corrigan Institute of Technology', 120),
    heading('Experience', 150),
    body('2019–2023\tLecturer in Chemistry, Northwind University', 170),
    body('• Taught first-year laboratory courses to groups of forty.', 184),
    heading('Teaching', 210),
    body('• Teaching: Classroom Management, Assessment Design,', 230),
    line('Lesson Planning', 244, 10.9, false, 88),
    body('• Technology: Moodle, Canvas, Google Classroom', 258),
    heading('Service', 290),
    body('Mentor, Foxhollow Youth Club', 310),
    body('Organised 11 events a year.', 324),
  ];

  it('reads an unknown heading over lists of terms named by group as skills, and Service as a section', () => {
    const { sections } = detectSections(lines);
    expect(sections.map((s) => s.title)).toEqual(['Education', 'Experience', 'Teaching', 'Service']);
    const resume = structureResumeBuiltin({
      format: 'pdf',
      lines: [line('Ada Byrne', 60, 20, true, 72), ...lines],
      links: [],
      pageCount: 1,
    });
    expect(resume.skills).toEqual(expect.arrayContaining(['Classroom Management', 'Lesson Planning', 'Moodle', 'Google Classroom']));
    expect(resume.custom_sections.map((s) => s.title)).toEqual(['Service']);
  });
});

describe('details cut by a narrow column or by letter-spacing', () => {
  it("joins an e-mail address cut inside its last label ('…@mailbox.or' over 'g')", () => {
    const lines = [line('tobias.r.mahlangu9@mailbox.or', 184, 9.5, false, 80), line('g', 197, 9.5, false, 80)];
    expect(joinBrokenContactDetails(lines).map((l) => l.text)).toEqual(['tobias.r.mahlangu9@mailbox.org']);
  });

  it("reads a letter-spaced name whose initial lost its stop ('THANDIWE J . OYELARAN')", () => {
    const lines = [line('THANDIWE J . OYELARAN', 75, 20, false, 146), line('Melbourne, Australia | +49 14 558 4541', 95, 9, false, 134)];
    expect(findName(lines, lines)).toBe('THANDIWE J. OYELARAN');
  });
});

describe('skills set apart by word spaces alone, one of them a name the vocabulary lacks', () => {
  it("read apart when the rest are known, the stranger a term of its own ('IFRS', 'Anaplan')", () => {
    expect(splitKnownTerms('IFRS Budgeting Forecasting')).toEqual(['IFRS', 'Budgeting', 'Forecasting']);
    expect(splitKnownTerms('Power BI Anaplan Excel NetSuite')).toEqual(['Power BI', 'Anaplan', 'Excel', 'NetSuite']);
    expect(splitKnownTerms('IFRS BUDGETING FORECASTING')).toEqual(['IFRS', 'BUDGETING', 'FORECASTING']);
  });

  it('stay whole where most of the words are unknown', () => {
    expect(splitKnownTerms('Quillon Ledger Budgeting')).toEqual(['Quillon Ledger Budgeting']);
  });
});

describe('a section printed twice', () => {
  it('gives each job once', () => {
    const section = [
      line('Experience', 100, 12, true, 34),
      line('Copperleaf College', 120, 12, true, 64),
      line('November, 2022 - Present', 134, 12, false, 64),
      line('Curriculum Designer', 148, 10, true, 64),
      line('Led the school science fair with two regional managers.', 162, 12, false, 94),
    ];
    const again = section.map((l) => ({ ...l, y: l.y + 100 }));
    const resume = structureResumeBuiltin({
      format: 'pdf',
      lines: [line('Chiara Okonkwo', 60, 18, true, 34), ...section, ...again],
      links: [],
      pageCount: 1,
    });
    expect(resume.work_experience.map((job) => job.company)).toEqual(['Copperleaf College']);
  });
});

describe('a grid of skills whose cells wrapped', () => {
  it("joins each wrapped term ('Design' over 'Systems', 'Adobe' over 'Illustrator')", () => {
    const cell = (text: string, x: number) => ({ text, x, x1: x + text.length * 6, fontSize: 12, bold: false });
    const row = (a: string, b: string, y: number): ExtractedLine => ({
      ...line(`${a}\t${b}`, y, 12, false, 94),
      cells: [cell(a, 94), cell(b, 307)],
    });
    const lines = [
      row('User Research', 'Figma', 662),
      row('Design', 'Adobe', 688),
      row('Systems', 'Illustrator', 701),
      row('Prototyping', 'Sketch', 727),
    ];
    expect(readSkillsSection(lines, { rightEdge: null, words: new Set() }).skills).toEqual([
      'User Research',
      'Figma',
      'Design Systems',
      'Adobe Illustrator',
      'Prototyping',
      'Sketch',
    ]);
  });
});

describe('a theme that sets its headings in a label column and its entry titles large', () => {
  const cell = (text: string, x: number, size: number) => ({
    text,
    x,
    x1: x + text.length * (size > 14 ? 9 : 5),
    fontSize: size,
    bold: false,
  });
  const row = (label: string, text: string, y: number, size = 18): ExtractedLine => ({
    ...line(`${label}\t${text}`, y, size, false, 58),
    cells: [cell(label, 58, size), cell(text, 194, size)],
  });
  const at = (text: string, y: number, size: number, x = 194): ExtractedLine => ({
    ...line(text, y, size, false, x),
    cells: [cell(text, x, size)],
  });

  it("reads a heading wrapped in the label column ('WORK' over 'EXPERIENCE') as one", () => {
    const lines = [
      row('WORK', 'Learning Specialist at Bramble Grammar', 160),
      row('EXPERIENCE', 'School, Burlington, VT', 181),
      at('March 2021 – Present', 193, 9.6),
      at('Ran parent evenings, cutting pass rates by 26%.', 210, 12),
      row('PROJECTS', 'Halcyon Toolkit', 260),
      at('June 2019 – Present', 272, 9.6),
      row('SKILLS', 'Teaching', 320),
      at('Assessment Design, Lesson Planning', 340, 9.6),
      row('EDUCATION', 'Westmarch Polytechnic', 380),
      at('2012 - 2016', 395, 9.6),
    ];
    expect(
      readLabelColumn(lines)
        .map((l) => l.text)
        .slice(0, 3),
    ).toEqual(['WORK EXPERIENCE', 'Learning Specialist at Bramble Grammar', 'School, Burlington, VT']);
  });

  it('keeps a title at an organisation, wrapped in large type, in the header, not among the statements above', () => {
    const statement = (text: string, y: number) => ({ ...at(text, y, 12), roles: { body: true } });
    const lines = [
      at('Curriculum Designer at Northwind Grammar', 100, 18),
      at('School, Columbus, OH', 121, 18),
      at('July 2019 – April 2020', 133, 9.6),
      statement('Launched parent evenings together with two regional managers,', 150),
      statement('which cut reading ages by 42% within 8 months and was later', 164),
      statement('adopted by 4 other teams across the organisation.', 178),
      // The line-role classifier's word for the large line, which the size overrules.
      { ...at('Science Teacher at Northwind Learning', 220, 18), roles: { body: true } },
      at('Trust, Burlington, VT', 241, 18),
      at('March 2017 – May 2018', 253, 9.6),
      statement('Rebuilt a peer tutoring scheme, cutting pass rates by 35%.', 270),
      statement('Ran the reading intervention plan, cutting absence by 12%.', 284),
    ];
    expect(splitEntries(lines).map((e) => e.header)).toEqual([
      ['Curriculum Designer at Northwind Grammar School, Columbus, OH', 'July 2019 – April 2020'],
      ['Science Teacher at Northwind Learning Trust, Burlington, VT', 'March 2017 – May 2018'],
    ]);
  });

  it('parts a heading in capitals glued to its first line', () => {
    const lines = [
      at('EXPERIENCE', 60, 18, 58),
      at('Teacher, Bramble School\t2019 – 2021', 60, 18),
      at('Ran parent evenings, cutting pass rates by 26%.', 80, 12),
      at('Led the science fair, cutting absence by 12%.', 94, 12),
      at('CERTIFICATIONSCertified Analyst in Education', 420, 18, 58),
      at('June 2022', 432, 9.6),
    ];
    expect(detectSections(lines).sections.map((s) => [s.title, s.lines[0]?.text])).toEqual([
      ['EXPERIENCE', 'Teacher, Bramble School\t2019 – 2021'],
      ['CERTIFICATIONS', 'Certified Analyst in Education'],
    ]);
  });
});

describe("a theme's credit after the resume's last line", () => {
  it('is furniture, not a line of the last section', () => {
    const lines = [
      line('Education', 59, 18, false, 58),
      line('University of Eastbrook', 94, 18, false, 194),
      line('Health Sciences, Bachelor of Arts', 106, 9.6, false, 194),
      line('Copyright 2014 Thomas Hardy', 153, 12, false, 225),
      line('Design by Thomas Hardy', 167, 12, false, 244),
      line('JSON Resume template by Nabil Bendafi', 180, 12, false, 205),
    ];
    const { content, furniture } = splitPageFurniture(lines);
    expect(content.map((l) => l.text)).toEqual(['Education', 'University of Eastbrook', 'Health Sciences, Bachelor of Arts']);
    expect(furniture).toHaveLength(3);
  });
});

describe('skills in bold cells under group names in larger plain type', () => {
  it('reads the cells as skills and the names as groups', () => {
    const cell = (text: string, x: number) => ({ text, x, x1: x + text.length * 5, fontSize: 9.6, bold: true });
    const items = (texts: string[], y: number): ExtractedLine => ({
      ...line(texts.join('\t'), y, 9.6, true, 202),
      cells: texts.map((t, i) => cell(t, 202 + i * 120)),
    });
    const lines = [
      line('Operations', 154, 18, false, 194),
      items(['Lean', 'Procurement', 'Demand Planning'], 173),
      line('Software', 216, 18, false, 194),
      items(['Oracle WMS', 'Excel', 'Tableau'], 235),
    ];
    expect(readSkillsSection(lines, { rightEdge: null, words: new Set() })).toEqual({
      skills: ['Lean', 'Procurement', 'Demand Planning', 'Oracle WMS', 'Excel', 'Tableau'],
      groupNames: ['Operations', 'Software'],
    });
  });
});

describe("a place broken after its comma in large type ('…, Raleigh,' over 'NC')", () => {
  const at = (text: string, y: number, size: number) => line(text, y, size, false, 194);

  it('goes back whole onto the line above', () => {
    const lines = [at('Charge Nurse at Oakridge Health, Raleigh,', 512, 18), at('NC', 533, 18), at('December 2021 – June 2022', 545, 9.6)];
    expect(joinBrokenPlaces(lines).map((l) => l.text)).toEqual([
      'Charge Nurse at Oakridge Health, Raleigh, NC',
      'December 2021 – June 2022',
    ]);
  });

  it('opens no section, though set in the look of the headings', () => {
    const lines = [
      line('EXPERIENCE', 300, 18, false, 58),
      at('Charge Nurse at Oakridge Health, Raleigh,', 320, 18),
      at('NC', 341, 18),
      at('December 2021 – June 2022', 353, 9.6),
      line('EDUCATION', 400, 18, false, 58),
      at('Saint Aubyn College', 420, 18),
    ];
    expect(detectSections(lines).sections.map((s) => s.title)).toEqual(['EXPERIENCE', 'EDUCATION']);
  });
});

describe('a lone term between two lists that each name their group', () => {
  it("ends the list above ('…, Classroom' over 'Management'), and names none", () => {
    const at = (text: string, y: number, x1: number): ExtractedLine => ({
      ...line(text, y, 10, false, 179),
      cells: [{ text, x: 179, x1, fontSize: 10, bold: false }],
    });
    const lines = [
      at('Teaching: Assessment Design, Lesson Planning, Differentiated Instruction, Classroom', 56, 513),
      at('Management', 68, 237),
      at('Technology: Google Classroom, Canvas, Moodle', 83, 338),
    ];
    expect(readSkillsSection(lines, { rightEdge: 531, words: new Set() }).skills).toEqual([
      'Assessment Design',
      'Lesson Planning',
      'Differentiated Instruction',
      'Classroom Management',
      'Google Classroom',
      'Canvas',
      'Moodle',
    ]);
  });
});
