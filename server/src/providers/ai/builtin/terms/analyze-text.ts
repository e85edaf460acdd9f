/**
 * Finds vocabulary terms in text and answers "does this text contain that term?", the one
 * question term extraction, ranking, keyword reports and the fabrication guard all ask.
 */
import { stemToken, tokenizeRaw } from './normalize';
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
  vocabulary: Set<string>;
  /** ' stem stem | stem ' with segment bars, so a phrase never spans punctuation. */
  stems: string;
};

type VocabularyIndex = {
  byStems: Map<string, VocabularyEntry>;
  byRaw: Map<string, VocabularyEntry>;
  byCanonical: Map<string, VocabularyEntry>;
  longest: number;
};

let cachedIndex: VocabularyIndex | null = null;

function getVocabularyIndex(): VocabularyIndex {
  if (cachedIndex) return cachedIndex;
  const byStems = new Map<string, VocabularyEntry>();
  const byRaw = new Map<string, VocabularyEntry>();
  const byCanonical = new Map<string, VocabularyEntry>();
  let longest = 1;
  for (const entry of VOCABULARY) {
    byCanonical.set(entry.canonical, entry);
    for (const alias of [entry.canonical.toLowerCase(), ...entry.aliases]) {
      const stems = tokenizeRaw(alias).map((t) => stemToken(t.toLowerCase()));
      if (stems.length === 0) continue;
      const key = stems.join(' ');
      // The first table that claims an alias keeps it: skills before tools before soft skills.
      if (!byStems.has(key)) byStems.set(key, entry);
      longest = Math.max(longest, stems.length);
    }
    for (const alias of entry.caseSensitiveAliases) byRaw.set(alias, entry);
  }
  cachedIndex = { byStems, byRaw, byCanonical, longest };
  return cachedIndex;
}

export function findVocabularyEntry(canonical: string): VocabularyEntry | undefined {
  return getVocabularyIndex().byCanonical.get(canonical);
}

/** Punctuation that ends a phrase. A period only counts before a space, so 'Node.js' stays whole. */
const SEGMENT_BREAK = /[\n,;:()[\]{}|!?"\u2022\u00b7\u2013\u2014]+|\.(?=\s|$)|\s[-\u2013]\s|\/\s|\s\//;

export function splitSegments(text: string): Segment[] {
  const index = getVocabularyIndex();
  const segments: Segment[] = [];
  for (const part of text.split(SEGMENT_BREAK)) {
    const raw = tokenizeRaw(part);
    if (raw.length === 0) continue;
    const stems = raw.map((t) => stemToken(t.toLowerCase()));
    const vocab: (string | null)[] = raw.map(() => null);
    for (let i = 0; i < raw.length; ) {
      let matched = 0;
      for (let n = Math.min(index.longest, raw.length - i); n >= 1; n--) {
        const entry =
          index.byStems.get(stems.slice(i, i + n).join(' ')) ?? (n === 1 ? index.byRaw.get(raw[i] ?? '') : undefined);
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

export function indexText(text: string): TextIndex {
  const segments = splitSegments(text);
  const vocabulary = new Set<string>();
  for (const segment of segments) for (const v of segment.vocab) if (v) vocabulary.add(v);
  return { vocabulary, stems: ` ${segments.map((s) => s.stems.join(' ')).join(' | ')} ` };
}

export function hasTerm(index: TextIndex, term: TermRef): boolean {
  if (term.canonical) return index.vocabulary.has(term.canonical);
  return index.stems.includes(` ${term.key} `);
}

/** The vocabulary term a short name (a skill, a tool) stands for, or null. */
export function canonicalTermOf(name: string): string | null {
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
