// A line printed again across a page break, and an employer's line set in its entry's header type.
// People, schools and employers here are invented.
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';
import { splitPageFurniture } from './page-furniture';
import { splitEntries } from './split-entries';

const line = (text: string, page: number, y: number, fontSize = 12, x = 162): ExtractedLine => ({
  text,
  page,
  x,
  y,
  fontSize,
  bold: false,
});

describe('a school that ends one page and again opens the next', () => {
  const lines = [
    line('Teodora Balcerzak', 1, 70, 20, 54),
    line('teodora.b@poczta-test.pl', 1, 97, 10, 54),
    line('Education', 1, 655, 17, 54),
    line('2015–2017\tmagister (mgr) in Architektura krajobrazu', 1, 696, 12, 54),
    line('Akademia Rolnicza w Zielonym Dole', 1, 725),
    line('2011–2015\tinżynier (inż.) in Architektura krajobrazu', 2, 79, 12, 54),
    line('Akademia Rolnicza w Zielonym Dole', 2, 93),
    line('Skills', 2, 178, 17, 54),
    line('Planting plans, AutoCAD, QGIS', 2, 200, 10.9, 54),
  ];

  it('is no running line: it stands at the foot of one page and the head of the other', () => {
    expect(splitPageFurniture(lines).furniture).toEqual([]);
  });

  it('is read as each degree’s school', () => {
    const education = structureResumeBuiltin({ format: 'pdf', pageCount: 2, links: [], lines }).education;
    expect(education.map((e) => e.school)).toEqual(['Akademia Rolnicza w Zielonym Dole', 'Akademia Rolnicza w Zielonym Dole']);
  });

  it('still sets apart a line that heads every page alike', () => {
    const head = (page: number) => line('Teodora Balcerzak · CV', page, 30, 8, 54);
    expect(splitPageFurniture([head(1), ...lines.slice(0, 5), head(2), ...lines.slice(5)]).furniture.map((l) => l.page)).toEqual([1, 2]);
  });
});

describe('an employer’s line in the type of its entry’s first line', () => {
  const statement = (text: string, y: number, x = 196): ExtractedLine => line(text, 1, y, 10.9, x);
  const lines = [
    line('2019–Present\tBridge Engineer (Inżynier mostowy)', 1, 289, 12, 54),
    line('Zakłady Mostowe Wisłok Sp. z o.o., Rzeszów', 1, 303, 12, 196),
    statement('• Set out the abutments and piers of a 240 m road bridge', 320, 179),
    statement('• Ran the pour plan for 3,100 m3 of deck concrete', 347, 179),
    line('2016–2019\tJunior Bridge Engineer', 1, 443, 12, 54),
    line('Zakłady Mostowe Wisłok Sp. z o.o., Krosno', 1, 457, 12, 196),
    statement('• Kept the as-built survey of two box culverts', 474, 179),
    statement('• Checked the rebar of each deck segment before the pour', 488, 179),
    statement('• Logged daily weather and concrete temperatures', 502, 179),
  ];

  it('goes on the header, not among the statements', () => {
    const entries = splitEntries(lines);
    expect(entries.map((e) => e.header.at(-1))).toEqual([
      'Zakłady Mostowe Wisłok Sp. z o.o., Rzeszów',
      'Zakłady Mostowe Wisłok Sp. z o.o., Krosno',
    ]);
    expect(entries.map((e) => e.bullets.length)).toEqual([2, 3]);
  });
});

describe('a short last statement before the next entry’s large bold first line', () => {
  const at = (text: string, y: number, size: number, bold: boolean): ExtractedLine => ({ text, page: 1, x: 40, y, fontSize: size, bold });
  const entry = (y: number, employer: string, dates: string, title: string, statements: string[]) => [
    at(employer, y, 12, true),
    at(dates, y + 13, 9.7, true),
    at(title, y + 38, 9.7, true),
    ...statements.map((text, k) => at(text, y + 64 + k * 16, 9.7, false)),
  ];
  const lines = [
    ...entry(318, 'Kellbach Haustechnik GmbH', 'May 2018 - Present', 'Meister, Heizungsbau', [
      'Planned heat-pump installs for 60 family homes a year, from survey to commissioning.',
      'Mentor to the firm’s two apprentices',
    ]),
    ...entry(530, 'Ostrau Wärme AG', 'June 2013 - April 2018', 'Anlagenmechaniker', ['Serviced gas boilers across the district.']),
  ];

  it('stays a statement of its entry, not the next entry’s header', () => {
    const entries = splitEntries(lines);
    expect(entries.map((e) => e.header[0])).toEqual(['Kellbach Haustechnik GmbH', 'Ostrau Wärme AG']);
    expect(entries[0]?.bullets.at(-1)).toBe('Mentor to the firm’s two apprentices');
  });
});
