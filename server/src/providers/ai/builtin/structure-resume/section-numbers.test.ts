/** Numbered section headings and the entry and contact rules found beside them (decision 028). */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../extraction/extracted-document';
import { wordLines } from './test-support/word-lines';
import { structureResumeBuiltin } from './index';
import { unnumberHeadings } from './section-numbers';

const docOf = (text: string): ExtractedDocument => ({ format: 'docx', pageCount: 1, links: [], lines: wordLines(text) });

const body = (numbers: string[]) => `
Ana Ruiz
ana.ruiz@example.com · (555) 010-2030 · Tucson, AZ
# ${numbers[0]} Profile
Planner with eight years in regional freight.
# ${numbers[1]} Experience
Operations Planner, Bramble Freight\tMar 2021 – Present
> Cut picking errors by a third across two sites.
# ${numbers[2]} Education
Northfield University\t2012 – 2016
BSc in Logistics
# ${numbers[3]} Skills
Planning: SAP, Excel
`;

describe('typed section numbers', () => {
  for (const numbers of [
    ['1.', '2.', '3.', '4.'],
    ['I.', 'II.', 'III.', 'IV.'],
    ['1', '2', '3', '4'],
    ['01 —', '02 —', '03 —', '04 —'],
    ['1.\t', '2.\t', '3.\t', '4.\t'],
  ]) {
    it(`reads '${numbers[1]} Experience' as the Experience heading`, () => {
      const result = structureResumeBuiltin(docOf(body(numbers)));
      expect(result.summary).toBe('Planner with eight years in regional freight.');
      expect(result.work_experience).toHaveLength(1);
      expect(result.work_experience[0]).toMatchObject({ title: 'Operations Planner', company: 'Bramble Freight', start_date: 'Mar 2021' });
      expect(result.education[0]?.school).toBe('Northfield University');
      expect(result.skills).toEqual(['SAP', 'Excel']);
    });
  }

  it('takes the number off an unknown heading numbered like the known ones', () => {
    const lines = unnumberHeadings(wordLines('# 1. Experience\nx\n# 2. Education\ny\n# 3. Leadership\nz'));
    expect(lines.map((l) => l.text)).toEqual(['Experience', 'x', 'Education', 'y', 'Leadership', 'z']);
  });

  it('leaves a lone numbered line alone: one is no numbering of sections', () => {
    const lines = wordLines('# Skills\n10 Years Experience\nSAP');
    expect(unnumberHeadings(lines)).toEqual(lines);
  });
});

describe('headings Word numbers itself (list items in a heading look)', () => {
  it('reads bold list items that name sections as headings, and keeps the bullets as list items', () => {
    const lines = wordLines(`
Ana Ruiz
ana.ruiz@example.com — (555) 010-2030 — Tucson, AZ
# Experience
Warehouse Coordinator, Ironbridge Distribution
Jan 2019 – Dec 2021
> Ran the cycle count programme for three depots.
# Education
Northfield University, 2016
`).map((line) => (line.bold ? { ...line, isListItem: true } : line));
    const result = structureResumeBuiltin({ format: 'docx', pageCount: 1, links: [], lines });
    expect(result.work_experience[0]).toMatchObject({ title: 'Warehouse Coordinator', company: 'Ironbridge Distribution' });
    expect(result.work_experience[0]?.description).toEqual(['Ran the cycle count programme for three depots.']);
    expect(result.education[0]?.school).toBe('Northfield University');
    expect(result.contact.location).toBe('Tucson, AZ');
  });
});

describe('a title before its employer across a comma', () => {
  it("reads 'Head of Department, Larkspur Learning Trust' as title and organisation", () => {
    const result = structureResumeBuiltin(
      docOf(`
Ana Ruiz
ana.ruiz@example.com
# Experience
Head of Department, Larkspur Learning Trust\tJun 2018 – Nov 2021
> Rebuilt the year nine chemistry course.
`),
    );
    expect(result.work_experience[0]).toMatchObject({ title: 'Head of Department', company: 'Larkspur Learning Trust' });
  });
});

describe('a skills-first CV', () => {
  it('finds the place before a web address set apart by spaces alone, and reads skills before any job', () => {
    const result = structureResumeBuiltin(
      docOf(`
KWAME ASHBY
kwame@example.com (542) 328-9410
Columbus, OH https://www.linkedin.com/in/kwame-ashby
# SUMMARY OF QUALIFICATIONS
> Registered nurse with ten years on surgical wards.
# TECHNICAL SKILLS
Clinical\tIV Therapy, Triage
Systems\tCerner, Epic
# PROFESSIONAL EXPERIENCE
NORTHWIND HEALTH, Ann Arbor, MI
Charge Nurse\t07/2021 – 03/2023
> Launched night shift handovers on two wards.
`),
    );
    expect(result.contact).toMatchObject({ location: 'Columbus, OH', phone: '(542) 328-9410' });
    expect(result.skills).toEqual(['IV Therapy', 'Triage', 'Cerner', 'Epic']);
    expect(result.work_experience[0]).toMatchObject({ title: 'Charge Nurse', company: 'NORTHWIND HEALTH', start_date: '07/2021' });
  });

  it('joins a skills list wrapped inside its table cell', () => {
    const cellLine = (text: string, y: number, cells?: [string, number][]) => ({
      text,
      page: 1,
      x: cells ? 50 : 200,
      y,
      fontSize: 10,
      bold: false,
      ...(cells ? { cells: cells.map(([t, x]) => ({ text: t, x, x1: x + 100, fontSize: 10, bold: false })) } : {}),
    });
    const lines = [
      { text: 'SKILLS', page: 1, x: 50, y: 100, fontSize: 12, bold: true },
      cellLine('Clinical\tIV Therapy, Patient Assessment, Wound', 114, [
        ['Clinical', 50],
        ['IV Therapy, Patient Assessment, Wound', 200],
      ]),
      cellLine('Care', 128),
      cellLine('Systems\tCerner, Epic', 142, [
        ['Systems', 50],
        ['Cerner, Epic', 200],
      ]),
    ];
    const result = structureResumeBuiltin({ format: 'pdf', pageCount: 1, links: [], lines });
    expect(result.skills).toEqual(['IV Therapy', 'Patient Assessment', 'Wound Care', 'Cerner', 'Epic']);
  });
});

describe('a heading in a left margin over rows indented to a body column', () => {
  it("keeps 'WORK HISTORY' whole: it is not 'WORK' glued to a first line 'HISTORY'", () => {
    const at = (text: string, x: number, y: number, bold = false) => ({ text, page: 1, x, y, fontSize: bold ? 11 : 10, bold });
    const lines = [
      at('Ana Ruiz', 72, 60, true),
      at('ana.ruiz@example.com', 72, 80),
      at('WORK HISTORY', 72, 110, true),
      at('Operations Planner, Bramble Freight\t04/2021 – 06/2024', 182, 128),
      at('• Cut picking errors by a third across two sites.', 182, 140),
      at('• Ran the cycle count programme for three depots.', 182, 152),
      at('• Rebuilt the returns process with the carriers.', 182, 164),
      at('EDUCATION', 72, 190, true),
      at('BSc in Logistics, Northfield University\t2012 – 2016', 182, 208),
    ];
    const result = structureResumeBuiltin({ format: 'pdf', pageCount: 1, links: [], lines });
    expect(result.work_experience[0]).toMatchObject({ title: 'Operations Planner', company: 'Bramble Freight', start_date: '04/2021' });
    expect(result.custom_sections).toEqual([]);
  });
});
