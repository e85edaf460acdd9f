/** Reading order where a page's columns meet: lines past a column's edge, timelines, headings side by side. */
import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { orderSegments, type Group } from './column-order';
import { arrangePageLines, type Segment } from './layout-lines';
import { column, MAIN, run, SIDEBAR, texts } from './test-support/page-runs';

describe('where the columns meet', () => {
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
});

describe('a sidebar that shares the main column line grid', () => {
  it('reads the sidebar apart even when most of its rows stand level with rows of the main column', () => {
    // Both columns on one 12 pt grid, as one LaTeX page with the same type size sets them: the
    // sidebar's items stand beside the wrapped lines of the main column's sentences.
    const sidebar = [
      'CONTACT',
      '(521) 956-3644',
      'Richmond, VA',
      'SKILLS',
      'Operations',
      'Demand Planning, Lean',
      'Software',
      'Excel, Tableau',
    ];
    const main = [
      'EXPERIENCE',
      'Director of Operations, Halcyon Distribution',
      '• Launched regional freight contracts together with three partner',
      'schools, which cut picking errors by 44% within 10 months and',
      'was later adopted by 6 other teams across the organisation.',
      '• Launched the cross-dock schedule together with two managers,',
      'which cut stockouts by 13% within 4 months and was later adopted',
      'by 3 other teams across the organisation.',
      'Operations Planner, Larkspur Distribution',
      '• Introduced the cross-dock schedule, cutting freight cost by 13%.',
      '• Built regional freight contracts together with the product group,',
      'which cut freight cost by 14% within 3 months.',
    ];
    const runs = [...column(sidebar, 40, 146, 12), ...column(main, 206, 146, 12)];
    expect(texts(runs)).toEqual([...sidebar, ...main]);
  });
});

describe('a band of entry cards side by side', () => {
  const segment = (text: string, x: number, y: number, bold = false, fontSize = 10): Segment => ({
    runs: [{ ...run(text, x, y, fontSize), bold }],
    x0: x,
    x1: x + text.length * fontSize * 0.5,
    y,
    fontSize,
  });
  const heading = (text: string, x: number, y: number) => segment(text, x, y, true, 12);
  const lines = (texts: string[], x: number, y0: number) => texts.map((text, i) => segment(text, x, y0 + i * 11));
  const read = (groups: Group[]) => groups.flatMap((g) => g.segments.map((s) => s.runs[0]!.text));
  const GUTTER = 300;
  const leftCard = ['Finance Manager', 'Halcyon Bank', 'Led the monthly close with an auditor.'];
  const rightCard = ['Senior Analyst', 'Tidewater Capital', 'Introduced the rolling forecast.'];

  it('reads both cards before the single-column sections that follow them', () => {
    const after = [heading('Education', 40, 290), segment('Bachelor of Science, Saint Aubyn College', 48, 306), heading('Skills', 40, 340)];
    const skills = segment('Finance: Financial Modelling, Forecasting, Variance Analysis, Budgeting, Treasury', 40, 356);
    const groups = orderSegments([...lines(leftCard, 48, 200), ...lines(rightCard, 318, 200), ...after, skills], GUTTER);
    expect(read(groups)).toEqual([
      ...leftCard,
      ...rightCard,
      'Education',
      'Bachelor of Science, Saint Aubyn College',
      'Skills',
      skills.runs[0]!.text,
    ]);
  });

  it('keeps a main column whole when it runs on past a shorter column beside it', () => {
    const main = [...lines(leftCard, 48, 200), segment('Ran the quarterly audit with the controller.', 48, 233)];
    const awards = [heading('Awards', 48, 246), segment('Analyst of the Year, 2021', 48, 262)];
    const footer = segment('References are available on request from each of the employers named above', 40, 300);
    const groups = orderSegments([...main, ...awards, ...lines(rightCard, 318, 200), footer], GUTTER);
    expect(read(groups)).toEqual([
      ...leftCard,
      'Ran the quarterly audit with the controller.',
      'Awards',
      'Analyst of the Year, 2021',
      ...rightCard,
      footer.runs[0]!.text,
    ]);
  });
});

describe('words told apart by weight alone', () => {
  it('keeps the bold words that start a cell, when the rest of it is in another weight', () => {
    const bold = (text: string, x: number): TextRun => ({ ...run(text, x, 100), bold: true });
    const lines = arrangePageLines([bold('Nurse Manager', 139), run('Ironbridge General Hospital', 139 + 13 * 5 + 3, 100)], 1);
    expect(lines[0]?.cells?.[0]).toMatchObject({ text: 'Nurse Manager Ironbridge General Hospital', boldLead: 'Nurse Manager' });
    const allBold = arrangePageLines([bold('Nurse Manager', 139), bold('Ironbridge General Hospital', 139 + 13 * 5 + 3)], 1);
    expect(allBold[0]?.cells?.[0]?.boldLead).toBeUndefined();
  });
});
