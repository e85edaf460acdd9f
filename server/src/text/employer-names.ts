/**
 * Who hires and where: the employer's name, its short forms and places are never a term of the
 * posting. A posting names its employer over and over ('At Globex we …', 'Globex Cloud'), and a
 * reader that counts repetition would otherwise rank the employer first; a resume cannot list it.
 */
import type { Segment } from './analyze-text';
import { stemToken, tokenizeRaw } from './normalize';
import { STOPWORDS } from './vocabulary';
import { DESCRIBING_WORDS, GENERIC_NOUNS, PLACES, ROLE_NOUNS, STATE_CODES } from './word-classes';

/** A name as stems; a full name is blocked even where the vocabulary knows it ('Oracle' hiring). */
type Name = { stems: string[]; full: boolean; acronym?: boolean };

/** Names by their first stem, longest first, so the longest name at a token wins. */
export type NameIndex = Map<string, Name[]>;

export const LEGAL_SUFFIXES = new Set([
  'inc',
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'plc',
  'pvt',
  'private',
  'llp',
  'ag',
  'sa',
  'group',
  'holdings',
]);

const NAME_LIKE = String.raw`[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of|and|de)){0,3}`;

/** How postings name their employer in their own text: headings, greetings, notices, labels. */
const NAME_PATTERNS = [
  new RegExp(String.raw`^[Aa]bout\s+(${NAME_LIKE})\s*:?$`),
  new RegExp(String.raw`^(?:[Ww]hy|[Jj]oin|[Ll]ife at|[Ww]orking at)\s+(${NAME_LIKE})\s*[:?!]?$`),
  new RegExp(String.raw`^At\s+(${NAME_LIKE}),\s+(?:we|our|you)\b`),
  new RegExp(String.raw`^(?:[Cc]ompany|[Ee]mployer|[Oo]rgani[sz]ation)(?:\s+[Nn]ame)?\s*:\s*(${NAME_LIKE})\s*$`),
  new RegExp(String.raw`\b(${NAME_LIKE})\s+is (?:proud\s+to\s+be\s+)?an equal (?:opportunity|employment)`),
];

/** Words a name-shaped capture may start with that are no name ('About Us', 'Join Our Team'). */
const NOT_A_NAME = /^(?:us|the|our|you|your|this|we|a|an|it|me)\b/i;

function words(name: string): string[] {
  const tokens = tokenizeRaw(name);
  let end = tokens.length;
  while (end > 0 && LEGAL_SUFFIXES.has((tokens[end - 1] ?? '').toLowerCase())) end--;
  return tokens.slice(0, end);
}

const stemsOf = (tokens: string[]) => tokens.map((t) => stemToken(t.toLowerCase()));

/** A word that could be the employer alone ('Globex' of 'Globex Industries'); 'General' or 'First' could not. */
function distinctive(token: string): boolean {
  const lower = token.toLowerCase();
  const stem = stemToken(lower);
  return (
    lower.length >= 3 &&
    /^[A-Z]/.test(token) &&
    !STOPWORDS.has(lower) &&
    !DESCRIBING_WORDS.has(stem) &&
    !GENERIC_NOUNS.has(stem) &&
    !ROLE_NOUNS.has(stem)
  );
}

/**
 * A name and the short forms people write for it: without its legal suffix ('Globex Industries
 * Inc.' -> 'Globex Industries'), its first word when that word is distinctive ('Globex'), and the
 * acronym of its initials ('International Business Machines' -> 'IBM').
 */
function namesOf(name: string): Name[] {
  const tokens = words(name);
  if (tokens.length === 0) return [];
  const names: Name[] = [{ stems: stemsOf(tokens), full: true }];
  const content = tokens.filter((t) => !STOPWORDS.has(t.toLowerCase()) && t !== '&');
  if (content.length > 1 && distinctive(content[0] ?? '')) names.push({ stems: stemsOf([content[0] ?? '']), full: false });
  if (content.length >= 3)
    names.push({
      stems: [
        content
          .map((t) => t[0])
          .join('')
          .toLowerCase(),
      ],
      full: true,
      acronym: true,
    });
  return names;
}

/** The employer's names: the one given with the job, and the names the posting gives itself. */
export function findEmployerNames(lines: string[], company: string | undefined): NameIndex {
  const names = company ? namesOf(company) : [];
  for (const line of lines) {
    for (const pattern of NAME_PATTERNS) {
      const captured = pattern.exec(line.trim())?.[1];
      if (captured && !NOT_A_NAME.test(captured)) names.push(...namesOf(captured));
    }
  }
  return indexNames(names);
}

function indexNames(names: Name[]): NameIndex {
  const index: NameIndex = new Map();
  for (const name of names) {
    const first = name.stems[0];
    if (!first) continue;
    const list = index.get(first) ?? [];
    if (!list.some((n) => n.stems.join(' ') === name.stems.join(' '))) list.push(name);
    index.set(first, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return index;
}

const PLACE_INDEX = indexNames(PLACES.map((stems) => ({ stems: [...stems], full: false })));

/** 'based in Springfield', 'located in Riverside': the capitalised words after these are a place. */
const PLACE_LEADS = new Set(['based in', 'located in', 'headquartered in', 'offices in', 'office in', 'relocate to']);

/** What a token names: nothing, a place, or the employer (never a term, not even a vocabulary one). */
export const Blocked = { None: 0, Place: 1, Employer: 2 } as const;
export type Blocked = (typeof Blocked)[keyof typeof Blocked];

/** Marks the tokens of a segment that name the employer or a place. */
export function findBlocked(segment: Segment, employer: NameIndex): Blocked[] {
  const blocked: Blocked[] = segment.raw.map(() => Blocked.None);
  const { raw, stems, vocab } = segment;
  // 'San Francisco, CA': a state code counts alone between commas, in capitals.
  if (raw.length === 1 && STATE_CODES.has(raw[0] ?? '')) blocked[0] = Blocked.Place;
  for (let i = 0; i < stems.length; i++) {
    const stem = stems[i] ?? '';
    const end = blockName(employer.get(stem), segment, i, blocked, Blocked.Employer);
    // 'Globex Inc.' in the text: the suffix goes with the name.
    if (end > i && LEGAL_SUFFIXES.has((raw[end] ?? '').toLowerCase())) blocked[end] = Blocked.Employer;
    blockName(PLACE_INDEX.get(stem), segment, i, blocked, Blocked.Place);
    const previous = raw[i - 1];
    if (i >= 2 && (previous === 'in' || previous === 'to') && PLACE_LEADS.has(`${raw[i - 2]?.toLowerCase()} ${previous}`)) {
      for (let k = i; k < raw.length && /^[A-Z]/.test(raw[k] ?? '') && !vocab[k]; k++) blocked[k] = Blocked.Place;
    }
  }
  return blocked;
}

/**
 * Blocks the longest name that starts at token i; returns where it ends (i when none). A short
 * form or a place yields to the vocabulary ('Spring' the framework, 'Phoenix' the tool); the
 * employer's full name does not.
 */
function blockName(candidates: Name[] | undefined, segment: Segment, i: number, blocked: Blocked[], as: Blocked): number {
  if (!candidates) return i;
  for (const name of candidates) {
    if (!name.stems.every((s, k) => segment.stems[i + k] === s && (name.full || !segment.vocab[i + k]))) continue;
    // An acronym counts only in capitals ('IBM'); 'ibm' in lower case could be any word.
    if (name.acronym && /[a-z]/.test(segment.raw[i] ?? '')) continue;
    for (let k = 0; k < name.stems.length; k++) blocked[i + k] = as;
    return i + name.stems.length;
  }
  return i;
}

/** Whether an item the posting asks for is only the employer's name ('experience at Globex'). */
export function isEmployerName(itemTokens: string[], employer: NameIndex): boolean {
  const stems = stemsOf(words(itemTokens.join(' ')));
  const candidates = employer.get(stems[0] ?? '') ?? [];
  return candidates.some((name) => name.stems.length === stems.length && name.stems.every((s, k) => stems[k] === s));
}
