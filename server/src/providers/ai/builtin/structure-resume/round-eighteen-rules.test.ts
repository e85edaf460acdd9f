/** Rules written while round 18 of the parse corpus was added (its development layouts): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { detectSections } from './detect-sections';
import { findName } from './find-name';
import { formRole } from './form-labels';
import { structureResumeBuiltin } from './index';
import { joinWrapped } from './wrapped-lines';

const line = (text: string, y: number, fontSize = 10, bold = false, x = 120): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold });

describe("a form's 'Name' field", () => {
  it('names the person, though a bold heading beside it is set larger', () => {
    const header = [
      line('Curriculum Vitae', 58, 17, true, 43),
      line('PERSONAL INFORMATION', 92, 10, true, 60),
      line('Name\tChiara Thorsen', 121),
      line('Address\tLeeds, United Kingdom', 136),
      line('DESIRED POSITION', 217, 10, true, 60),
    ];
    expect(findName(header, header)).toBe('Chiara Thorsen');
  });
});

describe('a section heading wrapped in a narrow label column', () => {
  it("is one heading when its first line stops on a joining word ('EDUCATION AND' over 'TRAINING')", () => {
    const lines = [
      line('EXPERIENCE', 100, 10, true, 60),
      line('Analyst, Bellhaven Partners\t2019 – 2022', 120),
      line('EDUCATION AND', 160, 10, true, 79),
      line('TRAINING', 171, 10, true, 114),
      line('Bachelor of Science in Education, Saint Aubyn College\t2015 – 2019', 190),
    ];
    const { sections } = detectSections(lines);
    expect(sections.map((s) => [s.kind, s.title])).toEqual([
      ['experience', 'EXPERIENCE'],
      ['education', 'EDUCATION AND TRAINING'],
    ]);
  });

  it('is one heading when only its two lines together name a section', () => {
    const lines = [line('PERSONAL', 92, 10, true, 107), line('INFORMATION', 103, 10, true, 92), line('Address\tLeeds', 121)];
    expect(detectSections(lines).sections.map((s) => s.kind)).toEqual(['contact']);
  });
});

describe('labels of a form', () => {
  it("read 'Qualification' as the degree and 'Main tasks' as the activities", () => {
    expect(formRole('Qualification')).toBe('degree');
    expect(formRole('Main tasks')).toBe('activities');
  });

  it("drop a 'Summary' label from the profile's paragraph", () => {
    const lines = [
      line('Chiara Thorsen', 60, 18, true),
      line('PROFILE', 100, 10, true, 60),
      line('Summary\tCurriculum designer with nine years in schools.', 120),
      line('EXPERIENCE', 150, 10, true, 60),
      line('Teacher, Saint Aubyn College\t2019 – 2022', 170),
    ];
    const resume = structureResumeBuiltin({ format: 'pdf', lines, links: [], pageCount: 1 });
    expect(resume.summary).toBe('Curriculum designer with nine years in schools.');
  });
});

describe('a word that holds a hyphen, broken at the end of a line', () => {
  it("keeps the hyphen it was broken at ('dock-to-' over 'stock')", () => {
    expect(joinWrapped('which cut dock-to-', 'stock time by 9%', new Set())).toBe('which cut dock-to-stock time by 9%');
  });
});
