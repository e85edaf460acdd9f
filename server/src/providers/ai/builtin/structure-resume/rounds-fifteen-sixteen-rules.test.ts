/** Rules from rounds 15 and 16 of the parse corpus (their development layouts): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { splitPageFurniture } from './page-furniture';
import { joinWrappedTerms } from './skill-layout';
import { findName } from './find-name';
import { extractSkills } from './extract-skills';
import { classifyHeading } from './heading-words';
import { splitKnownTerms } from './known-terms';
import { parseJobs } from './parse-entries';
import { splitEntries } from './split-entries';

const at = (text: string, page: number, x: number, y: number): ExtractedLine => ({
  text,
  page,
  x,
  y,
  fontSize: 10,
  bold: false,
  cells: [{ text, x, x1: x + text.length * 5, fontSize: 10, bold: false }],
});

describe('a line a browser drew on both sides of a page break', () => {
  const pageOne = [at('Halvorsen Freight', 1, 50, 700), at('Planned the night shifts.', 1, 70, 720)];

  it('is read once', () => {
    const lines = [...pageOne, at('Brightwater Logistics\t2016 – 2019', 1, 50, 768), at('Brightwater Logistics\t2016 – 2019', 2, 50, 30)];
    const { content } = splitPageFurniture([...lines, at('Dispatcher', 2, 50, 50)]);
    expect(content.map((l) => l.text)).toEqual([
      'Halvorsen Freight',
      'Planned the night shifts.',
      'Brightwater Logistics\t2016 – 2019',
      'Dispatcher',
    ]);
  });
});

describe('a list of one term per line set close together', () => {
  const terms = (rows: [string, number][]) => joinWrappedTerms(rows.map(([text, y]) => at(text, 1, 30, y))).map((l) => l.text);

  it('joins a term whose first line had no room for the next word', () => {
    expect(
      terms([
        ['Route Planning', 100],
        ['Statistical Process', 112],
        ['Control', 121],
        ['Inventory Control', 133],
        ['Lean', 145],
      ]),
    ).toEqual(['Route Planning', 'Statistical Process Control', 'Inventory Control', 'Lean']);
  });

  it('keeps a short term apart from the next when a wider line shows the word would have fit', () => {
    expect(
      terms([
        ['Statistical Process Control', 100],
        ['Lean', 112],
        ['Route Planning', 121],
        ['Inventory Control', 133],
        ['Kanban', 145],
      ]),
    ).toEqual(['Statistical Process Control', 'Lean', 'Route Planning', 'Inventory Control', 'Kanban']);
  });
});

describe('a name and a headline in one run of large type', () => {
  it('gives the words the e-mail address spells as the name', () => {
    const lines = [
      { ...at('Teodora Halvorsen Fleet Manager', 1, 40, 50), fontSize: 24 },
      at('teodora.halvorsen7@example.org · (555) 010-2030', 1, 40, 70),
      at('SKILLS', 1, 40, 90),
      at('Route Planning', 1, 40, 104),
    ];
    expect(findName(lines.slice(0, 2), lines, ['teodora.halvorsen7@example.org'])).toBe('Teodora Halvorsen');
    expect(findName(lines.slice(0, 2), lines, ['dispatch@example.org'])).not.toBe('Teodora Halvorsen');
  });
});

describe('a name that shares its line with contact details only', () => {
  it('is read as the name over a name-shaped line of the same size further down', () => {
    const lines = [
      at('TOMASZ QUILLFEATHER\ttomasz.q@example.org (555) 010-2030', 1, 40, 50),
      at('Dispatcher with 6 years of night shifts.', 1, 40, 62),
      at('SKILLS', 1, 40, 90),
      at('Route Planning Fleet Safety Procurement', 1, 40, 104),
    ];
    expect(findName(lines.slice(0, 2), lines)).toBe('TOMASZ QUILLFEATHER');
  });
});

describe('dates set at the right of the sentence under a title', () => {
  const jobs = (rows: string[]) =>
    parseJobs(
      splitEntries(
        rows.map((text, i) => ({ ...at(text, 1, text.startsWith('•') ? 60 : 40, 100 + i * 12), isListItem: text.startsWith('•') })),
      ),
    );

  it("are the title's dates, and the sentence is the first line of the body", () => {
    const read = jobs([
      'Dispatcher, Brightwater Logistics',
      'Part of a team of 28 drivers on night shifts.\t2019-03 — 2021-08',
      '• Planned the night routes.',
      'Planner, Halvorsen Freight',
      'Worked across two depots for a year.\t2016-05 — 2018-12',
      '• Cut empty miles by 8%.',
    ]);
    expect(read.map((j) => [j.title, j.company, j.start_date, j.end_date, j.description[0]])).toEqual([
      ['Dispatcher', 'Brightwater Logistics', '2019-03', '2021-08', 'Part of a team of 28 drivers on night shifts.'],
      ['Planner', 'Halvorsen Freight', '2016-05', '2018-12', 'Worked across two depots for a year.'],
    ]);
  });

  it('stay on a header line that ends with a full stop', () => {
    const read = jobs(['Dispatcher, Brightwater Logistics, Leeds.\t2019-03 — 2021-08', '• Planned the night routes.']);
    expect(read.map((j) => [j.title, j.start_date, j.end_date])).toEqual([['Dispatcher', '2019-03', '2021-08']]);
  });
});

describe('a skills group named in bold before its terms, with no colon', () => {
  it('leaves the name out of the skills, and a line of spoken languages out too', () => {
    const named = (lead: string, text: string, y: number): ExtractedLine => ({
      ...at(text, 1, 50, y),
      cells: [{ text, x: 50, x1: 300, fontSize: 9, bold: false, boldLead: lead }],
    });
    const skills = extractSkills([
      named('Fleet', 'Fleet Route Planning, Tachograph Rules, Load Planning', 100),
      named('Tools', 'Tools Samsara, Excel', 112),
      named('Languages', 'Languages Polish, English', 124),
    ]);
    expect(skills).toEqual(['Route Planning', 'Tachograph Rules', 'Load Planning', 'Samsara', 'Excel']);
  });
});

describe('a one-page footer that names the document beside its page number', () => {
  it('is furniture, not an entry', () => {
    const lines = [
      at('Halvorsen Freight', 1, 50, 700),
      at('Planned the night shifts.', 1, 70, 720),
      at('March 2026\tTomasz Quillfeather · Curriculum Vitae\t1', 1, 40, 780),
    ];
    const { content, furniture } = splitPageFurniture(lines);
    expect(content.map((l) => l.text)).toEqual(['Halvorsen Freight', 'Planned the night shifts.']);
    expect(furniture).toHaveLength(1);
  });

  it('is furniture when the document is named in accented capitals', () => {
    const lines = [at('Halvorsen Freight', 1, 50, 700), at('March 2026\tTOMASZ QUILLFEATHER · RÉSUMÉ\t1', 1, 40, 780)];
    expect(splitPageFurniture(lines).content.map((l) => l.text)).toEqual(['Halvorsen Freight']);
  });
});

describe('a section of writing', () => {
  it("is known by 'Writing' or 'Articles' as publications", () => {
    expect(['Writing', 'ARTICLES', 'Writings'].map((title) => classifyHeading(title)?.kind)).toEqual([
      'publications',
      'publications',
      'publications',
    ]);
  });
});

describe('skills set apart by a word space alone', () => {
  it('are the known terms that cover the run', () => {
    expect(splitKnownTerms('Python Kubernetes PostgreSQL Terraform')).toEqual(['Python', 'Kubernetes', 'PostgreSQL', 'Terraform']);
  });

  it('stay whole where a word is not a known term, two known terms make the run, or the words are in small letters', () => {
    expect(splitKnownTerms('Microsoft Office Suite')).toEqual(['Microsoft Office Suite']);
    expect(splitKnownTerms('Social Media Marketing')).toEqual(['Social Media Marketing']);
    expect(splitKnownTerms('writing clear reports quickly')).toEqual(['writing clear reports quickly']);
  });
});
