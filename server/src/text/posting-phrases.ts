/**
 * Phrases a posting uses that no taxonomy knows ('memory management', 'freight audit'): runs of
 * content words, trimmed of the describing words and verbs at their edges. They make the reader
 * work for trades the vocabulary covers thinly; the ranking keeps only those a posting repeats.
 */
import type { Segment } from './analyze-text';
import { Blocked } from './employer-names';
import { SINGLE_WORD_PHRASE_FACTOR } from './ranking-weights';
import { addOccurrence, type Candidates } from './term-candidates';
import { STOPWORDS } from './vocabulary';
import { ADVERBS, DEGREE_WORDS, DESCRIBING_WORDS, GENERIC_NOUNS, ROLE_NOUNS, VERBS } from './word-classes';

/** Hyphenated describing words: 'high-volume', 'mission-critical', 'web-based', 'user-friendly'. */
const DESCRIBING_COMPOUND =
  /-(?:based|driven|oriented|friendly|grade|critical|level|scale|class|facing|paced|volume|quality|performance|centric|focused|minded|winning|known|depth|on|new|wide|sized|time|art|edge|specific|related)$/;

/** Evaluative adjectives and adverbs announce themselves by their endings ('flawless', 'relentlessly'). */
const DESCRIBING_ENDING = /(?:ly|ous|ful|less|able|ible)$/;

/** Colours a phrase without naming anything: trimmed from either edge of a phrase. */
function isDescribing(lower: string, stem: string): boolean {
  if (DESCRIBING_WORDS.has(stem) || ADVERBS.has(stem) || DESCRIBING_COMPOUND.test(lower)) return true;
  return lower.length > 4 && DESCRIBING_ENDING.test(lower);
}

/**
 * Words that break a phrase: filler, verbs, describing words, roles, degrees, numbers, addresses.
 * Word classes, not a posting's words: a verb ('develop') or an adjective ('robust') sits beside
 * a skill without being part of it.
 */
function isContentToken(raw: string, stem: string): boolean {
  const lower = raw.toLowerCase();
  if (STOPWORDS.has(lower) || STOPWORDS.has(stem) || VERBS.has(stem) || ADVERBS.has(stem)) return false;
  if (DESCRIBING_WORDS.has(stem) || (lower.length > 4 && /ly$/.test(lower))) return false;
  // A role is the job ('developer', 'TPMs'), a degree an education fact ('BS', 'MS'): neither is a skill.
  if (ROLE_NOUNS.has(stem) || DEGREE_WORDS.has(stem) || DEGREE_WORDS.has(lower)) return false;
  // Gerunds describe the work ('developing'); the nouns around them are the terms.
  if (/ing$/.test(lower) && lower.length > 5) return false;
  if (/^\d/.test(lower) || lower.includes('@') || /\.(?:com|in|org|net|io)$/.test(lower)) return false;
  // Short words are noise unless written as an acronym ('POD', 'KPI').
  return lower.length >= 3 || (raw.length >= 2 && raw === raw.toUpperCase());
}

function lowerAt(raw: string[], i: number): string {
  return (raw[i] ?? '').toLowerCase();
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

/** Runs of adjacent content words outside the vocabulary, the employer and places are the candidates. */
export function collectPhrases(segment: Segment, blocked: Blocked[], weight: number, candidates: Candidates) {
  let runStart = -1;
  const length = segment.raw.length;
  for (let i = 0; i < length; i++) {
    if (!segment.vocab[i] && blocked[i] === Blocked.None && isContentToken(segment.raw[i] ?? '', segment.stems[i] ?? '')) {
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      addPhrases(segment, runStart, i - runStart, weight, candidates);
      runStart = -1;
    }
  }
  if (runStart >= 0) addPhrases(segment, runStart, length - runStart, weight, candidates);
}

/** The phrase candidates of one run of content words. */
function addPhrases(segment: Segment, start: number, length: number, weight: number, candidates: Candidates) {
  const trimmed = trimPhrase(segment, start, length);
  if (!trimmed) return;
  // A long run is several things side by side: its word pairs are the candidates, each trimmed again.
  if (trimmed[1] <= 3) addPhrase(segment, trimmed, weight, candidates);
  else for (let i = trimmed[0]; i + 1 < trimmed[0] + trimmed[1]; i++) addPhrase(segment, trimPhrase(segment, i, 2), weight, candidates);
}

function addPhrase(segment: Segment, span: [number, number] | null, weight: number, candidates: Candidates) {
  if (!span) return;
  const [start, length] = span;
  // The posting's own words; displayPhrase runs once per distinct form, when the label is chosen.
  const surface = segment.raw.slice(start, start + length).join(' ');
  const key = segment.stems.slice(start, start + length).join(' ');
  addOccurrence(
    candidates,
    { label: surface, key, kind: 'phrase', canonical: null },
    weight * (length > 1 ? 1 : SINGLE_WORD_PHRASE_FACTOR),
    surface,
  );
}
