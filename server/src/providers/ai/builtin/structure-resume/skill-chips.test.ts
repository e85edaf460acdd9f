import { describe, expect, it } from 'vitest';
import type { TextRun } from '../../../extraction/extracted-document';
import { arrangePageLines } from '../../../extraction/layout-lines';
import { extractSkills } from './extract-skills';

/** A run as pdf.js reports it, glyphs half an em wide. */
function run(text: string, x: number, y: number, options: { bold?: boolean; fontSize?: number } = {}): TextRun {
  const fontSize = options.fontSize ?? 10;
  return { text, page: 1, x, y, width: text.length * fontSize * 0.5, height: fontSize, fontSize, bold: options.bold ?? false };
}

/** Terms printed one after another, each in its own box: `gap` points between one box's text and the next. */
function chipRow(terms: string[], x: number, y: number, gap: number): TextRun[] {
  const runs: TextRun[] = [];
  for (const term of terms) {
    const box = run(term, x, y);
    runs.push(box);
    x += box.width + gap;
  }
  return runs;
}

describe('skills drawn as chips', () => {
  it('reads each chip as one skill, a chip of two words whole', () => {
    const lines = arrangePageLines(chipRow(['Forecasting', 'Financial Modelling', 'IFRS', 'Power BI'], 60, 100, 7), 1);
    expect(extractSkills(lines)).toEqual(['Forecasting', 'Financial Modelling', 'IFRS', 'Power BI']);
  });

  it('leaves a group name in bold before its chips out of the skills', () => {
    const lines = arrangePageLines([run('Tools', 60, 100, { bold: true }), ...chipRow(['Excel', 'Anaplan', 'SAP'], 140, 100, 7)], 1);
    expect(extractSkills(lines)).toEqual(['Excel', 'Anaplan', 'SAP']);
  });

  it('keeps two columns of chips apart and reads both', () => {
    const lines = arrangePageLines(
      [...chipRow(['Lean', 'Route Planning'], 60, 100, 8), ...chipRow(['Tableau', 'Oracle WMS'], 320, 100, 8)],
      1,
    );
    expect(extractSkills(lines)).toEqual(['Lean', 'Route Planning', 'Tableau', 'Oracle WMS']);
  });

  it('does not split words set apart by ordinary word spaces', () => {
    const lines = arrangePageLines(chipRow(['Financial', 'Modelling'], 60, 100, 2.5), 1);
    expect(extractSkills(lines)).toEqual(['Financial Modelling']);
  });

  it('still splits a comma-separated list at its commas, not at wide spaces', () => {
    const lines = arrangePageLines(chipRow(['Excel,', 'Power BI,', 'SAP'], 60, 100, 6), 1);
    expect(extractSkills(lines)).toEqual(['Excel', 'Power BI', 'SAP']);
  });
});
