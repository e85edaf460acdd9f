/** Rules from the fifth corpus round (decision 029): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { composeSpacingAccents } from '../../../extraction/spacing-accents';
import { structureResumeBuiltin } from './index';
import { readLabelColumn } from './label-column';
import { parseJob } from './parse-entries';
import { parseSchool } from './parse-school';
import { splitEntries } from './split-entries';

const cell = (text: string, x: number, fontSize: number, bold = false) => ({ text, x, x1: x + text.length * 4, fontSize, bold });

describe('a heading in small capitals beside a date column', () => {
  // Each word's initial is set at 13 pt, the rest at 9 pt: the line reads 9 pt, its cell 13 pt.
  const row = (y: number, label: string, text: string): ExtractedLine => ({
    text: `${label}\t${text}`,
    page: 1,
    x: 43,
    y,
    fontSize: 9.5,
    bold: false,
    cells: [cell(label, 43, 9.5), cell(text, 117, 9.5)],
  });
  const body = (y: number, text: string): ExtractedLine => ({
    text,
    page: 1,
    x: 117,
    y,
    fontSize: 9.5,
    bold: false,
    cells: [cell(text, 117, 9.5)],
  });
  const heading = (y: number, text: string): ExtractedLine => ({
    text,
    page: 1,
    x: 43,
    y,
    fontSize: 9,
    bold: true,
    cells: [cell(text, 43, 13, true)],
  });
  const lines = [
    heading(100, 'EXPERIENCE'),
    row(115, '01/2021 – 08/2022', 'Supply Chain Manager'),
    body(127, 'Ashgrove Distribution, Munich, Germany'),
    row(145, '01/2018 – 03/2020', 'Logistics Coordinator'),
    body(157, 'Meridian Supply Co., Munich, Germany'),
    heading(180, 'SKILLS'),
    row(195, 'Operations', 'Lean, Route Planning'),
    row(207, 'Software', 'Tableau, SAP'),
  ];

  it('keeps the size of its letters when the label column rebuilds it, like the heading that stays whole', () => {
    const out = readLabelColumn(lines);
    const sizes = out.filter((l) => /^(EXPERIENCE|SKILLS)$/.test(l.text)).map((l) => l.fontSize);
    expect(sizes).toEqual([9, 9]);
  });
});

describe('a profile export: a sidebar with bold headings read before a main column with larger plain ones', () => {
  const line = (text: string, fontSize: number, bold = false, isListItem = false): Omit<ExtractedLine, 'y'> => ({
    text,
    page: 1,
    x: 0,
    fontSize,
    bold,
    ...(isListItem ? { isListItem } : {}),
  });
  const lines: ExtractedLine[] = [
    line('Contact', 12, true),
    line('ines.okafor@example.net', 9.5),
    line('+31 62 119 4704', 9.5),
    line('Skills', 12, true),
    line('Triage', 9.5),
    line('Wound Care', 9.5),
    line('Education', 12, true),
    line('University of Highmere', 9.5, true),
    line('Bachelor of Arts in Health Sciences', 9.5),
    line('2011 - 2015', 9.5),
    line('Ines Okafor', 22),
    line('Charge Nurse', 11),
    line('Gothenburg, Sweden', 9.5),
    line('About', 14),
    line('Charge nurse with fourteen years on busy wards. Known for calm delivery.', 9.5),
    line('Experience', 14),
    line('Clinical Nurse Educator', 10.5, true),
    line('Bramble Health · Full-time', 9.5),
    line('Apr 2021 - Present · 5 yrs 7 mos', 9.5),
    line('Valencia, Spain', 9.5),
    line('Coordinated the sepsis screening protocol with clinical leads.', 9.5, false, true),
  ].map((l, i) => ({ ...l, y: i }));
  const doc: ExtractedDocument = { format: 'docx', pageCount: 1, links: [], lines };
  const result = structureResumeBuiltin(doc);

  it('reads the main column’s plain headings, much larger than the text, as headings', () => {
    expect(result.work_experience).toHaveLength(1);
    expect(result.work_experience[0]).toMatchObject({ title: 'Clinical Nurse Educator', start_date: 'Apr 2021', end_date: 'Present' });
    expect(result.summary).toMatch(/^Charge nurse with fourteen years/);
  });

  it('reads the name in the largest type and the lines under it as the header, not the last school', () => {
    expect(result.name).toBe('Ines Okafor');
    expect(result.contact.location).toBe('Gothenburg, Sweden');
    expect(result.education).toHaveLength(1);
    expect(result.education[0]?.degree).toBe('Bachelor of Arts in Health Sciences');
  });
});

describe('accents TeX set as separate glyphs', () => {
  it('are put back on their letters', () => {
    expect(composeSpacingAccents('Björn Jovanovi ´c')).toBe('Björn Jovanović');
    expect(composeSpacingAccents('Andr´e Sch¨afer')).toBe('André Schäfer');
  });
  it('leave a backtick that opens a quoted word alone', () => {
    expect(composeSpacingAccents('uses `npm` daily')).toBe('uses `npm` daily');
  });
});

describe('a title in capitals followed by its organisation in ordinary case', () => {
  it('splits at the change of case', () => {
    const job = parseJob({ header: ['01/04/2021 – CURRENT', 'HEAD NURSE Larkspur Health Trust'], bullets: [] });
    expect(job).toMatchObject({ title: 'HEAD NURSE', company: 'Larkspur Health Trust', start_date: '01/04/2021' });
  });
  it('keeps one word of capitals with the words after it', () => {
    const job = parseJob({ header: ['2019 – 2021', 'Research Scientist', 'IBM Research Zurich'], bullets: [] });
    expect(job.company).toBe('IBM Research Zurich');
  });
});

describe('a large name broken over two lines with contact details beside it', () => {
  const at = (text: string, x: number, y: number, fontSize: number, bold = false): ExtractedLine => ({
    text,
    page: 1,
    x,
    y,
    fontSize,
    bold,
  });
  const lines = [
    at('Dublin, Ireland', 485, 53, 9),
    at('Kwame Vasquez-', 58, 67, 28, true),
    at('+37 95 260 4230', 475, 67, 9),
    at('kwame.vasquez@example.net', 375, 80, 9),
    at('Hill', 58, 94, 28, true),
    at('Supply Chain Coordinator', 58, 123, 11),
    at('SUMMARY', 58, 147, 9, true),
    at('Operations planner with nine years of experience in cross-dock schedules.', 58, 163, 10),
    at('EXPERIENCE', 58, 198, 9, true),
    at('Tidewater Supply Co., Leeds, United Kingdom — Supply Chain Manager', 58, 215, 10),
    at('JULY 2022 - PRESENT', 58, 228, 8),
  ];
  it('is one name, joined at its hyphen', () => {
    expect(structureResumeBuiltin({ format: 'pdf', pageCount: 1, links: [], lines }).name).toBe('Kwame Vasquez-Hill');
  });
});

describe('an education line of a school and a degree, long and without dates', () => {
  const at = (text: string, y: number, fontSize = 10): ExtractedLine => ({ text, page: 1, x: 58, y, fontSize, bold: false });
  const lines = [
    at('University of Carrow Vale — Master of Business Administration in Business Administration', 96),
    at('SEPTEMBER 2017 - JUNE 2019', 108, 8),
    at('Kilbride University — Bachelor of Science in Business Administration', 124),
    at('SEPTEMBER 2013 - MAY 2017', 136, 8),
  ];
  it('is a header, not a sentence: each school is an entry with its own dates', () => {
    expect(splitEntries(lines).map((e) => e.header)).toEqual([
      ['University of Carrow Vale — Master of Business Administration in Business Administration', 'SEPTEMBER 2017 - JUNE 2019'],
      ['Kilbride University — Bachelor of Science in Business Administration', 'SEPTEMBER 2013 - MAY 2017'],
    ]);
  });
});

describe('a school and degree line that wraps onto a second line', () => {
  // Lines that fill the measure end at x 552; the measure is what makes a line read as wrapped.
  const at = (text: string, y: number, fontSize = 10, x1 = 58 + text.length * 5.8): ExtractedLine => ({
    text,
    page: 1,
    x: 58,
    y,
    fontSize,
    bold: false,
    cells: [{ text, x: 58, x1: Math.min(552, x1), fontSize, bold: false }],
  });
  it('stays the header of its entry, not a wrapped statement', () => {
    const entries = splitEntries([
      at('Corrigan Institute of Technology — Master of Business Administration in Industrial', 396),
      at('Engineering', 407),
      at('SEPTEMBER 2019 - MAY 2021', 420, 8),
      at('University of Carrow Vale — Bachelor of Science in Supply Chain Management', 449),
      at('SEPTEMBER 2015 - JULY 2019', 462, 8),
    ]);
    // The word that did not fit on the full line above is read back into it.
    expect(entries[0]?.header.slice(0, 2)).toEqual([
      'Corrigan Institute of Technology — Master of Business Administration in Industrial Engineering',
      'SEPTEMBER 2019 - MAY 2021',
    ]);
    expect(entries.flatMap((e) => e.bullets)).toEqual([]);
  });
});

describe('labelled contact details on one line', () => {
  const at = (text: string, y: number, fontSize = 9.5, bold = false): ExtractedLine => ({ text, page: 1, x: 60, y, fontSize, bold });
  const docOf = (detail: string): ExtractedDocument => ({
    format: 'pdf',
    pageCount: 1,
    links: [],
    lines: [
      at('Solveig Pellegrini', 60, 20, true),
      at('Email address: solveig@example.net Phone number: +35 31 307 4626', 80),
      at(detail, 92),
      at('WORK EXPERIENCE', 120, 11, true),
      at('01/03/2021 – CURRENT | Lyon, France', 136),
    ],
  });
  it('give the place after a label and a web address', () => {
    const { contact } = structureResumeBuiltin(docOf('LinkedIn: https://www.linkedin.com/in/solveig-p Home: Dublin, Ireland'));
    expect(contact.location).toBe('Dublin, Ireland');
  });
  it('give the place without its note in brackets', () => {
    expect(structureResumeBuiltin(docOf('ADDRESS: Leeds, United Kingdom (Home)')).contact.location).toBe('Leeds, United Kingdom');
  });
});

describe('a document title around the name', () => {
  it('is not part of the name', () => {
    const lines: ExtractedLine[] = [
      { text: 'Résumé of EMEKA ROSENTHAL', page: 1, x: 135, y: 57, fontSize: 22.5, bold: true },
      { text: 'LYON, FRANCE', page: 1, x: 262, y: 77, fontSize: 12, bold: false },
      { text: 'EMPLOYMENT HISTORY', page: 1, x: 81, y: 130, fontSize: 12, bold: true },
      { text: 'Finance Manager, Kestrel Holdings\tJan 2024 – Present', page: 1, x: 81, y: 152, fontSize: 11.2, bold: false },
    ];
    expect(structureResumeBuiltin({ format: 'pdf', pageCount: 1, links: [], lines }).name).toBe('EMEKA ROSENTHAL');
  });
});

describe('words that lead to a date', () => {
  it('go with the date, not into the degree', () => {
    const school = parseSchool({ header: ['Harlow State University – Master of Science\tCompleted in July 2019'], bullets: [] });
    expect(school).toMatchObject({ degree: 'Master of Science', end_date: 'July 2019' });
  });
});

describe('an address block set line by line beside the name', () => {
  const at = (text: string, x: number, y: number, fontSize = 10.9): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold: false });
  const docOf = (city: string, region: string): ExtractedDocument => ({
    format: 'pdf',
    pageCount: 1,
    links: [],
    lines: [
      at(city, 447, 92),
      at(region, 493, 107),
      at('Leticia Nwosu', 89, 123, 24.8),
      at('(674) 681-2948', 419, 123),
      at('Operations Planner', 89, 154),
      at('Experience', 195, 289, 14.3),
      at('Feb 2023 – Present\tDirector of Operations, Copperleaf Shipping, Columbus, OH.', 123, 313),
    ],
  });
  it('reads the city over its state or country as the place', () => {
    expect(structureResumeBuiltin(docOf('Baton Rouge', 'LA')).contact.location).toBe('Baton Rouge, LA');
    expect(structureResumeBuiltin(docOf('Seoul', 'Republic of Korea')).contact.location).toBe('Seoul, Republic of Korea');
  });
});

describe('a degree broken at a hyphenation point in a narrow column', () => {
  const at = (text: string, y: number, bold = false): ExtractedLine => ({ text, page: 1, x: 379, y, fontSize: 10, bold });
  it('is one word again, and the next entry starts at its school', () => {
    const entries = splitEntries([
      at('Master of Business Administration in', 137, true),
      at('Computer Science', 149, true),
      at('Saint Aubyn College', 161),
      at('09/2015 – 05/2017', 173),
      at('Bachelor of Arts in Software Engineer-', 189, true),
      at('ing', 200, true),
      at('Harlow State University', 212),
      at('09/2010 – 06/2014', 224),
    ]);
    expect(entries.map((e) => e.header[0])).toEqual([
      'Master of Business Administration in Computer Science',
      'Bachelor of Arts in Software Engineering',
    ]);
  });
});
