/**
 * The built-in resume structurer (DESIGN decision 4): turns an extracted document into the upload
 * response by layout and vocabulary alone. Deterministic, offline, and it only copies text that is
 * in the file: every value below is a substring (or a join of substrings) of the document or a link in it.
 */
import type { UploadResponse } from '@hireready/contract';
import type { ExtractedDocument } from '../../../extraction/extracted-document';
import { detectSections, type Section } from './detect-sections';
import { extractContact } from './extract-contact';
import { extractSkills } from './extract-skills';
import { parseCustomEntry, parseJobs, parseSchool } from './parse-entries';
import { splitEntries } from './split-entries';

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

function joinParagraph(lines: string[]): string {
  return lines
    .join(' ')
    .replace(/(\p{L})- (\p{L})/gu, '$1-$2')
    .replace(/\s+/g, ' ')
    .trim();
}

export function structureResumeBuiltin(doc: ExtractedDocument): UploadResponse {
  const { header, sections } = detectSections(doc.lines);
  const contact = extractContact(header, linesOf(sections, 'contact'), doc.lines, doc.links);

  const summary = joinParagraph(linesOf(sections, 'summary').map((l) => l.text.replace(/\t/g, ' ')));

  const work_experience = parseJobs(splitEntries(linesOf(sections, 'experience'))).filter(
    (job) => job.title !== '' || job.company !== '',
  );

  const education = splitEntries(linesOf(sections, 'education'))
    .map(parseSchool)
    .filter((school) => school.school !== '' || school.degree !== '');

  const skills = extractSkills(linesOf(sections, 'skills'));

  const custom_sections = sections
    .filter((s) => CUSTOM_KINDS.has(s.kind) && s.lines.length > 0)
    .map((s) => ({
      title: s.title,
      entries: splitEntries(s.lines)
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
