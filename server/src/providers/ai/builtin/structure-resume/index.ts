/**
 * The built-in resume structurer (DESIGN decision 4): turns an extracted document into the upload
 * response by layout and vocabulary alone. Deterministic, offline, and it only copies text that is
 * in the file: every value below is a substring (or a join of substrings) of the document or a link in it.
 */
import type { UploadResponse } from '@hireready/contract';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { detectSections, type Section } from './detect-sections';
import { extractContact, isContactOnlyLine } from './extract-contact';
import { extractSkills } from './extract-skills';
import { parseCustomEntry, parseJobs, parseSchool } from './parse-entries';
import { readLabelColumn } from './label-column';
import { splitEntries } from './split-entries';
import { wordsOf } from './wrapped-lines';

/** Sections kept as custom sections; languages, interests and references are not part of the upload response. */
const CUSTOM_KINDS = new Set<Section['kind']>([
  'projects',
  'volunteer',
  'awards',
  'certifications',
  'publications',
  'other',
]);

function linesOf(sections: Section[], kind: Section['kind']) {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}

/** '3710 Fallon Street, Bozeman, MT 59718': an employer's street address, as federal resumes print it. */
const STREET_ADDRESS =
  /^\d+\s+[\p{L}\d .'-]*\b(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|parkway|pkwy|highway|hwy)\b\.?(?:,|$)/iu;

/**
 * Jobs and schools never hold a bare e-mail, phone or street-address line; a layout that put one
 * there would have it read as a title or a company.
 */
function entryLinesOf(sections: Section[], kind: Section['kind']) {
  return linesOf(sections, kind).filter((line) => !isContactOnlyLine(line.text) && !STREET_ADDRESS.test(line.text.trim()));
}

/** Marks of a contact or headline line ('a@b.c | 555-0100', 'Analyst · Insurance'), never of prose. */
const LISTING_MARKS = /[|•·@\t]/;

/** Prose, not a headline or a contact line: a long line, or a sentence. */
function isProse(text: string): boolean {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/).length;
  return !LISTING_MARKS.test(trimmed) && (words >= 8 || (words >= 4 && /[.!?]$/.test(trimmed)));
}

/** A summary printed under the name and contact lines with no heading of its own. */
function unheadedSummary(header: ExtractedLine[]): ExtractedLine[] {
  const start = header.findIndex((line) => isProse(line.text));
  if (start < 0) return [];
  return header.slice(start).filter((line) => !isContactOnlyLine(line.text) && !LISTING_MARKS.test(line.text));
}

function joinParagraph(lines: string[]): string {
  return lines
    .join(' ')
    .replace(/(\p{L})- (\p{L})/gu, '$1-$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * 'Page 1 of 2', '1 of 2', 'Page 2', 'Amara Whitfield — Page 2': page furniture, not resume content.
 * A bare '2/3' is not one: '02/2018' and '02/18' are dates.
 */
const PAGE_MARK = /^page\s*\d+\s*(?:of|\/)\s*\d+$|^\d{1,3}\s+of\s+\d{1,3}$|^page\s+\d+$|\s[—–|-]\s*page\s+\d+(?:\s*(?:of|\/)\s*\d+)?$/i;

export function structureResumeBuiltin(doc: ExtractedDocument): UploadResponse {
  const lines = readLabelColumn(doc.lines.filter((line) => !PAGE_MARK.test(line.text.trim())));
  const words = wordsOf(lines);
  const { header, sections } = detectSections(lines);
  const contact = extractContact(header, linesOf(sections, 'contact'), lines, doc.links);

  const summaryLines = linesOf(sections, 'summary');
  const summary = joinParagraph(
    (summaryLines.length > 0 ? summaryLines : unheadedSummary(header)).map((l) => l.text.replace(/\t/g, ' ')),
  );

  const work_experience = parseJobs(splitEntries(entryLinesOf(sections, 'experience'), words)).filter(
    (job) => job.title !== '' || job.company !== '',
  );

  const education = splitEntries(entryLinesOf(sections, 'education'), words)
    .map(parseSchool)
    .filter((school) => school.school !== '' || school.degree !== '');

  const skills = extractSkills(linesOf(sections, 'skills'));

  const custom_sections = sections
    .filter((s) => CUSTOM_KINDS.has(s.kind) && s.lines.length > 0)
    .map((s) => ({
      title: s.title,
      entries: splitEntries(s.lines, words)
        .map(parseCustomEntry)
        .filter((e) => e.title !== '' || e.description !== ''),
    }))
    .filter((s) => s.entries.length > 0);

  return {
    name: contact.name,
    contact: {
      email: contact.email,
      phone: contact.phone,
      linkedin: contact.linkedin,
      location: contact.location,
    },
    summary,
    skills,
    education,
    work_experience,
    custom_sections,
  };
}
