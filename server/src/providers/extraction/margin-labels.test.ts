/** A label column of headings, dates and places set beside the text on baselines of their own. */
import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { arrangePageLines } from './layout-lines';

function run(text: string, x: number, y: number, fontSize = 10.5, bold = false): TextRun {
  return { text, page: 1, x, y, width: text.length * fontSize * 0.45, height: fontSize, fontSize, bold };
}

/** Two jobs: their dates and place in small type in the margin, placed by their top, a few points above the title's baseline. */
function framedPage(): TextRun[] {
  const job = (top: number, n: number): TextRun[] => [
    run(`Jan 20${10 + n} –`, 54, top, 8.5, true),
    run(`Dec 20${12 + n}`, 54, top + 11, 8.5, true),
    run('Leeds, UK', 54, top + 22, 8.5),
    run(`Planner ${n}`, 144, top + 4, 10.5, true),
    run(`Company ${n}`, 144, top + 17),
    ...Array.from({ length: 5 }, (_, i) =>
      run(`• Statement ${i + 1} of job ${n}, which ran on for most of the line.`, 147, top + 32 + i * 14),
    ),
  ];
  return [
    run('PROFILE', 54, 100, 10, true),
    run('A planner who keeps the stock moving and the books straight, year on year.', 144, 122),
    run('EXPERIENCE', 54, 160, 10, true),
    ...job(180, 1),
    ...job(300, 2),
    run('EDUCATION', 54, 420, 10, true),
    run('Sep 2005 –', 54, 440, 8.5, true),
    run('Jun 2009', 54, 451, 8.5, true),
    run('Bachelor of Arts in Economics', 144, 444, 10.5, true),
    run('University of Highmere', 144, 457),
  ];
}

describe('a label column beside the text', () => {
  it('reads each job’s dates and place just before its title, not the whole margin first', () => {
    const lines = arrangePageLines(framedPage(), 1).map((l) => l.text);
    const at = lines.indexOf('Planner 1');
    expect(lines.slice(at - 3, at + 2)).toEqual(['Jan 2011 –', 'Dec 2013', 'Leeds, UK', 'Planner 1', 'Company 1']);
    expect(lines.indexOf('Jan 2012 –')).toBe(lines.indexOf('Planner 2') - 3);
    expect(lines.indexOf('EDUCATION')).toBeGreaterThan(lines.indexOf('• Statement 5 of job 2, which ran on for most of the line.'));
  });

  it('leaves a sidebar with lists of its own as a column read on its own', () => {
    const sidebar = [
      run('SKILLS', 54, 160, 10, true),
      ...['Forecasting', 'Budgeting', 'Inventory', 'Procurement', 'Route planning', 'Excel'].map((t, i) => run(t, 54, 180 + i * 12, 9)),
      run('LANGUAGES', 54, 280, 10, true),
      ...['English', 'Polish'].map((t, i) => run(t, 54, 300 + i * 12, 9)),
    ];
    const main = Array.from({ length: 20 }, (_, i) =>
      run(`Line ${i + 1} of the main column, which runs on for most of its width.`, 144, 164 + i * 14),
    );
    const lines = arrangePageLines([...sidebar, ...main], 1).map((l) => l.text);
    expect(lines.slice(0, 7)).toEqual(['SKILLS', 'Forecasting', 'Budgeting', 'Inventory', 'Procurement', 'Route planning', 'Excel']);
  });
});
