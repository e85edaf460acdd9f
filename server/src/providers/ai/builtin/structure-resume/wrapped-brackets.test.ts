/** Dates in brackets that the paragraph wrapped onto the next line. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { parseJob } from './parse-entries';
import { splitEntries } from './split-entries';
import { joinOpenBrackets } from './wrapped-brackets';

const line = (text: string, y: number): ExtractedLine => ({ text, page: 1, x: 140, y, fontSize: 10.9, bold: false });

describe('a bracket opened on one line and closed on the next', () => {
  it('moves the bracketed part up to close its line', () => {
    const lines = joinOpenBrackets([
      line('Analyst, Harbour Bank, Leeds (03/2016 to\t2016–2020', 100),
      line('05/2020). Wrote the monthly report.', 114),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Analyst, Harbour Bank, Leeds (03/2016 to 05/2020).\t2016–2020',
      'Wrote the monthly report.',
    ]);
  });

  it('keeps the wrapped dates in the entry header', () => {
    const entries = splitEntries([line('Analyst, Harbour Bank, Leeds (03/2016 to', 100), line('05/2020).', 114)]);
    expect(entries[0]?.header.join(' ')).toContain('(03/2016 to 05/2020)');
    expect(entries).toHaveLength(1);
  });

  it('takes the spaced dash after the bracket up with it, so the rest is no statement marked by a dash', () => {
    const lines = joinOpenBrackets([line('Encuadernadora (taller de restauración,', 100), line('nivel B) - Archivo Provincial', 114)]);
    expect(lines.map((l) => l.text)).toEqual(['Encuadernadora (taller de restauración, nivel B) -', 'Archivo Provincial']);
  });

  it('leaves a bracket that does not close soon alone', () => {
    const text = ['Ran the audit (with the', 'finance team and two outside reviewers who checked every ledger entry twice) each year.'];
    expect(joinOpenBrackets(text.map((t, i) => line(t, 100 + 14 * i))).map((l) => l.text)).toEqual(text);
  });
});

describe('an open range in a date column beside bracketed dates', () => {
  it('leaves no dash behind to be read as the employer', () => {
    const job = parseJob({ header: ['Finance Manager, Harbour Bank, Dayton, OH (03/2023 to present).\t2023–'], bullets: [] });
    expect(job).toMatchObject({ title: 'Finance Manager', company: 'Harbour Bank' });
  });
});
