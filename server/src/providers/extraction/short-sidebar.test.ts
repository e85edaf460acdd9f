/** A sidebar that ends a third of the way down the page, its sections headed like the main column's. */
import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { arrangePageLines } from './layout-lines';

function run(text: string, x: number, y: number, fontSize = 10): TextRun {
  return { text, page: 1, x, y, width: text.length * fontSize * 0.45, height: fontSize, fontSize, bold: false };
}

function page(): TextRun[] {
  const runs = [run('Hana Brightwater', 170, 59, 36), run('hana@example.org | +41 15 655 0101 | Auckland, New Zealand', 146, 80, 9)];
  // The sidebar: three headed sections on the main column's line grid for a while, then off it.
  runs.push(run('EDUCATION', 36, 106, 12), run('Corrigan Institute', 36, 122), run('Bachelor of Arts', 36, 134));
  runs.push(run('SKILLS', 36, 170, 12), run('Triage, IV Therapy,', 36, 198), run('Wound Care', 36, 210), run('Cerner, Epic', 36, 222));
  runs.push(run('LINKS', 36, 240, 12), run('linkedin.com/in/hana', 36, 253));
  // The main column, headed the same way, running down the page.
  runs.push(run('EXPERIENCE', 214, 106, 12));
  let y = 122;
  for (const employer of ['Ashgrove Health', 'Oakridge Care Trust', 'Quillon Medical Centre', 'Northwind Hospital', 'Saltmarsh Clinic']) {
    runs.push({ ...run(employer, 214, y, 12), bold: true }, run('Nurse Manager | Melbourne, Australia', 214, y + 12));
    for (let i = 0; i < 4; i++) runs.push(run(`• Led the falls prevention round number ${i + 1} on the ward.`, 215, y + 27 + i * 12));
    y += 90;
  }
  runs.push(run('PROJECTS', 214, y, 12), run('Meridian Tracker, an app for screening.', 214, y + 16));
  return runs;
}

describe('a short sidebar with section headings beside a main column with its own', () => {
  it('is read as a column: its lines are not interleaved with the main column', () => {
    const lines = arrangePageLines(page(), 1).map((l) => l.text);
    const at = (text: string) => lines.findIndex((l) => l === text);
    expect(lines.slice(at('SKILLS'), at('SKILLS') + 4)).toEqual(['SKILLS', 'Triage, IV Therapy,', 'Wound Care', 'Cerner, Epic']);
    expect(at('EXPERIENCE')).toBeGreaterThan(at('linkedin.com/in/hana'));
  });
});
