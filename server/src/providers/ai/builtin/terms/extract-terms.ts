/**
 * Key terms of a job posting, ranked by how much the posting cares about them: how often and
 * how early they appear, whether they sit under a requirements heading or next to words like
 * 'required' or 'must have', and whether the title names them. Vocabulary terms (skills and
 * tools with their synonyms) weigh most; phrases the posting repeats make it work for jobs the
 * vocabulary does not know (logistics, teaching).
 */
import { type Segment, type TermRef, findVocabularyEntry, phraseTerm, splitSegments } from './analyze-text';
import { type Seniority, SENIORITY_LEVELS, SENIORITY_WORDS, STOPWORDS, type TermKind } from './vocabulary';

export type RankedTerm = TermRef & {
  score: number;
  /** How many times the posting names it. */
  count: number;
};

export type JobTerms = {
  /** Most important first. */
  terms: RankedTerm[];
  seniority: Seniority | null;
  /** The '5+ years' a posting asks for, when it says. */
  yearsRequired: number | null;
};

export type ExtractOptions = {
  /** The title the user applies for; its words weigh as title words. */
  jobTitle?: string;
  /** How many terms to keep. */
  limit?: number;
};

const KIND_WEIGHT: Record<TermKind | 'phrase' | 'title', number> = {
  title: 4,
  skill: 3,
  tool: 3,
  domain: 2,
  soft: 1.2,
  phrase: 1.4,
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

function isContentToken(raw: string, stem: string): boolean {
  const lower = raw.toLowerCase();
  if (STOPWORDS.has(lower) || WEAK_EDGE.has(lower) || STOPWORDS.has(stem)) return false;
  // Adverbs and gerunds describe the work ('often', 'developing'); the nouns around them are the terms.
  if (/(?:ly|ing)$/.test(lower) && lower.length > 5) return false;
  if (/^\d/.test(lower) || lower.includes('@') || /\.(?:com|in|org|net|io)$/.test(lower)) return false;
  // Short words are noise unless written as an acronym ('POD', 'KPI').
  return lower.length >= 3 || (raw.length >= 2 && raw === raw.toUpperCase());
}

/** Phrase words keep the posting's capitals only for acronyms; 'Invoice Validation' reads as 'invoice validation'. */
function displayPhrase(raw: string[]): string {
  return raw.map((t) => (t.length > 1 && t === t.toUpperCase() && /[A-Z]/.test(t) ? t : t.toLowerCase())).join(' ');
}

function collectPhrases(segment: Segment, weight: number, candidates: Map<string, Candidate>) {
  let run: number[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const spans: [number, number][] = [];
    if (run.length <= 3) spans.push([run[0] ?? 0, run.length]);
    else for (let i = 0; i + 1 < run.length; i++) spans.push([run[i] ?? 0, 2]);
    for (const [start, length] of spans) {
      const raw = segment.raw.slice(start, start + length);
      const stems = segment.stems.slice(start, start + length);
      const term: TermRef = { label: displayPhrase(raw), key: stems.join(' '), kind: 'phrase', canonical: null };
      addOccurrence(candidates, term, weight * (length > 1 ? 1 : 0.7), term.label);
    }
    run = [];
  };
  segment.raw.forEach((raw, i) => {
    const stem = segment.stems[i] ?? '';
    if (segment.vocab[i] || !isContentToken(raw, stem)) return flush();
    // Tokens must be adjacent to form one phrase.
    if (run.length > 0 && run.at(-1) !== i - 1) flush();
    run.push(i);
  });
  flush();
}

function collectVocabulary(segment: Segment, weight: number, candidates: Map<string, Candidate>) {
  let previous: string | null = null;
  segment.vocab.forEach((canonical, i) => {
    if (!canonical || (canonical === previous && segment.vocab[i - 1] === canonical)) {
      previous = canonical;
      return;
    }
    previous = canonical;
    const entry = findVocabularyEntry(canonical);
    const kind = entry?.kind ?? 'skill';
    const term: TermRef = { label: canonical, key: canonical.toLowerCase(), kind, canonical };
    addOccurrence(candidates, term, weight * KIND_WEIGHT[kind], canonical);
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

/** 'Job Description: Product Manager (10+ Years of Experience)' names the job 'Product Manager'. */
function cleanTitle(line: string): string {
  return line.replace(/^\s*job\s+(?:description|title|posting)\s*[:\-\u2013]\s*/i, '').trim();
}

function detectSeniority(title: string, text: string): { seniority: Seniority | null; yearsRequired: number | null } {
  let seniority: Seniority | null = null;
  for (const word of title.toLowerCase().split(/[^a-z]+/)) {
    const level = SENIORITY_WORDS[word];
    if (level && (!seniority || SENIORITY_LEVELS.indexOf(level) > SENIORITY_LEVELS.indexOf(seniority))) seniority = level;
  }
  const years = [...text.matchAll(/(\d{1,2})\s*(?:\+|-\s*\d{1,2}\s*\+?)?\s*(?:\+\s*)?years?/gi)]
    .map((m) => Number(m[1]))
    .filter((n) => n > 0 && n < 40);
  const yearsRequired = years.length > 0 ? Math.max(...years) : null;
  if (!seniority && yearsRequired !== null) {
    seniority = yearsRequired >= 8 ? 'lead' : yearsRequired >= 5 ? 'senior' : yearsRequired >= 2 ? 'mid' : 'junior';
  }
  return { seniority, yearsRequired };
}

export function extractJobTerms(jobDescription: string, options: ExtractOptions = {}): JobTerms {
  const lines = jobDescription.split(/\r?\n/).map((l) => l.trim());
  const contentLines = lines.filter(Boolean);
  const jobTitle = cleanTitle(options.jobTitle?.trim() || contentLines[0] || '');
  const candidates = new Map<string, Candidate>();

  let section: SectionKind = 'neutral';
  let position = 0;
  for (const line of lines) {
    if (!line) continue;
    const heading = classifyHeading(line);
    if (heading) section = heading;
    const positionFactor = 1 + 0.3 * (1 - position / Math.max(contentLines.length, 1));
    position++;
    let lineFactor = SECTION_FACTOR[section];
    if (section !== 'boilerplate') {
      if (REQUIRED_LINE.test(line)) lineFactor *= 1.3;
      if (PREFERRED_LINE.test(line)) lineFactor *= 0.85;
    }
    // The posting's first line is almost always its title.
    if (position === 1) lineFactor *= 2;
    const weight = lineFactor * positionFactor;
    for (const segment of splitSegments(line)) {
      collectVocabulary(segment, weight, candidates);
      collectPhrases(segment, KIND_WEIGHT.phrase * weight, candidates);
    }
  }

  // Title words: the title the user gave (or the first line) marks what the job is about.
  for (const segment of splitSegments(jobTitle)) {
    collectVocabulary(segment, 3, candidates);
  }
  const title = titleTerm(jobTitle);
  if (title) addOccurrence(candidates, title, KIND_WEIGHT.title * 2, title.label);

  const ranked: RankedTerm[] = [];
  for (const candidate of candidates.values()) {
    const count = candidate.weights.length;
    const isPhrase = candidate.term.kind === 'phrase';
    const words = candidate.term.key.split(' ').length;
    // A phrase the posting says once is as likely filler as a term; single words need repetition.
    if (isPhrase && words === 1 && count < 2) continue;
    if (isPhrase && words > 1 && count < 2 && Math.max(...candidate.weights) < KIND_WEIGHT.phrase * 1.6) continue;
    // Diminishing returns: the fifth mention adds less than the first.
    const sorted = [...candidate.weights].sort((a, b) => b - a);
    const score = sorted.reduce((sum, w, i) => sum + w / (1 + i * 0.5), 0);
    const label = isPhrase ? mostFrequent(candidate.surface) : candidate.term.label;
    ranked.push({ ...candidate.term, label, score: round(score), count });
  }
  ranked.sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
  const limit = options.limit ?? 40;
  return { terms: dropNestedPhrases(ranked).slice(0, limit), ...detectSeniority(jobTitle, jobDescription) };
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

function mostFrequent(surface: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [form, count] of surface) {
    if (count > bestCount || (count === bestCount && form < best)) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
