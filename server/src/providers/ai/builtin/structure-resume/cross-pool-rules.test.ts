/**
 * Rules written while development layouts were read with hand-written people from other pools
 * than their own (round 26 of the parse corpus): each fails without its rule.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { splitEntries } from './split-entries';

const line = (text: string, y: number, fontSize = 10.5, x = 58): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold: false });
const item = (text: string, y: number): ExtractedLine => ({ ...line(`• ${text}`, y, 10.5, 62) });

describe('job headers', () => {
  it('end on a legal form’s stop without reading as a sentence', () => {
    const entries = splitEntries([
      line('Route Planner (Night Desk) — Orlen Kraftwagen Sp. z o.o.', 214),
      line('Gdynia\tOct 2021 – Present', 226),
      item('Planned forty loads a week for two grocery chains', 242),
      item('Trained three junior planners', 256),
      line('Warehouse Shift Lead — Veldhuis Opslag en Transport B.V.', 280),
      line('Tilburg, Netherlands\tMay 2016 – Feb 2019', 292),
      item('Led a shift of twenty pickers on inbound and returns.', 308),
    ]);
    expect(entries.map((e) => e.header)).toEqual([
      ['Route Planner (Night Desk) — Orlen Kraftwagen Sp. z o.o.', 'Gdynia\tOct 2021 – Present'],
      ['Warehouse Shift Lead — Veldhuis Opslag en Transport B.V.', 'Tilburg, Netherlands\tMay 2016 – Feb 2019'],
    ]);
  });
});

describe('schools with no statements', () => {
  it('part where the space between lines widens, though one degree wraps onto a second line', () => {
    const entries = splitEntries([
      { ...line('Postgraduate Diploma in Customs and Excise Law — Harbourside Business', 600), bold: true },
      line('Academy', 613),
      line('Oct 2024 – Present', 626, 10.5, 475),
      { ...line('Master of Arts in Supply Chain Management — Harbourside Business Academy', 645), bold: true },
      line('GPA 4.5/5\tOct 2012 – Jun 2014', 658),
      line('Bachelor of Arts in Economics — Harbourside Business Academy', 678),
      line('Oct 2009 – Jul 2012', 691, 10.5, 474),
    ]);
    expect(entries.map((e) => e.header)).toEqual([
      ['Postgraduate Diploma in Customs and Excise Law — Harbourside Business', 'Academy', 'Oct 2024 – Present'],
      ['Master of Arts in Supply Chain Management — Harbourside Business Academy', 'GPA 4.5/5\tOct 2012 – Jun 2014'],
      ['Bachelor of Arts in Economics — Harbourside Business Academy', 'Oct 2009 – Jul 2012'],
    ]);
  });
});
