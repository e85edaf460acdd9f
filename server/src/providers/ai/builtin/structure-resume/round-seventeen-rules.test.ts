/** Rules written while round 17 of the parse corpus was added (its development layouts): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { detectSections } from './detect-sections';
import { extractSkills } from './extract-skills';
import { findDateRange } from './find-dates';
import { findName } from './find-name';
import { splitKnownTerms } from './known-terms';
import { splitPageFurniture } from './page-furniture';
import { splitDatesFromSentence } from './wrapped-range-end';

const line = (text: string, y: number, fontSize: number): ExtractedLine => ({ text, page: 1, x: 40, y, fontSize, bold: false });

describe('a name set in the same large capitals as the section headings', () => {
  const lines = [
    line('MAREN HOLLOWAY SENIOR ACCOUNTANT', 60, 26),
    line('maren.holloway@example.com +41 22 555 0101', 80, 10.5),
    line('Financial analyst who closes the books on time and explains the numbers plainly.', 105, 13),
    line('SKILLS', 160, 26),
    line('Forecasting, Budgeting', 185, 10.5),
    line('EMPLOYMENT', 230, 26),
    line('Finance Manager, Bellhaven Partners\t2022 – 2024', 255, 10.5),
    line('Closed the books each month in four days.', 270, 10.5),
  ];

  it('opens no section: it and the lines under it are the page header', () => {
    const { header, sections } = detectSections(lines);
    expect(header.map((l) => l.text)).toEqual(lines.slice(0, 3).map((l) => l.text));
    expect(sections.map((s) => s.kind)).toEqual(['skills', 'experience']);
  });
});

describe('a skills group named in bold before terms set apart by word spaces alone', () => {
  const group = (text: string, boldLead: string): ExtractedLine => ({ ...line(text, 190, 13.7), boldLead });

  it('drops the name and reads the known terms apart', () => {
    expect(extractSkills([group('FINANCE FORECASTING FINANCIAL MODELLING BUDGETING', 'FINANCE')])).toEqual([
      'FORECASTING',
      'FINANCIAL MODELLING',
      'BUDGETING',
    ]);
  });

  it('leaves a run whose words the vocabulary does not know as printed', () => {
    expect(extractSkills([group('Design Qwertyboard Zanthorp Plimsolver', 'Design')])).toEqual(['Design Qwertyboard Zanthorp Plimsolver']);
  });
});

describe('known terms printed in capitals', () => {
  it('are looked up as names are written, so a name that is also a common word is found', () => {
    expect(splitKnownTerms('EXCEL NETSUITE POWER BI')).toEqual(['EXCEL', 'NETSUITE', 'POWER BI']);
  });

  it('are not looked up that way where the run is not all capitals', () => {
    // Looked up as names, both would be known and the run read as three terms; two strangers in
    // three leave it whole.
    expect(splitKnownTerms('EXCEL OUTLOOK Power BI')).toEqual(['EXCEL OUTLOOK Power BI']);
  });
});

describe("a skills group's name set at the right of its list, where dates stand in other sections", () => {
  const row = (cells: [string, number, number][], y: number, fontSize: number): ExtractedLine => ({
    text: cells.map(([text]) => text).join('\t'),
    page: 1,
    x: cells[0]?.[1] ?? 0,
    y,
    fontSize,
    bold: false,
    cells: cells.map(([text, x, x1]) => ({ text, x, x1, fontSize, bold: false })),
  });

  it('is left out, and a term broken at a hyphen at the end of the list is read whole', () => {
    const skills = extractSkills([
      row(
        [
          ['Differentiated Instruction, Assessment Design, Class-', 180, 390],
          ['Teaching', 420, 460],
        ],
        88,
        11.1,
      ),
      row([['room Management', 180, 255]], 102, 10.9),
      row(
        [
          ['Moodle, Google Classroom, Canvas', 180, 330],
          ['Technology', 420, 470],
        ],
        119,
        10.9,
      ),
    ]);
    expect(skills).toEqual([
      'Differentiated Instruction',
      'Assessment Design',
      'Classroom Management',
      'Moodle',
      'Google Classroom',
      'Canvas',
    ]);
  });
});

describe("a job title opening page 2 in the words of page 1's headline", () => {
  const at = (text: string, page: number, y: number, fontSize: number, bold = false): ExtractedLine => ({
    text,
    page,
    x: 50,
    y,
    fontSize,
    bold,
  });

  it('is content, not a running header: the two are set in different type', () => {
    const lines = [
      at('Ines Marlowe', 1, 130, 40, true),
      at('Curriculum Designer', 1, 171, 12, true),
      at('Planned the year nine course.', 1, 700, 10.5),
      at('Copperleaf Academy', 1, 760, 13.5, true),
      at('Curriculum Designer', 2, 51, 10.5, true),
      at('Rebuilt the reading plan.', 2, 75, 10.5),
      at('Mentor at the youth club.', 2, 700, 10.5),
    ];
    expect(splitPageFurniture(lines).content.filter((l) => l.text === 'Curriculum Designer')).toHaveLength(2);
  });

  it('still leaves a line printed alike at the top of each page out', () => {
    const lines = [1, 2].flatMap((page) => [
      at('Ines Marlowe · Curriculum Vitae', page, 30, 9),
      at(`Entry text on page ${page}.`, page, 60, 10.5),
    ]);
    const { furniture } = splitPageFurniture(lines);
    expect(furniture.filter((l) => l.text.includes('Curriculum Vitae')).map((l) => l.page)).toEqual([1, 2]);
  });
});

describe("a range joined by TeX's dashes where the font has no ligature for them", () => {
  it.each([
    ['09/2015 -- 06/2018', '09/2015', '06/2018'],
    ['Oct. 2015 --- present', 'Oct. 2015', 'present'],
  ])('%s reads as its start and end', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end });
  });
});

describe('dates floated right of a sentence that wrapped against them with no gap', () => {
  it('are split off the sentence, before it', () => {
    const text =
      'Automated the treasury report together with three partner schools, which cut findings by 21% within 10 months2023-01 — 2025-06';
    expect(splitDatesFromSentence([line(text, 173, 9)]).map((l) => l.text)).toEqual([
      '2023-01 — 2025-06',
      'Automated the treasury report together with three partner schools, which cut findings by 21% within 10 months',
    ]);
  });

  it('leave a title glued to its dates to the header reader', () => {
    expect(splitDatesFromSentence([line('Finance Manager2023-01 — 2025-06', 173, 9)]).map((l) => l.text)).toEqual([
      'Finance Manager2023-01 — 2025-06',
    ]);
  });
});

describe('a name followed on its line by contact details after a word space alone', () => {
  it('is the name, in type no larger than the text', () => {
    const lines = [
      line('Emeka Dalgliesh emeka.d@example.net - (454) 555-0194 -', 82, 10),
      line('Teacher of chemistry for thirteen years who plans each course around the class.', 94, 10),
      line('SKILLS', 119, 10),
    ];
    expect(findName(lines.slice(0, 2), lines)).toBe('Emeka Dalgliesh');
  });
});
