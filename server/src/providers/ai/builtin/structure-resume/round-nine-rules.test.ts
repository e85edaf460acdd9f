/** Rules from round 9 of the parse corpus: conventions of layouts the reader had not met. */
import { describe, expect, it } from 'vitest';
import { classifyHeading } from './detect-sections';
import { extractSkills } from './extract-skills';
import { parseCustomEntry, parseJob } from './parse-entries';
import type { ExtractedLine } from '../../../extraction/extracted-document';

describe('what academic CVs and older conventions call the jobs', () => {
  it('reads appointments, positions and employment as experience', () => {
    const kinds = ['Professional Appointments', 'Academic Positions', 'Appointments', 'Previous Employment'].map(
      (text) => classifyHeading(text)?.kind,
    );
    expect(kinds).toEqual(['experience', 'experience', 'experience', 'experience']);
  });
});

describe('a job on one line with its dates in brackets at the end', () => {
  it('keeps the range whole, so its dash cuts no part and no bracket reaches the place', () => {
    const job = parseJob({ header: ['Curriculum Designer, Windrow School — Fort Collins, CO (May 2023 – Sep 2024)'], bullets: [] });
    expect(job).toMatchObject({
      title: 'Curriculum Designer',
      company: 'Windrow School',
      location: 'Fort Collins, CO',
      start_date: 'May 2023',
      end_date: 'Sep 2024',
    });
  });

  it('still reads cells set apart by a tab on either side of the dates', () => {
    const job = parseJob({ header: ['Finance Manager, Saltmarsh Partners, Albany, NY (01/11/2023 to present).\t2023–'], bullets: [] });
    expect(job).toMatchObject({ title: 'Finance Manager', company: 'Saltmarsh Partners', location: 'Albany, NY' });
  });
});

describe('a skills list a narrow column wrapped under its group name', () => {
  /** A printed line of one cell, 4.5 pt a character. */
  const line = (text: string, y: number, opts: { bold?: boolean; size?: number } = {}): ExtractedLine => {
    const size = opts.size ?? 9;
    const cell = { text, x: 40, x1: 40 + text.length * 4.5, fontSize: size, bold: opts.bold ?? false };
    return { text, page: 1, x: 40, y, fontSize: size, bold: opts.bold ?? false, cells: [cell] };
  };

  it('keeps the term cut at the wrap whole', () => {
    const skills = extractSkills([
      line('Clinical', 297, { bold: true, size: 10 }),
      line('Medication Administration, Triage, Wound', 309),
      line('Care, IV Therapy', 321),
      line('Systems', 335, { bold: true, size: 10 }),
      line('Epic, Cerner', 348),
    ]);
    expect(skills).toEqual(['Medication Administration', 'Triage', 'Wound Care', 'IV Therapy', 'Epic', 'Cerner']);
  });

  it('leaves lines that name their own group apart, however wide', () => {
    const skills = extractSkills([line('Operations: Lean, Route Planning, Demand Planning', 502), line('Software: Oracle WMS, SAP', 516)]);
    expect(skills).toEqual(['Lean', 'Route Planning', 'Demand Planning', 'Oracle WMS', 'SAP']);
  });
});

describe('a project named, then said in a sentence what it is', () => {
  it('keeps the sentence as the description, not the organisation', () => {
    const entry = parseCustomEntry({ header: ['Copperleaf Toolkit – An open-source tool for screening protocols.'], bullets: [] });
    expect(entry).toMatchObject({
      title: 'Copperleaf Toolkit',
      organization: '',
      description: 'An open-source tool for screening protocols.',
    });
  });

  it('still reads a capitalised name after the dash as the organisation', () => {
    const entry = parseCustomEntry({ header: ['Reading Mentor – Friends of the Library'], bullets: [] });
    expect(entry).toMatchObject({ title: 'Reading Mentor', organization: 'Friends of the Library' });
  });
});

describe('a links block beside the contact details', () => {
  it('is read as contact details, not as a section of its own', () => {
    expect(['Links', 'Online Profiles', 'Find me online'].map((text) => classifyHeading(text)?.kind)).toEqual([
      'contact',
      'contact',
      'contact',
    ]);
  });
});
