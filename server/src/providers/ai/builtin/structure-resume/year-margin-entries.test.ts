// Entries whose years stand in a margin column and whose statements are set in from the header's
// text, with no marks. Employers, titles and places here are invented.
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { splitEntries } from './split-entries';

/** A line of cells, each given as [text, x, x1]. */
function row(y: number, ...cells: [string, number, number][]): ExtractedLine {
  const [first] = cells;
  return {
    text: cells.map(([text]) => text).join('\t'),
    page: 1,
    x: first?.[1] ?? 0,
    y,
    fontSize: 10,
    bold: false,
    cells: cells.map(([text, x, x1]) => ({ text, x, x1, fontSize: 10, bold: false })),
  };
}

const section = [
  row(100, ['2019–now', 45, 95], ['Lead Tariff Analyst, Harrowgate Freight and Forwarding B.V., Lindmoor harbour office', 111, 520]),
  row(114, ['Ran the tariff desk for the harbour office and trained two analysts in the rules', 122, 470]),
  row(126, ['Ready for the yearly audit in 2022 – two minor notes', 122, 330]),
  row(138, ['Ran the weekly tariff clinic for the sales team and wrote the guide to the new declaration', 122, 518]),
  row(150, ['system', 122, 150]),
  row(166, ['2014–2019', 45, 95], ['Customs Declarant, Osterby Expeditie B.V. Lindmoor', 111, 380]),
  row(180, ['Import and export declarations for sea freight, with the bonded warehouse and its monthly', 122, 516]),
  row(192, ['returns', 122, 160]),
];

describe('a section whose years stand in a margin column', () => {
  it('reads a statement set in from the header’s text as a statement, not the header’s wrapped rest', () => {
    const [first] = splitEntries(section);
    expect(first?.header).toEqual(['2019–now\tLead Tariff Analyst, Harrowgate Freight and Forwarding B.V., Lindmoor harbour office']);
    expect(first?.bullets[0]).toBe('Ran the tariff desk for the harbour office and trained two analysts in the rules');
  });

  it('keeps a statement that names a lone year in its entry, where every header at the edge holds a whole range', () => {
    const lines = [
      row(100, ['Lead Tariff Analyst, Harrowgate Freight Agency B.V., 2019 – now', 111, 520]),
      row(114, ['Ready for the yearly audit in 2022 – two minor notes', 122, 330]),
      row(126, ['Ran the weekly tariff clinic for the sales team', 122, 380]),
      row(144, ['Customs Declarant, Osterby Expeditie B.V., 2014 – 2019', 111, 515]),
      row(158, ['Import and export declarations for sea freight', 122, 400]),
    ];
    const entries = splitEntries(lines);
    expect(entries.map((entry) => entry.bullets)).toEqual([
      ['Ready for the yearly audit in 2022 – two minor notes', 'Ran the weekly tariff clinic for the sales team'],
      ['Import and export declarations for sea freight'],
    ]);
  });
});
