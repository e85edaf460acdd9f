/**
 * A date column of fixed width whose longer dates fill most of it: the gap before the text is less
 * than a segment gap, but the text starts where its wrapped lines and statements start.
 */
import { describe, expect, it } from 'vitest';
import type { TextRun } from './extracted-document';
import { arrangePageLines } from './layout-lines';

function run(text: string, x: number, y: number, width = text.length * 4.5): TextRun {
  return { text, page: 1, x, y, width, height: 10, fontSize: 10, bold: false };
}

describe('a wide word gap', () => {
  const page = (bodyX: number): TextRun[] => [
    run('Sep 2020 – now', 58, 200, 67.9),
    run(' ', 125.9, 200, bodyX - 125.9),
    run('Locum Pharmacist, Harbour Street Chemists', bodyX, 200),
    run('• Checked prescriptions for two care homes', bodyX - 1, 212),
    run('Jan 2018 – Aug 2020', 58, 237, 88.2),
    run(' ', 146.2, 237, 10.8),
    run('Dispatch Pharmacist (Nights & Weekends), Tidewater Regional Hospital', 157, 237),
    run('Supply Centre, Remote', bodyX, 249),
    run('• Packed ward orders for the night round', bodyX - 1, 258),
  ];

  it('that lands where other lines of the column start is a tab stop', () => {
    expect(arrangePageLines(page(157), 1).map((l) => l.text)).toContain(
      'Jan 2018 – Aug 2020\tDispatch Pharmacist (Nights & Weekends), Tidewater Regional Hospital',
    );
  });

  it('that lands where no other line starts stays a word space', () => {
    expect(arrangePageLines(page(170), 1).map((l) => l.text)).toContain(
      'Jan 2018 – Aug 2020 Dispatch Pharmacist (Nights & Weekends), Tidewater Regional Hospital',
    );
  });
});
