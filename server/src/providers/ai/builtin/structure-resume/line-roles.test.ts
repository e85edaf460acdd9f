import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';
import { FEATURE_NAMES, lineFeatures, measurePage } from './line-features';
import { DEFAULT_MODEL, DEFAULT_USES, ROLES, isUsableModel, predictRoles, withRoles, type LineRoleModel } from './line-roles';

/** A PDF line with one cell per tab-separated part, each part's width from its length (5 pt a character). */
function line(text: string, x: number, y: number, opts: { size?: number; bold?: boolean; right?: number } = {}): ExtractedLine {
  const size = opts.size ?? 10;
  const parts = text.split('\t');
  let at = x;
  const cells = parts.map((part) => {
    const cell = { text: part, x: at, x1: at + part.length * 5, fontSize: size, bold: opts.bold ?? false };
    at = cell.x1 + 30;
    return cell;
  });
  const last = cells.at(-1);
  if (last && opts.right !== undefined) last.x1 = opts.right;
  return { text, page: 1, x, y, fontSize: size, bold: opts.bold ?? false, cells };
}

const feature = (row: number[] | undefined, name: (typeof FEATURE_NAMES)[number]) => row?.[FEATURE_NAMES.indexOf(name)];

// Full lines end near x = 500; the column starts at 50, bullet text at 60 after the mark.
const resume = [
  line('Maren Oduya', 50, 60, { size: 20, bold: true }),
  line('maren.oduya@example.org · (555) 010-4477', 50, 84),
  line('EXPERIENCE', 50, 120, { size: 13, bold: true }),
  line('Logistics Analyst, Pellworth Freight\tMar 2020 – Present', 50, 140, { bold: true }),
  line('• Rebuilt the weekly demand forecast with the planning team, which cut stockouts by', 50, 154, { right: 500 }),
  line('18% across nine regional warehouses.', 60, 166),
  line('• Automated the carrier invoice check.', 50, 180),
  line('EDUCATION', 50, 210, { size: 13, bold: true }),
  line('BSc Supply Chain Management, Tarnwick University\t2014 – 2018', 50, 230, { bold: true }),
];

describe('line features', () => {
  it('describe a heading by its look against the body text and its words', () => {
    const rows = lineFeatures(resume, measurePage(resume));
    const heading = rows[2];
    expect(feature(heading, 'relSize')).toBeGreaterThan(0.2);
    expect(feature(heading, 'bold')).toBe(1);
    expect(feature(heading, 'upper')).toBe(1);
    expect(feature(heading, 'sectionName')).toBe(1);
    expect(feature(rows[5], 'sectionName')).toBe(0);
  });

  it('see a wrapped line at its hanging indent under a full line, and dates in an entry head', () => {
    const rows = lineFeatures(resume, measurePage(resume));
    expect(feature(rows[5], 'continuesPrev')).toBe(1);
    expect(feature(rows[5], 'prevFull')).toBe(1);
    expect(feature(rows[6], 'continuesPrev')).toBe(0);
    expect(feature(rows[3], 'dateRange')).toBe(1);
    expect(feature(rows[4], 'glyph')).toBe(1);
  });

  it('give one row of the same length per line, and none for no lines', () => {
    const rows = lineFeatures(resume);
    expect(rows).toHaveLength(resume.length);
    expect(rows.every((r) => r.length === FEATURE_NAMES.length && r.every(Number.isFinite))).toBe(true);
    expect(lineFeatures([])).toEqual([]);
  });
});

describe('the shipped line-role model', () => {
  it('matches the features this code computes', () => {
    expect(isUsableModel(DEFAULT_MODEL)).toBe(true);
  });

  it('gives each line a probability for every role', () => {
    const probs = predictRoles(resume);
    expect(probs).toHaveLength(resume.length);
    for (const p of probs) {
      expect(p).toHaveLength(ROLES.length);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    }
    const best = (i: number) => ROLES[probs[i]?.indexOf(Math.max(...(probs[i] ?? []))) ?? -1];
    expect(best(2)).toBe('heading');
    expect(best(5)).toBe('cont');
  });

  it('leaves the rules in charge when a model does not fit the features', () => {
    const stale: LineRoleModel = { ...DEFAULT_MODEL, features: DEFAULT_MODEL.features.slice(1) };
    const lines = withRoles(resume, { ...DEFAULT_USES, joins: true, body: true }, stale);
    expect(lines).toBe(resume);
  });

  it('joins a wrapped bullet into one statement and finds both sections, as the upload path runs it', () => {
    const doc: ExtractedDocument = { format: 'pdf', lines: resume, links: [], pageCount: 1 };
    const result = structureResumeBuiltin(doc);
    expect(result.work_experience).toHaveLength(1);
    expect(result.work_experience[0]?.description).toEqual([
      'Rebuilt the weekly demand forecast with the planning team, which cut stockouts by 18% across nine regional warehouses.',
      'Automated the carrier invoice check.',
    ]);
    expect(result.education[0]?.school).toContain('Tarnwick University');
  });
});
