/** Rules from rounds 9 to 11 of the parse corpus: conventions of layouts the reader had not met. */
import { describe, expect, it } from 'vitest';
import { detectSections } from './detect-sections';
import { classifyHeading } from './heading-words';
import { findName } from './find-name';
import { splitContactParts } from './contact-patterns';
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

  it('makes a word broken at its hyphen whole again', () => {
    const skills = extractSkills([
      line('Teaching', 256, { bold: true, size: 10 }),
      line('Differentiated Instruction, Classroom Manage-', 268),
      line('ment, Assessment Design', 279),
    ]);
    expect(skills).toEqual(['Differentiated Instruction', 'Classroom Management', 'Assessment Design']);
  });

  it('keeps the hyphen of a word the document spells with one', () => {
    const lines = [
      line('Planning', 256, { bold: true, size: 10 }),
      line('Demand Forecasting, Cross-', 268),
      line('functional Planning, SAP', 279),
    ];
    expect(extractSkills(lines, { rightEdge: null, words: new Set(['cross-functional']) })).toEqual([
      'Demand Forecasting',
      'Cross-functional Planning',
      'SAP',
    ]);
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

  it('reads a role and its organisation joined by a comma before the sentence', () => {
    const entry = parseCustomEntry({ header: ['Volunteer Coordinator, Tidewater Food Bank – Organised 20 events a year.'], bullets: [] });
    expect(entry).toMatchObject({
      title: 'Volunteer Coordinator',
      organization: 'Tidewater Food Bank',
      description: 'Organised 20 events a year.',
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

describe('a skills list that runs across the whole page', () => {
  const line = (text: string, y: number): ExtractedLine => {
    const cell = { text, x: 50, x1: 50 + text.length * 5, fontSize: 10, bold: false };
    return { text, page: 1, x: 50, y, fontSize: 10, bold: false, cells: [cell] };
  };

  it('keeps the term cut at the wrap whole when the line reached the page text edge', () => {
    const lines = [
      line('Visitor Protection, Search and Rescue, Wildland Fire Suppression, Incident Command', 300),
      line('System, GIS Mapping', 312),
    ];
    expect(extractSkills(lines, { rightEdge: 460, words: new Set() })).toEqual([
      'Visitor Protection',
      'Search and Rescue',
      'Wildland Fire Suppression',
      'Incident Command System',
      'GIS Mapping',
    ]);
  });

  it('leaves two short lists apart', () => {
    expect(extractSkills([line('Python, Go, Rust', 300), line('Docker, Kubernetes', 312)], { rightEdge: 460, words: new Set() })).toEqual([
      'Python',
      'Go',
      'Rust',
      'Docker',
      'Kubernetes',
    ]);
  });
});

describe('a main column whose headings are larger than the sidebar’s more numerous ones', () => {
  const line = (text: string, x: number, y: number, size: number, bold = false): ExtractedLine => ({
    text,
    page: 1,
    x,
    y,
    fontSize: size,
    bold,
  });
  const lines = [
    line('PROFILE', 43, 118, 12, true),
    line('Logistics Manager with eight years of experience in returns.', 43, 141, 10),
    line('EXPERIENCE', 43, 173, 12, true),
    line('Director of Operations\t02/2023 – 02/2025', 43, 195, 10, true),
    line('Quillon Freight, Leeds, United Kingdom', 43, 210, 10),
    line('Contact', 396, 118, 9, true),
    line('Rotterdam, Netherlands', 396, 130, 9),
    line('Education', 396, 182, 9, true),
    line('Corrigan Institute of Technology', 396, 217, 9),
    line('Skills', 396, 262, 9, true),
    line('Lean, Route Planning', 396, 284, 9),
    line('Awards', 396, 332, 9, true),
    line('Founders Service Award', 396, 344, 9),
  ];

  it('still reads them as headings', () => {
    expect(detectSections(lines).sections.map((s) => s.kind)).toEqual([
      'summary',
      'experience',
      'contact',
      'education',
      'skills',
      'awards',
    ]);
  });
});

describe('a sidebar whose headings have a look of their own, fewer than the main column’s', () => {
  const line = (text: string, x: number, y: number, size: number, bold = false): ExtractedLine => ({
    text,
    page: 1,
    x,
    y,
    fontSize: size,
    bold,
  });
  const main = ['PROFILE', 'EXPERIENCE', 'PROJECTS', 'VOLUNTEERING'].flatMap((heading, i) => [
    line(heading, 43, 100 + i * 60, 12, true),
    line('Ran the night shift of twelve pickers and trained each new hire.', 43, 120 + i * 60, 10),
  ]);
  const sidebar = [
    line('Contact', 396, 121, 9, true),
    line('Baton Rouge, LA', 396, 134, 9),
    line('Education', 396, 186, 9, true),
    line('Saint Aubyn College', 396, 210, 9),
    line('Skills', 396, 244, 9, true),
    line('Canvas, Google Classroom, Moodle', 396, 303, 9),
  ];

  it('reads them as headings too', () => {
    const kinds = detectSections([...main, ...sidebar]).sections.map((s) => s.kind);
    expect(kinds).toEqual(['summary', 'experience', 'projects', 'volunteer', 'contact', 'education', 'skills']);
  });

  it('leaves skills groups named like sections inside their section', () => {
    const skills = [
      line('SKILLS', 43, 400, 12, true),
      line('Tools', 43, 414, 10, true),
      line('Figma, Miro', 43, 426, 10),
      line('Languages', 43, 440, 10, true),
      line('Python, Go', 43, 452, 10),
    ];
    expect(detectSections([...main, ...skills]).sections.map((s) => s.kind)).toEqual([
      'summary',
      'experience',
      'projects',
      'volunteer',
      'skills',
    ]);
  });
});

describe('a skills group named by a term alone between lists, however it is set', () => {
  const line = (text: string, y: number): ExtractedLine => ({ text, page: 1, x: 396, y, fontSize: 9, bold: false });

  it('is the name of the list below it, not a skill', () => {
    const skills = extractSkills([
      line('Operations', 275),
      line('Inventory Control, Lean', 284),
      line('Software', 300),
      line('Tableau, SAP', 311),
    ]);
    expect(skills).toEqual(['Inventory Control', 'Lean', 'Tableau', 'SAP']);
  });

  it('is the last item of a list that ended on its separator', () => {
    const skills = extractSkills([line('Budgeting | IFRS |', 191), line('Forecasting', 203), line('Excel | Anaplan', 245)]);
    expect(skills).toEqual(['Budgeting', 'IFRS', 'Forecasting', 'Excel', 'Anaplan']);
  });
});

describe('a name letter-spaced in capitals whose word space the text lost', () => {
  const line = (text: string, y: number, size: number): ExtractedLine => ({ text, page: 1, x: 141, y, fontSize: size, bold: true });
  const lines = [
    line('CALLUMROSENTHAL', 64, 25),
    line('LOGISTICS MANAGER', 82, 10),
    line('Porto, Portugal • +41 23 442 1720 • callum.rosenthal23@example.com', 101, 8.5),
    ...['Ran the night shift of twelve pickers.', 'Trained each new hire on the scanners.'].map((t, i) => line(t, 140 + i * 12, 9.5)),
  ];

  it('gets its break back from the e-mail address that spells both names', () => {
    expect(findName(lines.slice(0, 3), lines, ['callum.rosenthal23@example.com'])).toBe('CALLUM ROSENTHAL');
  });

  it('matches the address without the name’s accents', () => {
    const accented = [
      line('SÉVERINEDELACROIX', 64, 25),
      line('Raleigh, NC • severine.delacroix28@example.net', 101, 8.5),
      ...lines.slice(3),
    ];
    expect(findName(accented.slice(0, 2), accented, ['https://linkedin.com/in/severine-delacroix'])).toBe('SÉVERINE DELACROIX');
  });
});

describe('round 11: an employer with its city, and a place before the phone', () => {
  it('leaves the city the place line names again out of the employer', () => {
    const job = parseJob({
      header: ['OAKRIDGE FREIGHT, Auckland — Supply Chain Manager', 'Auckland, New Zealand\tJul 2021 – Present'],
      bullets: [],
    });
    expect(job).toMatchObject({ title: 'Supply Chain Manager', company: 'OAKRIDGE FREIGHT', location: 'Auckland, New Zealand' });
  });

  it('reads a place set before the phone number with a space only', () => {
    expect(splitContactParts('Baton Rouge, LA (463) 609-6284')).toEqual(['Baton Rouge, LA', '(463) 609-6284']);
  });
});
