// Where a run of header lines holds several entries and their dates sit after their first line.
// Schools and degrees here are invented.
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { splitHeaders } from './split-headers';

const item = (text: string, y: number, fontSize: number, bold: boolean, hasDate: boolean) => ({
  line: { text, page: 1, x: 64, y, fontSize, bold } satisfies ExtractedLine,
  text,
  hasDate,
});

describe('entries whose lines come in different sizes', () => {
  it('start only on a line in a size that starts the first entry', () => {
    const header = [
      item('Marine Engineering Diploma (two-year course)', 54, 13.5, true, false),
      item('October, 2015 - July, 2017', 72, 10.5, false, true),
      item('Hollin Aero Technical College', 83, 8.7, true, false),
      item('October, 2012 - July, 2015', 110, 10.5, false, true),
      item('Brenvale Academy of Trades', 120, 8.7, true, false),
    ];
    expect(splitHeaders(header, 1).map((entry) => entry.map((h) => h.text))).toEqual([
      ['Marine Engineering Diploma (two-year course)', 'October, 2015 - July, 2017', 'Hollin Aero Technical College'],
      ['October, 2012 - July, 2015', 'Brenvale Academy of Trades'],
    ]);
  });
});
