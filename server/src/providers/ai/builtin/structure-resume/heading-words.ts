/**
 * Whether a line's words name a section: the vocabulary's wordings, a letter-spaced heading
 * squashed into one word, or two or three words named by their last ('Clinical Skills'); and
 * whether a line is shaped like a heading at all.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { VOCABULARY, type SectionKind } from './section-vocabulary';

function normalizeWords(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type VocabularyEntry = { kind: Exclude<SectionKind, 'other'>; phrase: string };

const ENTRIES: VocabularyEntry[] = Object.entries(VOCABULARY).flatMap(([kind, phrases]) =>
  phrases.map((phrase) => ({ kind: kind as VocabularyEntry['kind'], phrase })),
);
const BY_PHRASE = new Map(ENTRIES.map((e) => [e.phrase, e]));
/** Letter-spaced headings lose their word breaks ('WORKEXPERIENCE'): match those without spaces. */
const BY_SQUASHED = new Map(ENTRIES.map((e) => [e.phrase.replace(/ /g, ''), e]));

/**
 * Headings of two or three words named by their last word: 'Clinical Skills', 'Teaching
 * Experience', 'Selected Achievements'. Checked after the exact wordings, so 'Volunteer Experience' stays
 * volunteering.
 */
const LAST_WORD_KINDS: [string, VocabularyEntry['kind']][] = [
  ['skills', 'skills'],
  // 'Technical Strengths', 'Core Competencies', 'Language Proficiencies': the other words for them.
  ['strengths', 'skills'],
  ['competencies', 'skills'],
  ['proficiencies', 'skills'],
  ['experience', 'experience'],
  // 'Academic Appointments', 'Previous Positions', 'Recent Employment': what academic CVs and
  // older conventions call the jobs.
  ['appointments', 'experience'],
  ['positions', 'experience'],
  ['employment', 'experience'],
  ['education', 'education'],
  ['certifications', 'certifications'],
  ['projects', 'projects'],
  ['awards', 'awards'],
  ['achievements', 'awards'],
  ['honors', 'awards'],
  ['publications', 'publications'],
  ['summary', 'summary'],
];

/** The section a heading text names, if it is one we know. */
export function classifyHeading(text: string): VocabularyEntry | null {
  // 'My career', 'My education': the possessive names nothing.
  const words = normalizeWords(text.replace(/:\s*$/, '')).replace(/^my (?=\S+)/, '');
  if (words === '') return null;
  const squashed = words.replace(/ /g, '');
  const known = BY_PHRASE.get(words) ?? BY_SQUASHED.get(squashed);
  if (known) return known;
  // 'Skills & Proficiency': two names of one kind of section joined; a name may be in the singular.
  const joined = words.split(' and ');
  if (joined.length === 2) {
    const kinds = joined.map(
      (part) => (BY_PHRASE.get(part) ?? BY_PHRASE.get(part.replace(/y$/, 'ies')) ?? BY_PHRASE.get(`${part}s`))?.kind,
    );
    if (kinds[0] !== undefined && kinds[0] === kinds[1]) return { kind: kinds[0], phrase: words };
  }
  const wordCount = words.split(' ').length;
  for (const [last, kind] of LAST_WORD_KINDS) {
    // Spaced words, or a letter-spaced heading squashed into one ('CLINICALSKILLS').
    const isNamed =
      (wordCount >= 2 && wordCount <= 3 && words.endsWith(` ${last}`)) ||
      (wordCount === 1 && squashed.length > last.length + 2 && squashed.endsWith(last));
    if (isNamed) return { kind, phrase: wordCount === 1 ? `${squashed.slice(0, -last.length)} ${last}` : words };
  }
  return null;
}

export function isHeadingShaped(line: ExtractedLine): boolean {
  const text = line.text.trim();
  if (line.isListItem || text.length > 40 || text.includes('\t')) return false;
  if (/[@\d]|https?:|www\./i.test(text)) return false;
  const tokens = text.replace(/:$/, '').split(/\s+/);
  // Letter-spaced capitals ('S K I L L S') are one word per run of single letters.
  const words = tokens.filter((t, i) => t.length > 1 || (tokens[i - 1]?.length ?? 2) > 1);
  return words.length <= 4 && /^[\p{L}&/' -]+:?$/u.test(text);
}
