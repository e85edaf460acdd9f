/**
 * Key terms of a job posting, ranked by how much the posting cares about them: how often and
 * how early they appear, whether they sit under a requirements heading or next to words like
 * 'required' or 'must have', and whether the title names them. Vocabulary terms (skills and
 * tools with their synonyms) weigh most; phrases the posting repeats make it work for jobs the
 * vocabulary does not know (logistics, teaching).
 */
import { type Segment, type TermRef, findVocabularyEntry, phraseTerm, splitSegments } from './analyze-text';
import { findCuedItems } from './cue-phrases';
import { stemToken, tokenizeRaw } from './normalize';
import { ROLE_MANAGER_WORDS, type Seniority, SENIORITY_LEVELS, SENIORITY_WORDS, STOPWORDS, type TermKind } from './vocabulary';
import { ADVERBS, DEGREE_WORDS, DESCRIBING_WORDS, GENERIC_NOUNS, PLACES, ROLE_NOUNS, STATE_CODES, VERBS } from './word-classes';

export type RankedTerm = TermRef & {
  score: number;
  /** How many times the posting names it. */
  count: number;
};

export type JobTerms = {
  /** Most important first: skills, tools and the posting's own skill phrases. Never the job title. */
  terms: RankedTerm[];
  /**
   * The job title without rank words ('Data Engineer'). It ranks bullets and skills like a term,
   * but it is the job, not a skill the resume can show, so it is kept out of `terms` and the report.
   */
  title: RankedTerm | null;
  seniority: Seniority | null;
  /** The '5+ years' a posting asks for, when it says. */
  yearsRequired: number | null;
};

export type ExtractOptions = {
  /** The title the user applies for; its words weigh as title words. */
  jobTitle?: string;
  /** The employer: its name in the posting is who hires, not what they ask for. */
  company?: string;
  /** How many terms to keep. */
  limit?: number;
};

const KIND_WEIGHT: Record<TermKind | 'phrase' | 'cued' | 'title', number> = {
  title: 4,
  tool: 3,
  knowledge: 3,
  language: 3,
  qualification: 3,
  skill: 2,
  soft: 1.2,
  phrase: 1.4,
  cued: 2,
};

type SectionKind = 'requirement' | 'responsibility' | 'preferred' | 'boilerplate' | 'neutral';

const SECTION_FACTOR: Record<SectionKind, number> = {
  requirement: 1.5,
  responsibility: 1.25,
  preferred: 1,
  neutral: 1,
  boilerplate: 0.15,
};

const SECTION_HEADINGS: [RegExp, SectionKind][] = [
  [/\b(?:about (?:us|the company|the team)|benefits|perks|how to apply|salary|remuneration|monetary|job types?|work remotely|equal opportunity|compensation|location|locatio|company profile)\b/i, 'boilerplate'],
  [/\b(?:nice to have|good to have|preferred|bonus|additional skills|plus)\b/i, 'preferred'],
  [/\b(?:require|requirements?|qualifications?|qulification|must have|skills|prerequisites|what you(?:'|\u2019)?ll need|what we(?:'|\u2019)?re looking for|who you are|minimum)\b/i, 'requirement'],
  [/\b(?:responsibilities|duties|what you(?:'|\u2019)?ll do|the role|your role|key responsibilities|job description|about the job|day to day)\b/i, 'responsibility'],
];

/** Words that tell a line is a requirement, or only a wish. */
const REQUIRED_LINE = /\b(?:required|must|mandatory|essential|strong|proficien\w*|expert\w*|solid|deep|excellent|minimum)\b/i;
const PREFERRED_LINE = /\b(?:preferred|nice to have|good to have|bonus|a plus|desirable|familiarity)\b/i;

/** Verbs and adjectives that edge a phrase without being the thing itself ('develop scalable APIs'). */
const WEAK_EDGE = new Set(
  `develop build design create maintain manage implement conduct provide support drive define deliver ensure improve
  coordinate perform run set act assess identify utilize utilise apply integrate handle carry meet gather produce write
  learn grasp give accept keep spend love adore evaluate decompose architect automate optimize optimise educate partner
  adhere collaborate communicate lead work join become discover hidden vast smarter even better quickly begin
  excellent effective large complex highly fast innovative robust timely flawless outstanding clean modular
  self-sustaining critically constantly relentlessly independently limited appropriate specific potential overall
  various strong good great solid deep proven demonstrated exceptional exemplary distinctive tactful great
  successful success dynamic global cutting-edge cutting edge leading important incredible engaging premier
  seasoned sense zeal urgent urgency immediately total proper relevant own fully functioning hi-speed monthly weekly
  daily minimum maximum able ready interested responsible similar rich wide broad deep`
    .split(/\s+/)
    .filter(Boolean),
);

function classifyHeading(line: string): SectionKind | null {
  const words = line.trim().split(/\s+/).length;
  // A heading is short; a long line that mentions 'skills' is a requirement line, not a heading.
  if (words > 7 && !line.trim().endsWith(':')) return null;
  for (const [pattern, kind] of SECTION_HEADINGS) if (pattern.test(line)) return kind;
  return line.trim().endsWith(':') ? 'neutral' : null;
}

type Candidate = {
  term: TermRef;
  weights: number[];
  surface: Map<string, number>;
};

function addOccurrence(candidates: Map<string, Candidate>, term: TermRef, weight: number, surface: string) {
  const id = term.canonical ? `v:${term.canonical}` : `p:${term.key}`;
  let candidate = candidates.get(id);
  if (!candidate) {
    candidate = { term, weights: [], surface: new Map() };
    candidates.set(id, candidate);
  }
  candidate.weights.push(weight);
  candidate.surface.set(surface, (candidate.surface.get(surface) ?? 0) + 1);
}

/** Words that break a phrase: filler, roles, degrees, numbers, addresses. */
function isContentToken(raw: string, stem: string): boolean {
  const lower = raw.toLowerCase();
  if (STOPWORDS.has(lower) || WEAK_EDGE.has(lower) || STOPWORDS.has(stem)) return false;
  // A role is the job ('developer', 'TPMs'), a degree an education fact ('BS', 'MS'): neither is a skill.
  if (ROLE_NOUNS.has(stem) || DEGREE_WORDS.has(stem) || DEGREE_WORDS.has(lower)) return false;
  // Gerunds describe the work ('developing'); the nouns around them are the terms.
  if (/ing$/.test(lower) && lower.length > 5) return false;
  if (/^\d/.test(lower) || lower.includes('@') || /\.(?:com|in|org|net|io)$/.test(lower)) return false;
  // Short words are noise unless written as an acronym ('POD', 'KPI').
  return lower.length >= 3 || (raw.length >= 2 && raw === raw.toUpperCase());
}

/** Hyphenated describing words: 'high-volume', 'mission-critical', 'web-based', 'user-friendly'. */
const DESCRIBING_COMPOUND =
  /-(?:based|driven|oriented|friendly|grade|critical|level|scale|class|facing|paced|volume|quality|performance|centric|focused|minded|winning|known|depth|on|new|wide|sized|time|art|edge|specific|related)$/;

/** Colours a phrase without naming anything: trimmed from either edge of a phrase. */
function isDescribing(lower: string, stem: string): boolean {
  if (DESCRIBING_WORDS.has(stem) || ADVERBS.has(stem) || DESCRIBING_COMPOUND.test(lower)) return true;
  // Adverbs ('often' aside, which the list has) and evaluative adjectives announce themselves by their endings.
  return lower.length > 4 && /(?:ly|ous|ful|less|able|ible)$/.test(lower);
}

/**
 * The skill inside a run of content words: describing words come off both edges and a leading verb
 * ('look forward', 'often high-volume', 'profound insight' -> 'insight'); what is left must hold
 * one word that is not a generic noun, or it names nothing ('tech solutions', 'data sets').
 */
function trimPhrase(segment: Segment, start: number, length: number): [number, number] | null {
  // Plain loops over the arrays, no helper closures: this runs for every phrase of every posting.
  const { raw, stems } = segment;
  let from = start;
  let to = start + length;
  while (from < to && (isDescribing(lowerAt(raw, from), stems[from] ?? '') || VERBS.has(stems[from] ?? ''))) from++;
  // A phrase ends on its noun: a describing word or a participle ('aligned') is never the head.
  while (to > from && (isDescribing(lowerAt(raw, to - 1), stems[to - 1] ?? '') || /[a-z]ed$/.test(lowerAt(raw, to - 1)))) to--;
  if (from === to) return null;
  for (let i = from; i < to; i++) if (!GENERIC_NOUNS.has(stems[i] ?? '')) return [from, to - from];
  return null;
}

function lowerAt(raw: string[], i: number): string {
  return (raw[i] ?? '').toLowerCase();
}

/** Phrase words keep the posting's capitals only for acronyms; 'Invoice Validation' reads as 'invoice validation'. */
function displayPhrase(raw: string[]): string {
  return raw.map((t) => (t.length > 1 && t === t.toUpperCase() && /[A-Z]/.test(t) ? t : t.toLowerCase())).join(' ');
}

function collectPhrases(segment: Segment, blocked: boolean[], weight: number, candidates: Map<string, Candidate>) {
  // Runs of adjacent content words are the phrase candidates; any other word ends a run.
  let runStart = -1;
  const length = segment.raw.length;
  for (let i = 0; i < length; i++) {
    if (!segment.vocab[i] && !blocked[i] && isContentToken(segment.raw[i] ?? '', segment.stems[i] ?? '')) {
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      addPhrases(segment, runStart, i - runStart, weight, candidates);
      runStart = -1;
    }
  }
  if (runStart >= 0) addPhrases(segment, runStart, length - runStart, weight, candidates);
}

/** The phrase candidates of one run of content words. */
function addPhrases(segment: Segment, start: number, length: number, weight: number, candidates: Map<string, Candidate>) {
  const trimmed = trimPhrase(segment, start, length);
  if (!trimmed) return;
  // A long run is several things side by side: its word pairs are the candidates, each trimmed again.
  if (trimmed[1] <= 3) addPhrase(segment, trimmed, weight, candidates);
  else for (let i = trimmed[0]; i + 1 < trimmed[0] + trimmed[1]; i++) addPhrase(segment, trimPhrase(segment, i, 2), weight, candidates);
}

function addPhrase(segment: Segment, span: [number, number] | null, weight: number, candidates: Map<string, Candidate>) {
  if (!span) return;
  const [start, length] = span;
  // The posting's own words; displayPhrase runs once per distinct form, in mostFrequent.
  const surface = segment.raw.slice(start, start + length).join(' ');
  const term: TermRef = { label: surface, key: segment.stems.slice(start, start + length).join(' '), kind: 'phrase', canonical: null };
  addOccurrence(candidates, term, weight * (length > 1 ? 1 : 0.7), surface);
}

/** Stem runs that name who and where: the employer and places. */
type NameIndex = Map<string, string[][]>;

function indexNames(names: string[][]): NameIndex {
  const index: NameIndex = new Map();
  for (const name of names) {
    const first = name[0];
    if (!first) continue;
    const list = index.get(first) ?? [];
    list.push(name);
    index.set(first, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.length - a.length);
  return index;
}

const PLACE_INDEX = indexNames([...PLACES]);

/** 'based in South Delhi', 'located in Springfield': the capitalised words after these are a place. */
const PLACE_LEADS = new Set(['based in', 'located in', 'headquartered in', 'offices in', 'office in', 'relocate to']);

/** Marks the tokens of a segment that name the employer or a place; they are never a term. */
function findBlocked(segment: Segment, names: NameIndex): boolean[] {
  const blocked = segment.raw.map(() => false);
  const { raw, stems, vocab } = segment;
  // 'San Francisco, CA': a state code counts alone between commas, in capitals.
  if (raw.length === 1 && STATE_CODES.has(raw[0] ?? '')) blocked[0] = true;
  for (let i = 0; i < stems.length; i++) {
    const stem = stems[i] ?? '';
    blockName(names.get(stem), segment, i, blocked);
    blockName(PLACE_INDEX.get(stem), segment, i, blocked);
    const previous = raw[i - 1];
    if (i >= 2 && (previous === 'in' || previous === 'to') && PLACE_LEADS.has(`${raw[i - 2]?.toLowerCase()} ${previous}`)) {
      for (let k = i; k < raw.length && /^[A-Z]/.test(raw[k] ?? '') && !vocab[k]; k++) blocked[k] = true;
    }
  }
  return blocked;
}

/** Blocks the longest of the names that starts at token i, unless the vocabulary claims its words. */
function blockName(candidates: string[][] | undefined, segment: Segment, i: number, blocked: boolean[]) {
  if (!candidates) return;
  for (const name of candidates) {
    if (!name.every((s, k) => segment.stems[i + k] === s && !segment.vocab[i + k])) continue;
    for (let k = 0; k < name.length; k++) blocked[i + k] = true;
    return;
  }
}

const LEGAL_SUFFIXES = new Set(['inc', 'llc', 'ltd', 'limited', 'corp', 'corporation', 'co', 'gmbh', 'plc', 'pvt', 'private', 'llp', 'ag', 'sa']);

function nameStems(name: string): string[] {
  return tokenizeRaw(name)
    .map((t) => t.toLowerCase())
    .filter((t) => !LEGAL_SUFFIXES.has(t))
    .map(stemToken);
}

/** The employer's names: the one given with the job, and any 'About <Name>' heading in the posting. */
function findEmployerNames(lines: string[], company: string | undefined): string[][] {
  const names = company ? [nameStems(company)] : [];
  for (const line of lines) {
    const about = /^[Aa]bout\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s*:?$/.exec(line);
    if (about?.[1] && !/^(?:us|the|our|you|this)\b/i.test(about[1])) names.push(nameStems(about[1]));
  }
  return names.filter((n) => n.length > 0);
}

/** The things a line asks for after 'experience with', 'knowledge of', 'such as' (cue-phrases.ts). */
function collectCuedItems(line: string, weight: number, candidates: Map<string, Candidate>) {
  for (const item of findCuedItems(line)) {
    const term = phraseTerm(item);
    // A taxonomy name is counted where it stands; a cue adds what the taxonomies do not know.
    if (term.canonical || !term.key) continue;
    addOccurrence(candidates, { ...term, kind: 'cued' }, weight * KIND_WEIGHT.cued, item);
  }
}

/** Words that make a language name a skill asked for ('fluent German'), not an adjective ('a Danish company'). */
const LANGUAGE_CUE = /\b(?:speak\w*|spoken|fluen\w*|written|writing|language\w*|proficien\w*|native|bilingual|verbal|oral|read\w*|mother tongue)\b/i;

function collectVocabulary(segment: Segment, weight: number, candidates: Map<string, Candidate>, context: { languagesAsked: boolean }) {
  let previous: string | null = null;
  segment.vocab.forEach((canonical, i) => {
    if (!canonical || (canonical === previous && segment.vocab[i - 1] === canonical)) {
      previous = canonical;
      return;
    }
    previous = canonical;
    const entry = findVocabularyEntry(canonical);
    const kind = entry?.kind ?? 'skill';
    if (kind === 'language' && !context.languagesAsked) return;
    const term: TermRef = { label: canonical, key: canonical.toLowerCase(), kind, canonical };
    let end = i + 1;
    while (segment.vocab[end] === canonical) end++;
    // 'BS/BA degree', 'Master's degree': the degree word belongs to the name the posting uses.
    if (kind === 'qualification' && /^degrees?$/i.test(segment.raw[end] ?? '')) end++;
    // The posting's own words are what an ATS matches: 'ReactJS' stays 'ReactJS'.
    addOccurrence(candidates, term, weight * KIND_WEIGHT[kind], segment.raw.slice(i, end).join(' '));
  });
}

/** The title without its seniority words: 'Senior Data Engineer' asks for a 'Data Engineer'. */
function titleTerm(jobTitle: string): TermRef | null {
  const core = jobTitle
    .split(/[,(|/]|\s[-\u2013]\s/)[0]
    ?.split(/\s+/)
    .filter((w) => w && !TITLE_RANK_WORDS.has(w.toLowerCase().replace(/\.$/, '')))
    .join(' ')
    .trim();
  if (!core || core.split(/\s+/).length > 4) return null;
  const term = phraseTerm(core, 'title');
  return term.key ? term : null;
}

/** Rank words a title can drop and still name the same job; 'manager' or 'director' are the job itself. */
const TITLE_RANK_WORDS = new Set(['senior', 'sr', 'junior', 'jr', 'lead', 'principal', 'staff', 'entry', 'mid', 'level', 'trainee', 'i', 'ii', 'iii', 'iv']);

/** 'Job Title: Data Engineer (5+ years)' names the job 'Data Engineer'. */
function cleanTitle(line: string): string {
  return line.replace(/^\s*job\s+(?:description|title|posting)\s*[:\-\u2013]\s*/i, '').trim();
}

/**
 * The level a title names. The most senior word wins ('Senior Director' is a director, 'Senior
 * Staff Engineer' staff), except that 'manager' after a role word is the role ('Senior Product
 * Manager' is senior, 'Lead Technical Program Manager' lead), and 'vice president' is a VP.
 */
export function detectTitleSeniority(title: string): Seniority | null {
  const words = title.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  let seniority: Seniority | null = null;
  words.forEach((word, i) => {
    let level = SENIORITY_WORDS[word];
    if (word === 'president' && words[i - 1] === 'vice') level = 'vp';
    if (level === 'manager' && ROLE_MANAGER_WORDS.has(words[i - 1] ?? '')) level = undefined;
    // 'Head of Engineering' is a level; 'head' elsewhere ('head chef') is not a corporate one.
    if (level === 'head' && words[i + 1] !== 'of') level = undefined;
    if (level && (!seniority || SENIORITY_LEVELS.indexOf(level) > SENIORITY_LEVELS.indexOf(seniority))) seniority = level;
  });
  return seniority;
}

/** Years the posting asks for stand in for a level only when the title names none. */
function seniorityFromYears(years: number): Seniority {
  return years >= 8 ? 'staff' : years >= 5 ? 'senior' : years >= 2 ? 'mid' : 'junior';
}

function detectSeniority(title: string, text: string): { seniority: Seniority | null; yearsRequired: number | null } {
  const years = [...text.matchAll(YEARS_PATTERN)].map((m) => Number(m[1])).filter((n) => n > 0 && n < 40);
  const yearsRequired = years.length > 0 ? Math.max(...years) : null;
  const seniority = detectTitleSeniority(title) ?? (yearsRequired === null ? null : seniorityFromYears(yearsRequired));
  return { seniority, yearsRequired };
}

const YEARS_PATTERN = /(\d{1,2})\s*(?:\+|-\s*\d{1,2}\s*\+?)?\s*(?:\+\s*)?years?/gi;

/** A title is a short line that is not a sentence: a posting that opens with a sentence has no title line. */
function looksLikeTitle(line: string): boolean {
  return line.split(/\s+/).length <= 8 && !/[.!?]$/.test(line);
}

/** An equal-opportunity or legal notice lists protected traits, not skills ('without regard to … veteran status'). */
const LEGAL_NOTICE = /\b(?:equal (?:employment )?opportunit|without regard to|regardless of|discriminat|protected (?:class|characteristic|veteran)|national origin|sexual orientation|gender identity|affirmative action|reasonable accommodation)/i;

/** De-identification marks ('<ORGANIZATION>', '<CONTACT>') stand for a name: they break a phrase and are no term. */
const PLACEHOLDER = /<[A-Z][A-Z_ ]*>/g;

export function extractJobTerms(jobDescription: string, options: ExtractOptions = {}): JobTerms {
  const lines = jobDescription
    .split(/\r?\n/)
    .map((l) => l.replace(PLACEHOLDER, ';').trim());
  const contentLines = lines.filter(Boolean);
  const jobTitle = cleanTitle(options.jobTitle?.trim() || contentLines[0] || '');
  const names = indexNames(findEmployerNames(contentLines, options.company));
  const candidates = new Map<string, Candidate>();

  let section: SectionKind = 'neutral';
  let position = 0;
  const seen = new Set<string>();
  for (const line of lines) {
    if (!line) continue;
    // A line said twice (a posting pasted with its duplicate, a repeated footer) asks once.
    const lineKey = line.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    if (seen.has(lineKey)) continue;
    seen.add(lineKey);
    const heading = classifyHeading(line);
    if (heading) section = heading;
    const positionFactor = 1 + 0.3 * (1 - position / Math.max(contentLines.length, 1));
    position++;
    let lineFactor = SECTION_FACTOR[LEGAL_NOTICE.test(line) ? 'boilerplate' : section];
    if (section !== 'boilerplate') {
      if (REQUIRED_LINE.test(line)) lineFactor *= 1.3;
      if (PREFERRED_LINE.test(line)) lineFactor *= 0.85;
    }
    // The posting's first line is almost always its title: its skills weigh double, its words are the job's name.
    const isTitleLine = position === 1 && looksLikeTitle(line);
    if (isTitleLine) lineFactor *= 2;
    const weight = lineFactor * positionFactor;
    const segments = splitSegments(line);
    const languagesAsked = LANGUAGE_CUE.test(line);
    for (const segment of segments) {
      collectVocabulary(segment, weight, candidates, { languagesAsked });
      if (!isTitleLine) collectPhrases(segment, findBlocked(segment, names), KIND_WEIGHT.phrase * weight, candidates);
    }
    if (!isTitleLine && section !== 'boilerplate' && !LEGAL_NOTICE.test(line)) {
      collectCuedItems(line, weight, candidates);
    }
  }

  // Title words: the title the user gave (or the first line) marks what the job is about.
  for (const segment of splitSegments(jobTitle)) {
    collectVocabulary(segment, 3, candidates, { languagesAsked: false });
  }
  const titleRef = titleTerm(jobTitle);
  const titleKey = titleRef ? ` ${titleRef.key} ` : '';
  const title: RankedTerm | null = titleRef ? { ...titleRef, score: KIND_WEIGHT.title * 2, count: 1 } : null;

  const ranked: RankedTerm[] = [];
  for (const candidate of candidates.values()) {
    const count = candidate.weights.length;
    const isPhrase = candidate.term.kind === 'phrase';
    const words = candidate.term.key.split(' ').length;
    // A phrase the posting says once is as likely filler as a term; single words need repetition.
    if (isPhrase && (words === 1 || count < 2)) continue;
    // Part of the job's own name ('english teacher' of 'Primary English Teacher') is the job, not a skill.
    if (isPhrase && titleKey.includes(` ${candidate.term.key} `)) continue;
    // A taxonomy may list the job itself ('data engineer'): the title is the job, not a skill.
    if (titleRef && candidate.term.canonical && phraseTerm(mostFrequent(candidate.surface), 'title').key === titleRef.key) continue;
    // Diminishing returns: the fifth mention adds less than the first.
    const sorted = [...candidate.weights].sort((a, b) => b - a);
    const score = sorted.reduce((sum, w, i) => sum + w / (1 + i * 0.5), 0);
    const label = mostFrequent(isPhrase ? displayForms(candidate.surface) : candidate.surface);
    ranked.push({ ...candidate.term, label, score: round(score), count });
  }
  ranked.sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
  const limit = options.limit ?? 40;
  return { terms: dropNestedPhrases(ranked).slice(0, limit), title, ...detectSeniority(jobTitle, jobDescription) };
}

/** A single word that only repeats a stronger phrase's word adds nothing ('billing' beside 'monthly billing'). */
function dropNestedPhrases(terms: RankedTerm[]): RankedTerm[] {
  const kept: RankedTerm[] = [];
  for (const term of terms) {
    const nested = kept.some(
      (k) => !k.canonical && !term.canonical && k.key !== term.key && ` ${k.key} `.includes(` ${term.key} `),
    );
    if (!nested) kept.push(term);
  }
  return kept;
}

/** Counts a phrase's surfaces by how they are displayed: 'Memory Management' and 'memory management' are one form. */
function displayForms(surface: Map<string, number>): Map<string, number> {
  const forms = new Map<string, number>();
  for (const [raw, count] of surface) {
    const form = displayPhrase(raw.split(' '));
    forms.set(form, (forms.get(form) ?? 0) + count);
  }
  return forms;
}

function mostFrequent(surface: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [form, count] of surface) {
    // At equal counts the form written inside a sentence wins: 'Machine learning' only opened one.
    if (count > bestCount || (count === bestCount && (capitals(form) < capitals(best) || (capitals(form) === capitals(best) && form < best)))) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}

function capitals(s: string): number {
  return s.replace(/[^A-Z]/g, '').length;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
