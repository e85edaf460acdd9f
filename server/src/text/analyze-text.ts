/**
 * Finds vocabulary terms in text and answers "does this text contain that term?", the one
 * question term extraction, ranking, keyword reports and the fabrication guard all ask.
 */
import { memoizeText } from '../lib/memoize-text';
import { foldText, stemToken, tokenizeFolded, tokenizeRaw } from './normalize';
import { type TermKind, type VocabularyEntry, VOCABULARY } from './vocabulary';

export type TermRef = {
  /** Canonical display form: 'Kubernetes', or the posting's own words for generic phrases. */
  label: string;
  /** Stemmed token key; for vocabulary terms it is the canonical name's key. */
  key: string;
  kind: TermKind | 'phrase' | 'title';
  /** Set for vocabulary terms: any alias in a text counts as the term. */
  canonical: string | null;
};

export type Segment = {
  raw: string[];
  stems: string[];
  /** Canonical vocabulary term covering each token, or null. */
  vocab: (string | null)[];
};

export type TextIndex = {
  vocabulary: ReadonlySet<string>;
  /** ' stem stem | stem ' with segment bars, so a phrase never spans punctuation. */
  stems: string;
};

type VocabularyIndex = {
  byStems: Map<string, VocabularyEntry>;
  byRaw: Map<string, VocabularyEntry>;
  byCanonical: Map<string, VocabularyEntry>;
  /** Longest alias (in tokens) starting with each stem: most tokens start none, so most lookups are one. */
  longestFrom: Map<string, number>;
};

let cachedIndex: VocabularyIndex | null = null;

function getVocabularyIndex(): VocabularyIndex {
  if (cachedIndex) return cachedIndex;
  const byStems = new Map<string, VocabularyEntry>();
  const byRaw = new Map<string, VocabularyEntry>();
  const byCanonical = new Map<string, VocabularyEntry>();
  const longestFrom = new Map<string, number>();
  for (const entry of VOCABULARY) {
    byCanonical.set(entry.canonical, entry);
    for (const alias of [entry.canonical.toLowerCase(), ...entry.aliases]) {
      const stems = tokenizeRaw(alias).map((t) => stemToken(t.toLowerCase()));
      const first = stems[0];
      if (!first) continue;
      const key = stems.join(' ');
      // The first table that claims an alias keeps it: skills before tools before soft skills.
      if (!byStems.has(key)) byStems.set(key, entry);
      longestFrom.set(first, Math.max(longestFrom.get(first) ?? 0, stems.length));
    }
    for (const alias of entry.caseSensitiveAliases) byRaw.set(alias, entry);
  }
  cachedIndex = { byStems, byRaw, byCanonical, longestFrom };
  return cachedIndex;
}

export function findVocabularyEntry(canonical: string): VocabularyEntry | undefined {
  return getVocabularyIndex().byCanonical.get(canonical);
}

/** Punctuation that ends a phrase. A period only counts before a space, so 'Node.js' stays whole. */
const SEGMENT_BREAK = /[\n,;:()[\]{}|!?"\u2022\u00b7\u2013\u2014]+|\.(?=\s|$)|\s[-\u2013]\s|\/\s|\s\//;

/**
 * Two words fused where a line break was lost ('Google CloudDirector of Engineering',
 * 'preferredDevelop'): a lower-case letter followed by a capitalised word, both halves word-length.
 * Names written that way on purpose ('JavaScript', 'WordPress') are vocabulary and stay whole.
 */
const FUSED_WORDS = /\b([A-Za-z][a-z]{3,})([A-Z][a-z]{3,})\b/g;

function splitFusedWords(text: string, index: VocabularyIndex): string {
  return text.replace(FUSED_WORDS, (word: string, left: string, right: string) =>
    index.byStems.has(stemToken(word.toLowerCase())) ? word : `${left}\n${right}`,
  );
}

export function splitSegments(text: string): Segment[] {
  const index = getVocabularyIndex();
  const segments: Segment[] = [];
  for (const part of splitFusedWords(foldText(text, { keepCase: true }), index).split(SEGMENT_BREAK)) {
    const raw = tokenizeFolded(part);
    if (raw.length === 0) continue;
    const stems = raw.map((t) => stemToken(t.toLowerCase()));
    const vocab: (string | null)[] = new Array<string | null>(raw.length).fill(null);
    for (let i = 0; i < raw.length; ) {
      const first = stems[i] ?? '';
      let matched = 0;
      for (let n = Math.min(index.longestFrom.get(first) ?? 1, raw.length - i); n >= 1; n--) {
        const key = n === 1 ? first : stems.slice(i, i + n).join(' ');
        const entry = index.byStems.get(key) ?? (n === 1 ? index.byRaw.get(raw[i] ?? '') : undefined);
        if (!entry) continue;
        for (let k = i; k < i + n; k++) vocab[k] = entry.canonical;
        matched = n;
        break;
      }
      i += Math.max(matched, 1);
    }
    segments.push({ raw, stems, vocab });
  }
  return segments;
}

/**
 * The vocabulary and stems of a text. Kept per text (memoizeText): a profile's bullets and its whole
 * text are indexed for every document generated from it. Callers must not change the answer.
 */
export const indexText = memoizeText(buildTextIndex, 1_000_000);

function buildTextIndex(text: string): TextIndex {
  const segments = splitSegments(text);
  const vocabulary = new Set<string>();
  for (const segment of segments) for (const v of segment.vocab) if (v) vocabulary.add(v);
  return { vocabulary, stems: ` ${segments.map((s) => s.stems.join(' ')).join(' | ')} ` };
}

export function hasTerm(index: TextIndex, term: TermRef): boolean {
  if (term.canonical) return index.vocabulary.has(term.canonical);
  return index.stems.includes(` ${term.key} `);
}

/**
 * The vocabulary term a short name (a skill, a tool) stands for, or null. Skill names recur in
 * every generation (selection, the guard, the report's baseline), so answers are kept like stems.
 */
export const canonicalTermOf = memoizeText(findCanonicalTerm, 200_000);

function findCanonicalTerm(name: string): string | null {
  const segments = splitSegments(name);
  if (segments.length !== 1) return null;
  const vocab = segments[0]?.vocab ?? [];
  const first = vocab[0];
  return first && vocab.every((v) => v === first) ? first : null;
}

/** A term for a phrase that is not in the vocabulary, keyed by its stems. */
export function phraseTerm(label: string, kind: TermRef['kind'] = 'phrase'): TermRef {
  // A title stays a title ('Data Engineer' is a job, 'Data Engineering' a skill); its stems still match both.
  const canonical = kind === 'title' ? null : canonicalTermOf(label);
  if (canonical) {
    const entry = findVocabularyEntry(canonical);
    return { label: canonical, key: canonical.toLowerCase(), kind: entry?.kind ?? 'skill', canonical };
  }
  const key = splitSegments(label)
    .map((s) => s.stems.join(' '))
    .join(' ');
  return { label, key, kind, canonical: null };
}
