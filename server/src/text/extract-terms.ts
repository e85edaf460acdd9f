/**
 * Key terms of a job posting, ranked by how much the posting cares about them: how often and
 * how early they appear, whether they sit under a requirements heading or next to words like
 * 'required' or 'must have', and whether the title names them (weights in ranking-weights.ts).
 * Vocabulary terms (skills and tools with their synonyms) weigh most; phrases the posting repeats
 * make it work for jobs the vocabulary does not know (logistics, teaching). The employer and
 * places are never terms (employer-names.ts).
 */
import { findVocabularyEntry, phraseTerm, type Segment, splitSegments, surfaceOf, type TermRef } from './analyze-text';
import { findCuedItems } from './cue-phrases';
import { Blocked, findBlocked, findEmployerNames, isEmployerName, type NameIndex } from './employer-names';
import { detectSeniority, titleTerm } from './job-title';
import { tokenizeRaw } from './normalize';
import {
  classifyHeading,
  cleanTitle,
  LANGUAGE_CUE,
  LEGAL_NOTICE,
  lineKey,
  looksLikeTitle,
  PLACEHOLDER,
  PREFERRED_LINE,
  REQUIRED_LINE,
} from './posting-lines';
import { collectPhrases } from './posting-phrases';
import * as W from './ranking-weights';
import { addOccurrence, type Candidates, displayForms, dropNestedPhrases, mostFrequent, tidyCase } from './term-candidates';
import { type Seniority, STOPWORDS } from './vocabulary';
import { ROLE_NOUNS } from './word-classes';

export { detectTitleSeniority } from './job-title';

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

/** The things a line asks for after 'experience with', 'knowledge of', 'such as' (cue-phrases.ts). */
function collectCuedItems(line: string, weight: number, candidates: Candidates, employer: NameIndex) {
  for (const item of findCuedItems(line)) {
    const term = phraseTerm(item);
    // A taxonomy name is counted where it stands; a cue adds what the taxonomies do not know.
    if (term.canonical || !term.key || isEmployerName(tokenizeRaw(item), employer)) continue;
    addOccurrence(candidates, { ...term, kind: 'cued' }, weight * W.KIND_WEIGHT.cued, item);
  }
}

type VocabularyContext = { languagesAsked: boolean; blocked: Blocked[] | null };

function collectVocabulary(segment: Segment, weight: number, candidates: Candidates, context: VocabularyContext) {
  const { vocab, raw } = segment;
  for (let i = 0; i < vocab.length;) {
    const canonical = vocab[i];
    let end = i + 1;
    while (canonical && vocab[end] === canonical) end++;
    const start = i;
    i = end;
    if (!canonical) continue;
    const entry = findVocabularyEntry(canonical);
    const kind = entry?.kind ?? 'skill';
    if (kind === 'language' && !context.languagesAsked) continue;
    // The employer's own name is who hires ('Oracle' hiring), even where a taxonomy knows it.
    if (context.blocked && context.blocked.slice(start, end).every((b) => b === Blocked.Employer)) continue;
    // A practice's short form before a role ('Backend Developer', 'Full Stack Engineer') names the job, not a skill asked for.
    if (/ Development$/.test(canonical) && !/develop/i.test(raw.slice(start, end).join(' ')) && ROLE_NOUNS.has(segment.stems[end] ?? ''))
      continue;
    // 'BS/BA degree', 'Master's degree': the degree word belongs to the name the posting uses.
    if (kind === 'qualification' && /^degrees?$/i.test(raw[end] ?? '')) end++;
    const term: TermRef = { label: canonical, key: canonical.toLowerCase(), kind, canonical };
    // The posting's own words are what an ATS matches: 'ReactJS' stays 'ReactJS', 'PL/SQL' keeps its slash.
    const surface = surfaceOf(segment, start, end);
    // A product named by plain words ('After the Deadline') is that product only written as a name.
    if (kind === 'tool' && end - start > 2 && surface === surface.toLowerCase() && raw.slice(start, end).some((w) => STOPWORDS.has(w)))
      continue;
    addOccurrence(candidates, term, weight * W.KIND_WEIGHT[kind], surface);
  }
}

/** The weight of one line's mentions: its section, its wording, its place in the posting. */
function lineWeight(line: string, section: W.SectionKind, position: number, lineCount: number, isTitleLine: boolean): number {
  const positionFactor = 1 + W.EARLY_LINE_BONUS * (1 - position / Math.max(lineCount, 1));
  let factor = W.SECTION_FACTOR[LEGAL_NOTICE.test(line) ? 'boilerplate' : section];
  if (section !== 'boilerplate') {
    if (REQUIRED_LINE.test(line)) factor *= W.REQUIRED_LINE_FACTOR;
    if (PREFERRED_LINE.test(line)) factor *= W.PREFERRED_LINE_FACTOR;
  }
  if (isTitleLine) factor *= W.TITLE_LINE_FACTOR;
  return factor * positionFactor;
}

export function extractJobTerms(jobDescription: string, options: ExtractOptions = {}): JobTerms {
  const lines = jobDescription.split(/\r?\n/).map((l) => l.replace(PLACEHOLDER, ';').trim());
  const contentLines = lines.filter(Boolean);
  const jobTitle = cleanTitle(options.jobTitle?.trim() || contentLines[0] || '');
  const employer = findEmployerNames(contentLines, options.company);
  const candidates: Candidates = new Map();

  let section: W.SectionKind = 'neutral';
  let position = 0;
  const seen = new Set<string>();
  for (const line of contentLines) {
    const key = lineKey(line);
    if (seen.has(key)) continue;
    seen.add(key);
    section = classifyHeading(line) ?? section;
    position++;
    // The posting's first line is almost always its title: its skills weigh double, its words are the job's name.
    const isTitleLine = position === 1 && looksLikeTitle(line);
    const weight = lineWeight(line, section, position - 1, contentLines.length, isTitleLine);
    const languagesAsked = LANGUAGE_CUE.test(line);
    for (const segment of splitSegments(line)) {
      const blocked = findBlocked(segment, employer);
      collectVocabulary(segment, weight, candidates, { languagesAsked, blocked });
      if (!isTitleLine) collectPhrases(segment, blocked, W.KIND_WEIGHT.phrase * weight, candidates);
    }
    if (!isTitleLine && section !== 'boilerplate' && !LEGAL_NOTICE.test(line)) collectCuedItems(line, weight, candidates, employer);
  }

  // Title words: the title the user gave (or the first line) marks what the job is about.
  for (const segment of splitSegments(jobTitle)) {
    collectVocabulary(segment, W.GIVEN_TITLE_WEIGHT, candidates, { languagesAsked: false, blocked: findBlocked(segment, employer) });
  }
  const titleRef = titleTerm(jobTitle);
  const title: RankedTerm | null = titleRef ? { ...titleRef, score: W.KIND_WEIGHT.title * 2, count: 1 } : null;
  const terms = dropNestedPhrases(rank(candidates, titleRef)).slice(0, options.limit ?? W.DEFAULT_TERM_LIMIT);
  return { terms, title, ...detectSeniority(jobTitle, jobDescription) };
}

/** A name that is the job or the role part of its title ('Content Manager' of 'Senior Clinical Content Manager'). */
function namesTheJob(surface: string, key: string, paddedKey: string): boolean {
  const own = phraseTerm(surface, 'title').key;
  return own === key || (own.includes(' ') && paddedKey.includes(` ${own} `) && ROLE_NOUNS.has(own.split(' ').at(-1) ?? ''));
}

/** Candidates as ranked terms, best first, without one-off phrases and the job's own name. */
function rank(candidates: Candidates, titleRef: TermRef | null): RankedTerm[] {
  const titleKey = titleRef ? ` ${titleRef.key} ` : '';
  const ranked: RankedTerm[] = [];
  for (const candidate of candidates.values()) {
    const count = candidate.weights.length;
    const isPhrase = candidate.term.kind === 'phrase';
    // A phrase the posting says once is as likely filler as a term; single words need repetition.
    if (isPhrase && (!candidate.term.key.includes(' ') || count < 2)) continue;
    // Part of the job's own name ('english teacher' of 'Primary English Teacher') is the job, not a skill.
    if (isPhrase && titleKey.includes(` ${candidate.term.key} `)) continue;
    // A taxonomy may list the job itself ('data engineer'): the title is the job, not a skill.
    if (titleRef && candidate.term.canonical && namesTheJob(mostFrequent(candidate.surface), titleRef.key, titleKey)) continue;
    const sorted = [...candidate.weights].sort((a, b) => b - a);
    const score = sorted.reduce((sum, w, i) => sum + w / (1 + i * W.REPEAT_DECAY), 0);
    const label = tidyCase(
      mostFrequent(isPhrase ? displayForms(candidate.surface) : candidate.surface, candidate.term.canonical),
      candidate.term.canonical,
    );
    ranked.push({ ...candidate.term, label, score: Math.round(score * 1000) / 1000, count });
  }
  return ranked.sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
}
