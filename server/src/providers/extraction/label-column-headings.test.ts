/**
 * Section headings in plain type a size up (small capitals, no bold) at the left margin, a date
 * column beside them, and the entries to the right of both: the headings and dates label the
 * entries' rows, they are no sidebar to be read apart.
 */
import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { arrangePageLines } from './layout-lines';

function run(text: string, x: number, y: number, fontSize = 10): TextRun {
  return { text, page: 1, x, y, width: text.length * fontSize * 0.45, height: fontSize, fontSize, bold: false };
}

type HeadingLook = { size: number; bold: boolean; caps: boolean };

function page(look: HeadingLook = { size: 12, bold: false, caps: false }): TextRun[] {
  const heading = (text: string, y: number) => ({ ...run(look.caps ? text.toUpperCase() : text, 50, y, look.size), bold: look.bold });
  const runs: TextRun[] = [run('Marit Ellison', 50, 60, 26), run('Registered Nurse', 50, 76, 12)];
  runs.push(run('Denver, CO · (303) 555-0142', 50, 92), run('· marit.ellison@example.com', 200, 92));
  let y = 120;
  const sections = [
    ['Experience', ['2021 – 2024', '2018 – 2021']],
    ['Education', ['2014 – 2018']],
  ] as const;
  for (const [title, dates] of sections) {
    runs.push(heading(title, y));
    y += 28;
    for (const date of dates) {
      runs.push(run(date, 135, y), run('Charge Nurse', 214, y));
      runs.push(run('Oakridge Community Clinic, Portland, OR', 214, y + 12));
      for (let i = 0; i < 4; i++)
        runs.push(run(`• Led the discharge checklist round number ${i + 1} with the ward.`, 218, y + 26 + i * 12));
      y += 90;
    }
  }
  runs.push(heading('Skills', y));
  runs.push(run('Clinical', 149, y + 28), run('IV Therapy, Triage, Wound Care', 214, y + 28));
  return runs;
}

describe('headings and dates in a label column beside the entries', () => {
  it('are read row by row with the entries, each heading before its own entries', () => {
    const lines = arrangePageLines(page(), 1).map((l) => l.text);
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    expect(at('Experience')).toBeLessThan(at('Charge Nurse'));
    expect(at('Education')).toBeGreaterThan(at('2018 – 2021'));
    expect(lines).toContain('2021 – 2024\tCharge Nurse');
    expect(at('Skills')).toBeGreaterThan(at('2014 – 2018'));
  });
});

describe('headings in bold capitals of the body size in a label column', () => {
  it('are read row by row with the entries too', () => {
    // As a long table sets them: a heading over text that starts on the row below it, beside the column.
    const runs = page({ size: 10, bold: true, caps: true });
    const tableRuns = [
      { ...run('PROFILE', 50, 100), bold: true },
      run('Nurse who plans the ward around what each patient needs.', 214, 110),
      ...['LANGUAGES', 'REFERENCES'].flatMap((title, i) => [
        { ...run(title, 50, 500 + i * 26), bold: true },
        run(i === 0 ? 'English – Native' : 'On request', 214, 510 + i * 26),
      ]),
    ];
    const lines = arrangePageLines([...runs, ...tableRuns], 1).map((l) => l.text);
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    expect(at('EXPERIENCE')).toBeLessThan(at('Charge Nurse'));
    expect(at('EDUCATION')).toBeGreaterThan(at('2018 – 2021'));
    expect(lines).toContain('2021 – 2024\tCharge Nurse');
  });
});

describe('a section name wrapped in its column beside an entry that wraps too', () => {
  /** Names at x 58 in a column 130 pt wide, the entries at x 194: 'WORK EXPERIENCE' over two lines. */
  function labelledPage(): TextRun[] {
    const runs: TextRun[] = [
      run('About', 58, 100, 18),
      run('A pastry cook who runs a small brigade and keeps the food cost down.', 194, 100, 12),
    ];
    for (let i = 0; i < 6; i++)
      runs.push(run(`Statement ${i + 1} of the first job, which ran on for most of the line`, 194, 240 + i * 15, 12));
    return [
      ...runs,
      run('WORK', 58, 180, 18),
      run('Head Pastry Cook at Hotel Belvoir des', 194, 180, 18),
      // 'EXPERIENCE' ends a little short of the entries' edge, closer than a tab stop.
      { ...run('EXPERIENCE', 58, 201, 18), width: 124 },
      run('Remparts, Lerande, France', 194, 201, 18),
      // A name wider than its column runs under the entry beside it.
      { ...run('CERTIFICATIONS', 58, 360, 18), width: 148 },
      run('Food Hygiene Level 3', 194, 360, 18),
    ];
  }

  it('is parted from the entry’s line at the entries’ edge, by a gap or by overlapping it', () => {
    const lines = arrangePageLines(labelledPage(), 1).map((l) => l.text);
    expect(lines).toContain('EXPERIENCE\tRemparts, Lerande, France');
    expect(lines).toContain('CERTIFICATIONS\tFood Hygiene Level 3');
  });
});

describe('text drawn twice in the same place', () => {
  it('is read once', () => {
    const shadowed = [
      run("I'm Wanjiru", 175, 284, 63),
      run("I'm Wanjiru", 175, 284, 63),
      run('Gatete.', 181, 351, 63),
      run('Gatete.', 181, 351, 63),
    ];
    expect(arrangePageLines(shadowed, 1).map((l) => l.text)).toEqual(["I'm Wanjiru", 'Gatete.']);
  });
});
