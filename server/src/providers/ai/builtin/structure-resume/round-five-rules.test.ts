/** Rules from the fifth corpus round (decision 029): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { composeSpacingAccents } from '../../../extraction/spacing-accents';
import { structureResumeBuiltin } from './index';
import { readLabelColumn } from './label-column';
import { parseJob } from './parse-entries';

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
