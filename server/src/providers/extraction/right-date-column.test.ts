/** A date column at the right of the text, with header lines that run up to it. */
import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { arrangePageLines } from './layout-lines';

function run(text: string, x: number, y: number, width: number): TextRun {
  return { text, page: 1, x, y, width, height: 10, fontSize: 10, bold: false };
}

/** Three entries: a header (the first two long enough to run up to the dates), then text lines. */
function page(): TextRun[] {
  const runs: TextRun[] = [];
  let y = 100;
  const headers = [
    ['Design Manager, Copperleaf Interactive, Richmond,', 257, 'Dec 2021 – Jan', '2025'],
    ['Senior Designer, Ironbridge Media, Baton Rouge,', 257, 'Aug 2017 – May', '2021'],
    ['Designer, Halcyon Studio, Boise, ID.', 180, 'Jan 2014 – Jul', '2017'],
  ] as const;
  for (const [header, width, dates, year] of headers) {
    runs.push(run(header, 180, y, width), run(dates, 451, y, 60));
    y += 12;
    runs.push(run('VA.', 180, y, 20), run(year, 490, y, 22));
    for (let i = 0; i < 5; i++) {
      y += 12;
      runs.push(run(`Rebuilt the booking calendar, cutting issues by ${i + 2}0%.`, 180, y, 230));
    }
    y += 24;
  }
  return runs;
}

describe('a right-hand date column beside header lines that run up to it', () => {
  it('is read on the rows of its entries, not as a column of its own', () => {
    const lines = arrangePageLines(page(), 1).map((l) => l.text);
    expect(lines[0]).toBe('Design Manager, Copperleaf Interactive, Richmond,\tDec 2021 – Jan');
    expect(lines[1]).toBe('VA.\t2025');
  });
});
