/** Rules from round 7 of the parse corpus: conventions of layouts the reader had not met. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { joinBrokenPlaces } from './broken-places';
import { findDateRange } from './find-dates';
import { splitContactParts } from './contact-patterns';
import { extractContact } from './extract-contact';
import { findName, unglueName } from './find-name';
import { splitEntries } from './split-entries';
import { joinBrokenContactDetails } from './broken-contact-details';

describe('a date printed year first with the name of its month', () => {
  it('reads a range of such dates', () => {
    expect(findDateRange('2019-May - 2022-Jun')).toMatchObject({ start: '2019-May', end: '2022-Jun' });
    expect(findDateRange('2013-Mar – Present')).toMatchObject({ start: '2013-Mar', end: 'Present' });
  });

  it('still reads a range whose dash has no spaces before a month and year', () => {
    expect(findDateRange('2019-Mar 2021')).toMatchObject({ start: '2019', end: 'Mar 2021' });
  });
});

describe('a range whose end a narrow date column at the right set on the row below', () => {
  const line = (text: string, y: number, x = 180): ExtractedLine => ({ text, page: 1, x, y, fontSize: 10, bold: false });
  const entries = splitEntries([
    line('Curriculum Designer, Northwind Grammar School,\tApr 2018 – Dec', 100),
    line('Baton Rouge, LA.\t2022', 112),
    line('• Launched the school science fair together with three partner schools.', 126),
    line('Head of Department, Quillon Learning Trust, Savan-\tJan 2014 –', 150),
    line('nah, GA.\tPresent', 162),
    line('Part of a team of 27 serving 27 sites.', 176),
  ]);

  it('closes each range on its first row', () => {
    expect(entries).toHaveLength(2);
    expect(entries[0]?.header.join(' ')).toContain('Apr 2018 – Dec 2022');
    expect(entries[1]?.header.join(' ')).toContain('Jan 2014 – Present');
  });

  it('puts the wrapped rest of the header back on its line', () => {
    expect(entries[0]?.header.join(' ')).toContain('Northwind Grammar School, Baton Rouge, LA.');
    expect(entries[1]?.header.join(' ')).toContain('Quillon Learning Trust, Savannah, GA.');
  });
});

describe('a name whose space between first and family name was set as a kern', () => {
  const line = (text: string, y: number, fontSize: number): ExtractedLine => ({ text, page: 1, x: 300, y, fontSize, bold: false });
  const lines = [
    line('HiroshiThorsen', 100, 36),
    line('Full-Stack Developer', 130, 17),
    line('Summary', 180, 14),
    line('Backend Developer with six years of experience in billing services.', 200, 11),
    line('Known for calm delivery and clear writing.', 212, 11),
  ];

  it('reads the name in the largest type as its two parts', () => {
    expect(findName(lines.slice(0, 2), lines)).toBe('Hiroshi Thorsen');
  });

  it('leaves a family name with a capital inside it whole', () => {
    expect(unglueName('MacKenzie')).toBe('MacKenzie');
    expect(unglueName('McKay')).toBe('McKay');
  });
});

describe('contact details a design sets apart with symbols, and a profile address wrapped at its hyphen', () => {
  const line = (text: string, y: number): ExtractedLine => ({ text, page: 1, x: 40, y, fontSize: 9, bold: false });

  it('reads a symbol between spaces as a separator, and a handle without its scheme as a detail of its own', () => {
    expect(splitContactParts('✆ (733) 535-3614 ✉ a.b@mail.org ⌖ Boise, ID in/ada-byrne')).toEqual([
      '(733) 535-3614',
      'a.b@mail.org',
      'Boise, ID',
      'in/ada-byrne',
    ]);
  });

  it('joins the rest of a LinkedIn handle set alone on the next line', () => {
    const lines = [line('Analyst | Porto, Portugal | ada@mail.org | linkedin.com/in/anders-', 75), line('kowalczyk', 86)];
    expect(joinBrokenContactDetails(lines).map((l) => l.text)).toEqual([
      'Analyst | Porto, Portugal | ada@mail.org | linkedin.com/in/anders-kowalczyk',
    ]);
  });
});

describe('a city and its country joined by a dash in a footer', () => {
  const line = (text: string, y: number): ExtractedLine => ({ text, page: 1, x: 200, y, fontSize: 10, bold: false });

  it('is the place', () => {
    const footer = [line('Dublin – Ireland • +43 90 426 1238', 720), line('rafael.m@example.net\t1/2', 732)];
    expect(extractContact([], [], footer, []).location).toBe('Dublin, Ireland');
  });
});

describe('a printed e-mail address that lost its start', () => {
  const line = (text: string, y: number): ExtractedLine => ({ text, page: 1, x: 60, y, fontSize: 10, bold: false });

  it('is read from its mailto link', () => {
    const lines = [line('E har-', 160), line('riet.r.delacroix32@proton.me', 168)];
    expect(extractContact(lines, [], lines, ['mailto:harriet.r.delacroix32@proton.me']).email).toBe('harriet.r.delacroix32@proton.me');
  });

  it('keeps a printed address that differs from the link', () => {
    const lines = [line('ada@work.example', 160)];
    expect(extractContact(lines, [], lines, ['mailto:ada.byrne@home.example']).email).toBe('ada@work.example');
  });
});

describe('a headline in larger type than the name', () => {
  const line = (text: string, y: number, fontSize: number): ExtractedLine => ({ text, page: 1, x: 20, y, fontSize, bold: false });

  it('gives way to the name beside the contact details', () => {
    const lines = [
      line('Emeka Nakamura\t(374) 640-1159', 24, 14.3),
      line('Portland, OR\temeka.n@proton.me', 37, 10.9),
      line('Operations Planner', 152, 24.8),
      line('Profile', 210, 10.9),
    ];
    expect(findName(lines.slice(0, 3), lines)).toBe('Emeka Nakamura');
  });
});

describe('a place broken over two lines of a header', () => {
  const line = (text: string, y: number): ExtractedLine => ({ text, page: 1, x: 194, y, fontSize: 10.9, bold: false });

  it('goes back on the header line, beside the dates', () => {
    const lines = joinBrokenPlaces([
      line('Supply Chain Manager, Foxhollow Logistics, Auckland, New\tFeb 2021 – Present', 261),
      line('Zealand.', 274),
      line('• Introduced the cycle count programme together with three partner schools.', 288),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Supply Chain Manager, Foxhollow Logistics, Auckland, New Zealand.\tFeb 2021 – Present',
      '• Introduced the cycle count programme together with three partner schools.',
    ]);
  });

  it('leaves a short line that finishes no place alone', () => {
    const lines = joinBrokenPlaces([line('Warehouse Associate, Bellhaven Freight, Dublin, Ireland.', 100), line('Night Shift', 112)]);
    expect(lines).toHaveLength(2);
  });
});
