import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { arrangePageLines } from './layout-lines';
import { column, MAIN, run, SIDEBAR, texts } from './test-support/page-runs';

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
