/**
 * The built-in resume structurer (DESIGN decision 4): turns an extracted document into the upload
 * response by layout and vocabulary alone. Deterministic, offline, and it only copies text that is
 * in the file: every value below is a substring (or a join of substrings) of the document or a link in it.
 */
import type { UploadResponse } from '@hireready/contract';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { joinBrokenContactDetails, rejoinContactRows } from './broken-contact-details';
import { detectSections, type Section } from './detect-sections';
import { readHeadingGrid } from './heading-grid';
import { isContactOnlyLine } from './contact-patterns';
import { extractContact, isNameAndContactLine } from './extract-contact';
import { isGroupedTermList, isTermList, readSkillsSection, splitSkillList } from './extract-skills';
import { parseCustomEntry, parseJobs } from './parse-entries';
import { parseSchools } from './parse-school';
import { parseLocation } from './places';
import { readLabelColumn } from './label-column';
import { splitPageFurniture } from './page-furniture';
import { unnumberHeadings } from './section-numbers';
import { readProseEntries } from './prose-entries';
import { reviewOf } from './review';
import { stripBullet } from './bullet-marks';
import { splitEntries, type EntryBlock } from './split-entries';
import { readSummary } from './summary';
import { splitAtWeight } from './weight-split';
import { textRightEdge, wordsOf } from './wrapped-lines';
import { DEFAULT_MODEL, DEFAULT_USES, withRoles, type LineRoleModel, type RoleUses } from './line-roles';

/**
 * Sections kept as custom sections. Spoken languages and references ('available on request') are
 * not (the shared truth's convention); their lines show among the unplaced lines for the user.
 */
const CUSTOM_KINDS = new Set<Section['kind']>(['projects', 'volunteer', 'awards', 'certifications', 'publications', 'interests', 'other']);

function linesOf(sections: Section[], kind: Section['kind']) {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}

/** '3710 Fallon Street, Bozeman, MT 59718': an employer's street address, as federal resumes print it. */
const STREET_ADDRESS =
  /^\d+\s+[\p{L}\d .'-]*\b(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|parkway|pkwy|highway|hwy)\b\.?(?:,|$)/iu;

/** '3710 Fallon Street, Bozeman, MT 59718' is at 'Bozeman, MT'; null when no place follows the street. */
function placeOfAddress(text: string): string | null {
  const street = STREET_ADDRESS.exec(text.trim());
  if (!street) return null;
  const rest = text
    .trim()
    .slice(street[0].length)
    .replace(/\s+\d{5}(?:-\d{4})?$/, '')
    .trim();
  return parseLocation(rest) !== null ? rest : null;
}

/**
 * Jobs and schools never hold a bare e-mail, phone or street-address line, or a running header of
 * the name and contact details; a layout that put one there would have it read as a title or a
 * company. Of an employer's street address, the town is the job's place.
 */
function entryLinesOf(sections: Section[], kind: Section['kind']): ExtractedLine[] {
  return linesOf(sections, kind).flatMap((line) => {
    if (isContactOnlyLine(line.text) || isNameAndContactLine(line.text)) return [];
    if (!STREET_ADDRESS.test(line.text.trim())) return [splitAtWeight(line)];
    const place = placeOfAddress(line.text);
    return place ? [{ ...line, text: place, cells: undefined }] : [];
  });
}

/** 'Risograph printing, Forró dancing': interests are listed, one entry each, not an award and its giver. */
function interestEntries(lines: ExtractedLine[]): EntryBlock[] {
  // A line in small letters goes on with the interest the line above wrapped ('trail' / 'building').
  const texts: string[] = [];
  for (const line of lines) {
    const text = stripBullet(line.text);
    const previous = texts.at(-1);
    if (previous !== undefined && /^\p{Ll}/u.test(text) && !/[,;|•·]$/.test(previous)) texts[texts.length - 1] = `${previous} ${text}`;
    else texts.push(text);
  }
  return texts.flatMap((text) => splitSkillList(text)).map((interest) => ({ header: [interest], bullets: [] }));
}

/**
 * An entry printed a second time (a theme whose print style repeats a section) is one entry: nobody
 * holds the same post at the same place over the same dates twice.
 */
function withoutRepeats<T>(entries: T[], keyOf: (entry: T) => [string, string, string, string]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const parts = keyOf(entry);
    const key = JSON.stringify(parts.map((part) => part.toLowerCase()));
    // Undated entries may be two of a kind ('Certificate' twice); only dates make a repeat sure.
    if (seen.has(key) && (parts[2] !== '' || parts[3] !== '')) return false;
    seen.add(key);
    return true;
  });
}

/** The line-role classifier and the readers that take its word; benchmarks and training try others. */
export type StructureOptions = { model?: LineRoleModel; uses?: RoleUses };

export function structureResumeBuiltin(doc: ExtractedDocument, options: StructureOptions = {}): UploadResponse {
  const { content, furniture } = splitPageFurniture(doc.lines);
  const lines = withRoles(
    unnumberHeadings(rejoinContactRows(joinBrokenContactDetails(readLabelColumn(content)))),
    options.uses ?? DEFAULT_USES,
    options.model ?? DEFAULT_MODEL,
  );
  const words = wordsOf(lines);
  const detected = detectSections(readHeadingGrid(lines));
  const header = detected.header;
  const sections = detected.sections.map((s) =>
    s.kind === 'other' && (isTermList(s.lines) || isGroupedTermList(s.lines)) ? { ...s, kind: 'skills' as const } : s,
  );
  // A running header on page 1 (the name and contact details repeated on every page) reads first.
  const firstY = lines.find((l) => l.page === 1)?.y ?? Infinity;
  const runningHead = furniture.filter((l) => l.page === 1 && l.y < firstY);
  const contactLines = [...runningHead, ...lines, ...furniture.filter((l) => !runningHead.includes(l))];
  const contact = extractContact(header, linesOf(sections, 'contact'), contactLines, doc.links);

  const summary = readSummary(linesOf(sections, 'summary'), header, contact, words);

  const work_experience = withoutRepeats(
    parseJobs(splitEntries(readProseEntries(entryLinesOf(sections, 'experience'), 'experience', words), words), contact.location).filter(
      (job) => job.title !== '' || job.company !== '',
    ),
    (job) => [job.title, job.company, job.start_date, job.end_date],
  );

  const education = withoutRepeats(
    parseSchools(splitEntries(readProseEntries(entryLinesOf(sections, 'education'), 'education', words), words)).filter(
      (school) => school.school !== '' || school.degree !== '',
    ),
    (school) => [school.school, school.degree, school.start_date, school.end_date],
  );

  const { skills, groupNames } = readSkillsSection(linesOf(sections, 'skills'), { rightEdge: textRightEdge(lines), words });

  const custom_sections = sections
    .filter((s) => CUSTOM_KINDS.has(s.kind) && s.lines.length > 0)
    .map((s) => ({
      title: s.title,
      // A list of bare bullets (one project per bullet) is one entry per bullet.
      entries: (s.kind === 'interests' ? interestEntries(s.lines) : splitEntries(s.lines.map(splitAtWeight), words))
        .flatMap((entry) => (entry.header.length === 0 ? entry.bullets.map((b) => ({ header: [b], bullets: [] })) : [entry]))
        .map(parseCustomEntry)
        .filter((e) => e.title !== '' || e.description !== ''),
    }))
    .filter((s) => s.entries.length > 0);

  const result: UploadResponse = {
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
  return {
    ...result,
    review: reviewOf(result, [...lines, ...furniture], [...sections.map((s) => s.title), ...groupNames]),
  };
}
