/** Header lines a narrow column wrapped, in entries of every kind. */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';
import { parseSchool } from './parse-school';
import { splitEntries } from './split-entries';

/** A printed line of one cell, 5 pt a character. */
function line(text: string, x: number, y: number, opts: { size?: number; bold?: boolean } = {}): ExtractedLine {
  const size = opts.size ?? 9;
  const cell = { text, x, x1: x + text.length * 5, fontSize: size, bold: opts.bold ?? false };
  return { text, page: 1, x, y, fontSize: size, bold: opts.bold ?? false, cells: [cell] };
}

describe('a publication whose title a narrow sidebar wrapped', () => {
  const sidebar = [
    line('Publications', 20, 300, { size: 12, bold: true }),
    line('Notes on release trains for', 20, 316),
    line('small teams, Journal of', 20, 327),
    line('Software Practice (May 2023)', 20, 338),
    line('Ledger sampling for auditors,', 20, 356),
    line('Data Engineering Letters (2021)', 20, 367),
  ];
  const doc: ExtractedDocument = {
    format: 'pdf',
    links: [],
    pageCount: 1,
    lines: [line('Imogen Castellanos', 20, 40, { size: 24 }), line('imogen@example.org', 20, 70), ...sidebar],
  };

  it('keeps the title whole and the journal apart', () => {
    const section = structureResumeBuiltin(doc).custom_sections[0];
    expect(section?.entries[0]).toMatchObject({
      title: 'Notes on release trains for small teams',
      organization: 'Journal of Software Practice',
    });
    expect(section?.entries[0]?.start_date || section?.entries[0]?.end_date).toBe('May 2023');
    expect(section?.entries).toHaveLength(2);
  });

  it('does not join a header line that stopped short of the column edge', () => {
    const entries = splitEntries([
      line('Warehouse Lead, Tidewater Freight, Savannah, GA', 20, 100),
      line('forklift certified', 20, 111),
      line('• Ran the night shift of twelve pickers and trained each new hire on the scanners.', 20, 122),
      line('Picker, Harbour Stores, Savannah, GA', 20, 140),
    ]);
    expect(entries.flatMap((e) => e.header)).toContain('forklift certified');
  });

  it('ends each entry with no body on the line that ends on its date', () => {
    const entries = splitEntries([
      line('Notes on release trains for small teams, Journal of Software Practice (May 2023)', 20, 100),
      line('Ledger sampling for auditors', 20, 111),
      line('Data Engineering Letters (2021)', 20, 122),
    ]);
    expect(entries.map((e) => e.header)).toEqual([
      ['Notes on release trains for small teams, Journal of Software Practice (May 2023)'],
      ['Ledger sampling for auditors', 'Data Engineering Letters (2021)'],
    ]);
  });
});

describe('a degree a narrow sidebar wrapped after its comma', () => {
  const doc: ExtractedDocument = {
    format: 'pdf',
    links: [],
    pageCount: 1,
    lines: [
      line('Daniel Achebe', 40, 40, { size: 24 }),
      line('daniel@example.org', 40, 70),
      line('Experience', 40, 100, { size: 12, bold: true }),
      line('Chemistry Teacher, Grady High School\t2012 – 2018', 40, 116),
      line('• Taught chemistry to five classes a year and ran the lab safety programme.', 40, 128),
      line('Education', 411, 110, { size: 12, bold: true }),
      line('Emory University', 411, 125, { bold: true }),
      line('Master of Arts in Teaching,', 411, 137),
      line('Secondary Science', 411, 149),
      line('2010 – 2012', 411, 159),
      line('Georgia State University', 411, 174, { bold: true }),
      line('Bachelor of Science, Chemistry', 411, 187),
      line('2006 – 2010', 411, 200),
    ],
  };

  it('reads the degree whole, each school with its own dates', () => {
    expect(structureResumeBuiltin(doc).education).toEqual([
      expect.objectContaining({
        school: 'Emory University',
        degree: 'Master of Arts in Teaching, Secondary Science',
        start_date: '2010',
        end_date: '2012',
      }),
      expect.objectContaining({ school: 'Georgia State University', start_date: '2006', end_date: '2010' }),
    ]);
  });
});

describe('a school whose name a line broke with a hyphen', () => {
  // The year column moves to the end of the line it stands beside, as the extractor reads it.
  const school = (text: string, y: number) => line(text, 146, y, { size: 10.9 });
  const lines = [
    { ...school('Diploma of Horticulture, Wend-', 651), text: 'Diploma of Horticulture, Wend-\t2018–2020', x: 64 },
    school('over Community College (01/02/2018 to 01/11/2020), GPA 3.4.', 665),
    {
      ...school('Certificate III in Arboriculture, Tallis Bay TAFE (01/02/2016', 687),
      text: 'Certificate III in Arboriculture, Tallis Bay TAFE (01/02/2016\t2016–2017',
      x: 64,
    },
    school('to 01/12/2017).', 700),
  ];

  it('reads the broken name as one, and its bracketed dates start no entry', () => {
    const entries = splitEntries(lines);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.header.join(' ')).toContain('Wendover Community College');
    expect(entries[0] && parseSchool(entries[0])).toMatchObject({
      school: 'Wendover Community College',
      degree: 'Diploma of Horticulture',
    });
  });
});

describe('a school left open on a small word beside a date column at the right', () => {
  const cellOf = (text: string, x: number, x1: number, fontSize = 11.1) => ({ text, x, x1, fontSize, bold: false });
  const row = (y: number, fontSize: number, ...cells: ReturnType<typeof cellOf>[]): ExtractedLine => ({
    text: cells.map((c) => c.text).join('\t'),
    page: 1,
    x: cells[0]?.x ?? 0,
    y,
    fontSize,
    bold: false,
    cells,
  });
  const doc: ExtractedDocument = {
    format: 'pdf',
    links: [],
    pageCount: 1,
    lines: [
      row(60, 24, cellOf('Ilse Marjoribanks', 170, 380, 24)),
      row(90, 10.9, cellOf('ilse.m@example.org', 170, 270, 10.9)),
      row(
        130,
        11.1,
        cellOf('Experience', 94, 151, 14.3),
        cellOf('Collections Officer, Harlow Town Museum, Harlow, UK.', 170, 430),
        cellOf('2012–2024', 497, 551, 10.9),
      ),
      row(144, 10, cellOf('Catalogued 4,000 objects and ran the loans desk for three galleries.', 170, 470, 10)),
      row(
        180,
        11.1,
        cellOf('Education', 94, 151, 14.3),
        cellOf('BA in Museum Studies, Tarnbrook College of', 170, 479),
        cellOf('2005–2009', 497, 551, 10.9),
      ),
      row(194, 10.9, cellOf('Art and Design, final grade 1.7 (very good).', 170, 390, 10.9)),
      row(222, 11, cellOf('Skills', 122, 151, 14.3), cellOf('Cataloguing, Conservation basics, Loans', 170, 400, 10.9)),
    ],
  };

  it('goes on in the next line, under its text', () => {
    expect(structureResumeBuiltin(doc).education).toMatchObject([
      { school: 'Tarnbrook College of Art and Design', degree: 'BA in Museum Studies', start_date: '2005', end_date: '2009' },
    ]);
  });
});

describe('a school’s name joined by a hyphen at the end of a narrow column’s line', () => {
  const bold = (text: string, y: number) => line(text, 43, y, { size: 9.5, bold: true });
  const plain = (text: string, y: number) => line(text, 43, y, { size: 9.5 });
  const lines = [
    bold('Ridgefield Technical College', 274),
    plain('Diploma in Surveying', 286),
    plain('2011 - 2013', 297),
    bold('Tarrow Prefectural Ashby-', 338),
    bold('Kita High School', 350),
    plain('High school diploma', 362),
    plain('2008 - 2011', 375),
  ];

  it('goes on in the next line with its hyphen, and the entry starts once', () => {
    const schools = splitEntries(lines).map(parseSchool);
    expect(schools.map((s) => s.school)).toEqual(['Ridgefield Technical College', 'Tarrow Prefectural Ashby-Kita High School']);
  });
});
