import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { arrangePageLines } from './layout-lines';

/** A run of text as pdf.js reports it, with an average glyph half an em wide. */
function run(text: string, x: number, y: number, fontSize = 10, width = text.length * fontSize * 0.5): TextRun {
  return { text, page: 1, x, y, width, height: fontSize, fontSize, bold: false };
}

/** Lines of a column: one run each, from y0 down in steps of the column's own leading. */
function column(texts: string[], x: number, y0: number, leading: number): TextRun[] {
  return texts.map((text, i) => run(text, x, y0 + i * leading));
}

const SIDEBAR = [
  'CONTACT',
  '(555) 234-5678',
  'Portland, OR',
  'SKILLS',
  'User Research and testing',
  'Prototyping in Figma',
  'Design Systems at scale',
  'Accessibility audits',
  'HTML and CSS layout',
  'LANGUAGES',
  'English (native)',
  'Spanish (fluent)',
  'EDUCATION',
  'Rhode Island School',
  'BFA, Graphic Design',
];

const MAIN = [
  'EXPERIENCE',
  'Lead Product Designer, Fernwood Studio, 2018 to 2020',
  'Designed the booking flow for a national chain of climbing gyms.',
  'Built a component library used by four product teams in a year.',
  'UX Designer, Cascade Health Partners, 2015 to 2018',
  'Ran sixty usability sessions with patients and their clinicians.',
  'Rewrote the appointment forms so that patients finish them.',
  'Senior Product Designer, Ostara Technologies, since 2020',
  'Own the design of the analytics product from research to release.',
  'Mentor three designers and run the weekly design critique.',
  'HONORS',
  'Core77 Design Award, Core77, 2021',
  'Dean’s List, Rhode Island School of Design, 2014',
];

function texts(runs: TextRun[]): string[] {
  return arrangePageLines(runs, 1).map((line) => line.text);
}

describe('column detection', () => {
  it('reads a left sidebar whole before the main column, though their lines interleave', () => {
    const sidebar = column(SIDEBAR, 18, 60, 13);
    // A URL too long for the sidebar overflows into the gap before the main column.
    const url = run('https://www.linkedin.com/in/elena-', 18, 60 + 2.5 * 13, 10, 173);
    const main = [run('Elena Vasquez', 194, 58, 24), ...column(MAIN, 194, 98, 14.5)];
    const lines = texts([...main, url, ...sidebar]);
    const expectedSidebar = [...SIDEBAR.slice(0, 3), url.text, ...SIDEBAR.slice(3)];
    expect(lines).toEqual([...expectedSidebar, 'Elena Vasquez', ...MAIN]);
  });

  it('keeps in the sidebar a line that runs a fraction of a character into the main column', () => {
    const sidebar = column(SIDEBAR, 18, 60, 13);
    // An overfull line: its last syllable ends 0.3 pt past where the main column's text starts.
    const overfull = run('Certified Specialist in Psychology, Merid-', 18, 265, 10, 194 - 18 + 0.3);
    const rest = run('ian Institute (Feb 2024)', 18, 278);
    const main = [run('Elena Vasquez', 194, 58, 24), ...column(MAIN, 194, 98, 14.5)];
    const lines = texts([...main, ...sidebar, overfull, rest]);
    expect(lines).toEqual([...SIDEBAR, overfull.text, rest.text, 'Elena Vasquez', ...MAIN]);
  });

  it('keeps a main-column line that ran past its edge apart from the sidebar text a word space beside it', () => {
    // The third main line runs 6 pt past the column, ending 8 pt before the sidebar's dates on its row.
    const overfull = run('Streamlined the carrier scorecard with two regional managers, which', 18, 98 + 2 * 14.5, 10, 394 - 8 - 18);
    const main = column(MAIN, 18, 98, 14.5).map((r, i) => (i === 2 ? overfull : r));
    const sidebar = [run('Education', 394, 60), run('BSc Business', 394, 73), run('09/2008 – 05/2012', 394, 98 + 2 * 14.5 + 1, 8)];
    const more = column(['Skills', 'Lean', 'Route Planning', 'Tableau', 'SAP', 'Oracle WMS'], 394, 160, 13);
    const expectedMain = MAIN.map((text, i) => (i === 2 ? overfull.text : text));
    const expectedSidebar = [
      'Education',
      'BSc Business',
      '09/2008 – 05/2012',
      'Skills',
      'Lean',
      'Route Planning',
      'Tableau',
      'SAP',
      'Oracle WMS',
    ];
    expect(texts([...main, ...sidebar, ...more])).toEqual([...expectedMain, ...expectedSidebar]);
  });

  it('puts each date of a timeline down the middle with the entry level with it on the other side', () => {
    const bold = (text: string, x: number, y: number): TextRun => ({ ...run(text, x, y), bold: true });
    const left = (text: string, y: number, size = 10) => run(text, 296 - text.length * size * 0.5, y, size);
    const right = (text: string, y: number) => run(text, 310, y);
    const runs = [
      left('July 2023 — Present', 192, 8.5),
      bold('Supply Chain Manager', 310, 192),
      ...['Meridian Distribution', 'Ran the carrier scorecard with two managers.', 'Built a returns process for the region.'].map((t, i) =>
        right(t, 204 + i * 12),
      ),
      { ...left('Operations Planner', 304), bold: true },
      right('Oct. 2020 — July 2022', 304),
      ...[
        'Saltmarsh Shipping',
        'Streamlined the carrier scorecard.',
        'Ran the returns desk for a year.',
        'Built the weekly freight report.',
      ].map((t, i) => left(t, 316 + i * 12)),
    ];
    const lines = texts(runs);
    expect(lines).toContain('July 2023 — Present\tSupply Chain Manager');
    expect(lines).toContain('Operations Planner\tOct. 2020 — July 2022');
  });

  it('reads what is above two headings side by side before either heading', () => {
    const bold = (text: string, x: number, y: number, size = 11): TextRun => ({ ...run(text, x, y, size), bold: true });
    // Two columns, then a heading across the page, then an entry and two more columns under it.
    const top = [...column(SIDEBAR, 18, 60, 13), ...column(MAIN, 194, 98, 14.5)];
    const runs = [
      ...top,
      bold('EDUCATION', 170, 320),
      run('Sept. 2011 — May 2015', 90, 340, 8.5),
      bold('Bachelor of Arts in Engineering', 194, 340, 10),
      run('Harlow State University', 194, 352),
      bold('INTERESTS', 18, 380),
      ...column(['Route Planning', 'Inventory Control', 'Procurement', 'Demand Planning', 'SAP', 'Excel'], 18, 396, 11),
      bold('PROJECTS', 194, 380),
      ...column(
        ['Halcyon Planner, a tool for carriers.', 'Tidewater Planner, a guide for carriers.', 'Larkspur Atlas, a map.'],
        194,
        396,
        14.5,
      ),
    ];
    const lines = texts(runs);
    expect(lines.indexOf('Harlow State University')).toBeLessThan(lines.indexOf('INTERESTS'));
    expect(lines.indexOf('Excel')).toBeLessThan(lines.indexOf('PROJECTS'));
  });

  it('reads the main column before a right sidebar, and keeps a full-width header first', () => {
    const header = [
      run('Daniel Achebe', 40, 60, 22),
      run('daniel@example.com · (555) 441-2090 · Atlanta, GA · linkedin.com/in/daniel', 40, 80, 10, 460),
    ];
    const main = column(MAIN, 40, 110, 12.5);
    // The sidebar shares the main column's leading but not its headings' spacing.
    const sidebar = column(SIDEBAR, 411, 110, 13);
    const lines = texts([...sidebar, ...main, ...header]);
    expect(lines).toEqual([header[0]!.text, header[1]!.text, ...MAIN, ...SIDEBAR]);
  });

  it('keeps a centred name crossing the gutter above both columns', () => {
    const name = run('Daniel Achebe', 250, 50, 22, 150);
    const main = column(MAIN, 40, 90, 14);
    const sidebar = column(SIDEBAR, 411, 90, 12);
    const lines = texts([...main, ...sidebar, name]);
    expect(lines).toEqual([name.text, ...MAIN, ...SIDEBAR]);
  });

  it('does not split a one-column page whose dates are right-aligned on the title rows', () => {
    const runs: TextRun[] = [];
    const expected: string[] = [];
    for (let i = 0; i < 6; i++) {
      const y = 60 + i * 40;
      const title = `Engineer ${i + 1}, Company ${i + 1}`;
      const date = `Jan 20${10 + i} – Dec 20${11 + i}`;
      const bullet = 'Built the thing that ran the place.';
      runs.push(run(title, 40, y), run(date, 572 - date.length * 5, y), run(bullet, 50, y + 14));
      expected.push(`${title}\t${date}`, bullet);
    }
    expect(texts(runs)).toEqual(expected);
  });

  it('does not split a page whose left margin holds bold headings over the dates of the rows beside them', () => {
    const runs: TextRun[] = [];
    const expected: string[] = [];
    let y = 60;
    for (const heading of ['WORK HISTORY', 'EDUCATION']) {
      runs.push({ ...run(heading, 72, y, 11), bold: true });
      expected.push(heading);
      y += 18;
      for (let i = 0; i < 3; i++) {
        const date = `0${i + 1}/2020 – 0${i + 2}/2021`;
        const title = `Planner ${i + 1}, Bramble Freight ${i + 1}, Tucson, AZ`;
        runs.push(run(date, 72, y), run(title, 182, y));
        expected.push(`${date}\t${title}`);
        for (const bullet of ['Cut picking errors by a third across', 'two sites and four shifts in a year.']) {
          y += 12;
          runs.push(run(bullet, 182, y));
          expected.push(bullet);
        }
        y += 18;
      }
    }
    expect(texts(runs)).toEqual(expected);
  });

  it('does not split a page whose left margin holds small-capital headings, smaller than the text and not bold, over the dates beside them', () => {
    const runs: TextRun[] = [];
    const expected: string[] = [];
    let y = 60;
    for (const heading of ['EXPERIENCE', 'EDUCATION', 'SKILLS']) {
      runs.push(run(heading, 58, y, 9.6));
      expected.push(heading);
      y += 16;
      for (let i = 0; i < 2; i++) {
        const date = `Sep 201${i} – May 201${i + 2}`;
        const title = `Designer ${i + 1}, Larkspur Media ${i + 1}, Portland, OR`;
        runs.push(run(date, 58, y), run(title, 182, y));
        expected.push(`${date}\t${title}`);
        for (const bullet of ['Coordinated the onboarding flow with the team,', 'which cut drop-off by a third in a year.']) {
          y += 12;
          runs.push(run(bullet, 182, y));
          expected.push(bullet);
        }
        y += 16;
      }
    }
    expect(texts(runs)).toEqual(expected);
  });

  it('reads a one-column page top to bottom', () => {
    const main = column(MAIN, 40, 60, 14);
    expect(texts([...main].reverse())).toEqual(MAIN);
  });
});

describe('type sizes on one row', () => {
  it('keeps a large name apart from the small contact details printed beside it', () => {
    const run = (text: string, x: number, fontSize: number): TextRun => ({
      text,
      page: 1,
      x,
      y: 60,
      width: text.length * fontSize * 0.5,
      height: fontSize,
      fontSize,
      bold: fontSize > 12,
    });
    const lines = arrangePageLines([run('Johanna Lindemann', 40, 24), run('linkedin.com/in/jlindemann', 400, 9)], 1);
    expect(lines.map((l) => [l.text, l.fontSize])).toEqual([
      ['Johanna Lindemann', 24],
      ['linkedin.com/in/jlindemann', 9],
    ]);
  });
});

describe('general layout reading', () => {
  it('keeps a bullet mark set in a smaller font on its text line', () => {
    const runs = [
      run('○', 132, 309, 6),
      run(' ', 138, 309, 6),
      run('Streamlined the reading plan.', 144, 309.4, 10),
      run('Next line of text here.', 144, 321, 10),
    ];
    expect(arrangePageLines(runs, 1).map((l) => l.text)).toEqual(['○ Streamlined the reading plan.', 'Next line of text here.']);
  });

  it('does not join a large name and small contact details on one baseline', () => {
    const runs = [run('Fort Collins, CO', 83, 99, 10), run('Emeka Quintero', 150, 99, 36)];
    expect(arrangePageLines(runs, 1).map((l) => l.text)).toEqual(['Fort Collins, CO', 'Emeka Quintero']);
  });

  it('reads a sparse sidebar of single words as a column of its own beside long main text', () => {
    const words = ['Skills', 'Triage', 'Epic', 'Wound Care', 'Cerner', 'Languages', 'English', 'French', 'Interests', 'Chess'];
    const sidebar = column(words, 40, 100, 17);
    const main = column(
      Array.from({ length: 14 }, (_, i) => `Main column sentence number ${i + 1} that runs long across the page width.`),
      190,
      104,
      12,
    );
    const texts = arrangePageLines([...sidebar, ...main], 1).map((l) => l.text);
    expect(texts.slice(0, words.length)).toEqual(words);
    expect(texts.every((t) => !t.includes('\t'))).toBe(true);
  });
});

describe('dashes from a TeX font with no Unicode map', () => {
  it('reads the T1 control codes of the en and em dash as those dashes', () => {
    const lines = arrangePageLines([run('Nov 2022 \u0015 Present', 50, 100), run('Analyst \u0016 Ironbridge Bank', 50, 114)], 1);
    expect(lines.map((l) => l.text)).toEqual(['Nov 2022 – Present', 'Analyst — Ironbridge Bank']);
  });
});

describe('dot leaders and page headers', () => {
  it('reads a dot leader between a company and its place as a tab stop', () => {
    const lines = arrangePageLines([run('Foxhollow Analytics ........................ Burlington, VT', 50, 100)], 1);
    expect(lines.map((l) => l.text)).toEqual(['Foxhollow Analytics\tBurlington, VT']);
  });

  it('finds the columns under a name and summary set across the whole page', () => {
    const runs = [
      run('Dario Thorsen, Logistics Manager and planner', 50, 60, 16),
      run('Porto, Portugal · dario.thorsen@example.com · +351 912 345 678', 50, 76),
      run('Operations planner with five years of experience in carrier scorecards and returns.', 50, 90),
      run('Known for calm delivery, clear writing and a steady hand with carriers.', 50, 104),
      ...column(
        ['Skills', 'Route Planning', 'Procurement', 'Demand Planning', 'Inventory Control', 'Software', 'Excel', 'Tableau'],
        50,
        135,
        19,
      ),
      ...column(MAIN, 200, 130, 14),
    ];
    const texts = arrangePageLines(runs, 1).map((l) => l.text);
    // The sidebar is read whole before the main column, never interleaved with it.
    expect(texts.indexOf('Tableau')).toBeLessThan(texts.indexOf(MAIN[0] ?? ''));
    expect(texts.slice(4, 12)).toEqual([
      'Skills',
      'Route Planning',
      'Procurement',
      'Demand Planning',
      'Inventory Control',
      'Software',
      'Excel',
      'Tableau',
    ]);
  });
});

const SHORT_SIDEBAR = [
  'Skills',
  'Lean',
  'Inventory Control',
  'Route Planning',
  'Procurement',
  'Demand Planning',
  'Software',
  'SAP',
  'Tableau',
];

describe('a short sidebar under a page header', () => {
  it('is a column when it runs down a good part of the page below the header', () => {
    const main = Array.from({ length: 24 }, (_, i) => `Main column line ${i + 1} describing a job in plain words.`);
    const runs = [
      run('Leticia Okonkwo, Supply Chain Coordinator', 50, 60, 16),
      run('Baton Rouge, LA · leticia@example.org · (955) 294-5069 · linkedin', 50, 80),
      run('Operations planner with eight years of experience in returns and cross-dock schedules.', 50, 96),
      ...column(SHORT_SIDEBAR, 50, 135, 20),
      ...column(main, 200, 130, 22),
    ];
    const texts = arrangePageLines(runs, 1).map((l) => l.text);
    expect(texts.slice(3, 3 + SHORT_SIDEBAR.length)).toEqual(SHORT_SIDEBAR);
  });
});
