/** Rules from the second round on third-party layouts (decision 021): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';
import { joinDanglingNames, splitEntries } from './split-entries';

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
    const result = structureResumeBuiltin(docOf(`Adaeze Beaumont\nOmaha, NE (US)\nadaeze@example.com\n# Experience\nPlanner, Westmarch Freight\t2019 - 2024`));
    expect(result.contact.location).toBe('Omaha, NE');
  });

  it('joins a header that stops on a word no name ends on with its next line', () => {
    const lines = joinDanglingNames(pdfLines('Bachelor of Science at Corrigan Institute of\tSept 2010 - May 2014\nTechnology'));
    expect(lines.map((l) => l.text)).toEqual(['Bachelor of Science at Corrigan Institute of Technology\tSept 2010 - May 2014']);
    const [entry] = splitEntries(pdfLines('Analyst at Bank of\t2019 - 2021\nScotland\n  Built the monthly report.'));
    expect(entry?.header).toEqual(['Analyst at Bank of Scotland\t2019 - 2021']);
  });

  it('does not read an ampersand inside an acronym as an organisation', () => {
    const result = structureResumeBuiltin(docOf(`Ana Ruiz\nana@example.com\n# Experience\nOakridge Insurance\tJan 2024 - Present\nHead of FP&A\n  Ran the monthly close.`));
    expect(result.work_experience.map((j) => [j.title, j.company])).toEqual([['Head of FP&A', 'Oakridge Insurance']]);
  });
});
