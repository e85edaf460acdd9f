/** Rules from the second round on third-party layouts (decision 021): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { wordLines } from './test-support/word-lines';
import { structureResumeBuiltin } from './index';
import { splitEntries } from './split-entries';
import { joinDanglingNames } from './wrapped-names';

/** PDF-like lines: `#` marks a bold capitals heading, `  ` an indented body line. */
function pdfLines(text: string): ExtractedLine[] {
  return text
    .trim()
    .split('\n')
    .map((raw, i) => ({
      text: raw.replace(/^# /, '').trim(),
      page: 1,
      x: raw.startsWith('  ') ? 70 : 50,
      y: 60 + i * 14,
      fontSize: raw.startsWith('# ') ? 12 : 10,
      bold: raw.startsWith('# '),
    }));
}

const docOf = (text: string): ExtractedDocument => ({ format: 'pdf', pageCount: 1, links: [], lines: pdfLines(text) });

describe('a sidebar of capitals: contact block under its own heading, skill groups under their names', () => {
  const result = structureResumeBuiltin(
    docOf(`
HIROSHI FERREIRA
CHARGE NURSE
# ABOUT
AUCKLAND NEW ZEALAND
+30 40 871 6074
# SUMMARY
Charge nurse with ten years on busy wards. Known for calm delivery.
# CLINICAL
IV THERAPY
WOUND CARE
# SYSTEMS
CERNER
EPIC
# EXPERIENCE
ASHGROVE HEALTH\t08/2021 - 12/2025
NURSE MANAGER
  Ran the ward rota for forty nurses.
`),
  );

  it('finds the phone and the place (a city and its country without the comma) in that block', () => {
    expect(result.contact.phone).toBe('+30 40 871 6074');
    expect(result.contact.location).toBe('AUCKLAND, NEW ZEALAND');
  });

  it('keeps the contact lines out of the summary', () => {
    expect(result.summary).toBe('Charge nurse with ten years on busy wards. Known for calm delivery.');
  });

  it('reads lists of bare terms under unknown headings as skills, not custom sections', () => {
    expect(result.skills).toEqual(['IV THERAPY', 'WOUND CARE', 'CERNER', 'EPIC']);
    expect(result.custom_sections).toEqual([]);
  });
});

describe('labelled contact lines inside an About section', () => {
  const result = structureResumeBuiltin(
    docOf(`
Björn Strand
# About
Clinical nurse with twelve years of experience on surgical wards.
Phone: +38 95 597 5810
Email: bjorn@example.net
# Experience
Staff Nurse, Bramble Clinic\t2020 - Present
  Led the discharge checklist.
`),
  );

  it('are contact details, not the end of the summary', () => {
    expect(result.summary).toBe('Clinical nurse with twelve years of experience on surgical wards.');
    expect(result.contact.email).toBe('bjorn@example.net');
  });
});

describe('places and names as layouts print them', () => {
  it('reads a place followed by a bracketed country code', () => {
    const result = structureResumeBuiltin(
      docOf(`Adaeze Beaumont\nOmaha, NE (US)\nadaeze@example.com\n# Experience\nPlanner, Westmarch Freight\t2019 - 2024`),
    );
    expect(result.contact.location).toBe('Omaha, NE');
  });

  it('joins a header that stops on a word no name ends on with its next line', () => {
    const lines = joinDanglingNames(pdfLines('Bachelor of Science at Corrigan Institute of\tSept 2010 - May 2014\nTechnology'));
    expect(lines.map((l) => l.text)).toEqual(['Bachelor of Science at Corrigan Institute of Technology\tSept 2010 - May 2014']);
    const [entry] = splitEntries(pdfLines('Analyst at Bank of\t2019 - 2021\nScotland\n  Built the monthly report.'));
    expect(entry?.header).toEqual(['Analyst at Bank of Scotland\t2019 - 2021']);
  });

  it('does not read an ampersand inside an acronym as an organisation', () => {
    const result = structureResumeBuiltin(
      docOf(`Ana Ruiz\nana@example.com\n# Experience\nOakridge Insurance\tJan 2024 - Present\nHead of FP&A\n  Ran the monthly close.`),
    );
    expect(result.work_experience.map((j) => [j.title, j.company])).toEqual([['Head of FP&A', 'Oakridge Insurance']]);
  });
});

describe('section headings in a left column beside their content', () => {
  /** Lines at their x: headings at 58, entries at 123, bullets at 158. */
  const at = (x: number, text: string, y: number): ExtractedLine => ({ text, page: 1, x, y, fontSize: 10, bold: false });
  const lines = [
    at(57, 'Joaquín Nakamura', 50),
    at(57, 'joaquin@example.com', 64),
    at(58, 'Summary\tVisual designer with three years of experience.', 90),
    at(58, 'Experience Ashgrove Design Co., Valencia, Spain — Design Manager', 120),
    at(123, 'DECEMBER 2021 - SEPTEMBER 2025', 134),
    at(158, 'Introduced a design system across four product teams.', 148),
    at(158, 'Rebuilt the onboarding flow, cutting drop-off by 9%.', 162),
    at(123, 'Larkspur Media, Melbourne, Australia — Product Designer', 180),
    at(123, 'FEBRUARY 2017 - DECEMBER 2021', 194),
    at(158, 'Ran usability studies every quarter.', 208),
    at(158, 'Wrote the research guide the team still uses.', 222),
    at(58, 'Skills\tPrototyping, Design Systems, Figma', 240),
  ];
  const result = structureResumeBuiltin({ format: 'pdf', pageCount: 1, links: [], lines });

  it('reads a heading set close to its first line, or a tab away, as the heading', () => {
    expect(result.work_experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Design Manager', 'Ashgrove Design Co.', 'Valencia, Spain'],
      ['Product Designer', 'Larkspur Media', 'Melbourne, Australia'],
    ]);
    expect(result.skills).toEqual(['Prototyping', 'Design Systems', 'Figma']);
    expect(result.summary).toBe('Visual designer with three years of experience.');
  });

  it('leaves a skills group labelled like a section alone when labels and body share one edge', () => {
    const grouped = structureResumeBuiltin(
      docOf(
        `Yuna Kowalczyk\nyuna@example.net\n# SKILLS\nLANGUAGES\tSQL, Java, Go\nPLATFORMS\tRedis, Kafka\n# EXPERIENCE\nStaff Engineer, Quillon Technologies\t2017 - 2021\n  Rebuilt the export tool.`,
      ),
    );
    expect(grouped.skills).toEqual(['SQL', 'Java', 'Go', 'Redis', 'Kafka']);
  });
});

describe('entries as Word and themes print them', () => {
  const word = (text: string): ExtractedDocument => ({ format: 'docx', pageCount: 1, links: [], lines: wordLines(text) });

  it('does not take a company ending in an abbreviation for a sentence', () => {
    const result = structureResumeBuiltin(
      word(
        `Anouk Delacroix\nanouk@example.com\n# EXPERIENCE\nDesign Manager | Kestrel Design Co.\nMay 2022 – Present, Boise, ID\n> Streamlined a design system.\nSenior Product Designer | Meridian Design Co.\nOct 2019 – Feb 2021, Ann Arbor, MI\n> Launched a design system.`,
      ),
    );
    expect(result.work_experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Design Manager', 'Kestrel Design Co.', 'Boise, ID'],
      ['Senior Product Designer', 'Meridian Design Co.', 'Ann Arbor, MI'],
    ]);
  });

  it('reads a place in a country whose name has lower-case words', () => {
    const result = structureResumeBuiltin(
      word(
        `Declan Thorsen\ndeclan@example.net\n# Work History\nSenior Software Engineer, Saltmarsh Analytics\n09/2020 – 09/2022 | Seoul, Republic of Korea\n> Rebuilt the billing service.`,
      ),
    );
    expect(result.work_experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Senior Software Engineer', 'Saltmarsh Analytics', 'Seoul, Republic of Korea'],
    ]);
  });

  it('keeps a bullet whose mark was lost at a page break in the job, whole', () => {
    const lines = pdfLines(`
Kestrel Design Co.\tJune 2017 - November 2019
UX Designer
Automated the booking calendar together with an external auditor, which
cut task completion time by 15% within 11 months across the organisation.`);
    // The first body line is full: it reaches the text's right edge, so it wraps.
    const withEdges = lines.map((l, i) => ({
      ...l,
      cells: [{ text: l.text, x: 50, x1: i === 2 || i === 0 ? 500 : i === 3 ? 480 : 150, fontSize: 10, bold: false }],
    }));
    const [entry, ...rest] = splitEntries(withEdges);
    expect(rest).toEqual([]);
    expect(entry?.bullets).toEqual([
      'Automated the booking calendar together with an external auditor, which cut task completion time by 15% within 11 months across the organisation.',
    ]);
  });
});

describe('forms and places with codes', () => {
  it('takes the name from a form row labelled by its section', () => {
    const result = structureResumeBuiltin(
      docOf(
        `Curriculum vitae\nPERSONAL INFORMATION\tMateo Kowalczyk\nMunich, Germany\nmateo@example.org\n# WORK EXPERIENCE\n01/06/2023–01/06/2024 Clinical Nurse Educator\nHalcyon General Hospital, Rotterdam, Netherlands`,
      ),
    );
    expect(result.name).toBe('Mateo Kowalczyk');
  });

  it('reads a place with a bracketed country code inside it', () => {
    const result = structureResumeBuiltin(
      docOf(`Oskar Jovanović\nMunich (DE), Germany\noskar@example.org\n# Experience\nPlanner, Westmarch Freight\t2019 - 2024`),
    );
    expect(result.contact.location).toBe('Munich, Germany');
  });
});

describe('undated entries and running headers', () => {
  /** `*` marks a larger bold line (a school's name), `+` a smaller bold one (its degree). */
  const looked = (text: string): ExtractedLine[] =>
    text
      .trim()
      .split('\n')
      .map((raw, i) => ({
        text: raw.replace(/^[*+] /, ''),
        page: raw.startsWith('~') ? 2 : 1,
        x: 94,
        y: 500 + i * 30,
        fontSize: raw.startsWith('* ') ? 18 : raw.startsWith('+ ') ? 14.6 : 11,
        bold: raw.startsWith('* ') || raw.startsWith('+ '),
      }));

  it('splits schools with no dates where the look of the first line comes back', () => {
    const result = structureResumeBuiltin({
      format: 'pdf',
      pageCount: 2,
      links: [],
      lines: [
        ...looked(
          `* Callum Nakamura\n+ Education\n* University of Highmere\n+ Master of Business Administration\n* Westmarch Polytechnic\n+ Bachelor of Arts in Mathematics`,
        ).map((l, i) => (i === 1 ? { ...l, fontSize: 18 } : l)),
        { text: 'Callum Nakamura — callum.nakamura@example.com — (869) 716-4500', page: 2, x: 120, y: 40, fontSize: 11, bold: false },
      ],
    });
    expect(result.education.map((e) => [e.school, e.degree])).toEqual([
      ['University of Highmere', 'Master of Business Administration'],
      ['Westmarch Polytechnic', 'Bachelor of Arts in Mathematics'],
    ]);
  });
});
