/** A contact block in the left margin beside the summary, on baselines of its own. */
import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { arrangePageLines } from './layout-lines';

function run(text: string, x: number, y: number, fontSize = 10): TextRun {
  return { text, page: 1, x, y, width: text.length * fontSize * 0.45, height: fontSize, fontSize, bold: false };
}

/** Margin lines set flush right against x = 160; the text starts at x = 180. */
const flushRight = (text: string, y: number) => run(text, 160 - text.length * 4.5, y);

function page(): TextRun[] {
  return [
    run('Dalia Fenwick', 60, 74, 25),
    run('Secondary School Teacher', 60, 101, 17),
    flushRight('Albany', 121),
    run('Summary', 180, 121, 14),
    flushRight('NY', 136),
    run('Teacher of chemistry for seven years who plans lessons around', 180, 145),
    flushRight('(322) 555-0198', 150),
    run('what each class already knows.', 180, 158),
    // A long address runs past the margin into the text beside it.
    run('dalia.fenwick.teaching@example.org', 60, 164),
    run('Known for calm delivery.', 180, 172),
    flushRight('linkedin.com/in/dalia', 179),
    run('Experience', 180, 214, 14),
    ...Array.from({ length: 40 }, (_, i) =>
      run(`Line ${i + 1} of the entries below, set at the text's edge and running on.`, 180, 238 + i * 14),
    ),
  ];
}

describe('a contact block in the margin beside the summary', () => {
  it('is read as a block before the text beside it, not line by line into it', () => {
    const lines = arrangePageLines(page(), 1).map((l) => l.text);
    expect(lines.slice(2, 11)).toEqual([
      'Albany',
      'NY',
      '(322) 555-0198',
      'dalia.fenwick.teaching@example.org',
      'linkedin.com/in/dalia',
      'Summary',
      'Teacher of chemistry for seven years who plans lessons around',
      'what each class already knows.',
      'Known for calm delivery.',
    ]);
  });

  it('leaves dates in a margin column on the rows of their entries', () => {
    const runs = [
      run('Experience', 180, 100, 14),
      ...[0, 1, 2, 3].flatMap((i) => [
        flushRight(`${2020 - i * 2} – ${2022 - i * 2}`, 124 + i * 40),
        run(`Teacher at School ${i + 1}`, 180, 124 + i * 40),
        run('Planned the lessons of a year group.', 180, 138 + i * 40),
      ]),
    ];
    const lines = arrangePageLines(runs, 1).map((l) => l.text);
    expect(lines[1]).toBe('2020 – 2022\tTeacher at School 1');
  });
});
