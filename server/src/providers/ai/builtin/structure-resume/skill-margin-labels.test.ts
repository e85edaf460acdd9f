/** Skill groups named in the margin, flush right a few points from their terms. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { extractSkills } from './extract-skills';

/** A PDF line of one cell, its characters 4.8 pt wide on average. */
const line = (text: string, x: number, y: number): ExtractedLine => ({
  text,
  page: 1,
  x,
  y,
  fontSize: 10.9,
  bold: false,
  cells: [{ text, x, x1: x + text.length * 4.8, fontSize: 10.9, bold: false }],
});

/** A name set flush right at x 128, its terms from x 133. */
const named = (name: string, terms: string, y: number) => line(`${name} ${terms}`, 133 - (name.length + 1) * 4.8, y);

describe('skill groups named in the margin', () => {
  it('reads the terms apart from group names nobody listed', () => {
    const lines = [
      named('Clinical', 'Neonatal resuscitation, Kangaroo mother care, Antenatal care', 100),
      named('Soft skills', 'Patient education, Mentoring students', 116),
    ];
    expect(extractSkills(lines)).toEqual([
      'Neonatal resuscitation',
      'Kangaroo mother care',
      'Antenatal care',
      'Patient education',
      'Mentoring students',
    ]);
  });

  it('reads one named line when a wrapped line of terms shows where the terms start', () => {
    const lines = [named('Bedside', 'Triage, Wound care, Infection', 100), line('prevention and control, Phlebotomy', 133, 113)];
    expect(extractSkills(lines)).toEqual(['Triage', 'Wound care', 'Infection prevention and control', 'Phlebotomy']);
  });

  it('leaves lines that all start at one x alone', () => {
    const lines = [line('Python, SQL, Tableau', 40, 100), line('Excel, Looker, Power BI', 40, 113)];
    expect(extractSkills(lines)).toEqual(['Python', 'SQL', 'Tableau', 'Excel', 'Looker', 'Power BI']);
  });
});
