/**
 * Finds vocabulary terms in text and answers "does this text contain that term?", the one
 * question term extraction, ranking, keyword reports and the fabrication guard all ask.
 */
import { memoizeText } from '../lib/memoize-text';
import { aliasKey, foldText, singleWordKey, stemToken, tokenizeFolded, tokenizeRaw } from './normalize';
import { getVocabulary, type TermKind, type VocabularyEntry } from './vocabulary';
import { VERBS } from './word-classes';

export type TermRef = {
  /** Canonical display form: 'Kubernetes', or the posting's own words for generic phrases. */
  label: string;
  /** Stemmed token key; for vocabulary terms it is the canonical name's key. */
  key: string;
  kind: TermKind | 'phrase' | 'cued' | 'title';
  /** Set for vocabulary terms: any alias in a text counts as the term. */
  canonical: string | null;
};

export type Segment = {
  /** The segment's text as written (folded), for showing a name with its own punctuation ('PL/SQL'). */
  text: string;
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
  /** Strict names by their tokens as written ('Visual Studio', 'Go'). */
  byRaw: Map<string, VocabularyEntry>;
  byCanonical: Map<string, VocabularyEntry>;
  /** Proper prefixes (two tokens or more) of multi-word aliases: a match grows only while its words lead somewhere. */
  prefixes: Set<string>;
  /** Longest alias (in tokens) starting with each stem or written token: most tokens start none, so most lookups are one. */
  longestFrom: Map<string, number>;
  longestRawFrom: Map<string, number>;
  /** One-word strict names in lower case ('spark' for 'Spark'), for items of a list; acronyms stay in capitals. */
  byLowerName: Map<string, VocabularyEntry>;
};

let cachedIndex: VocabularyIndex | null = null;

function getVocabularyIndex(): VocabularyIndex {
  if (cachedIndex) return cachedIndex;
  const index: VocabularyIndex = {
    byStems: new Map(),
    byRaw: new Map(),
    byCanonical: new Map(),
    prefixes: new Set(),
    longestFrom: new Map(),
    longestRawFrom: new Map(),
    byLowerName: new Map(),
  };
  for (const entry of getVocabulary()) {
    if (!index.byCanonical.has(entry.canonical)) index.byCanonical.set(entry.canonical, entry);
    // Taxonomy entries carry their keys, computed when the vocabulary was built: no stemming at start.
    for (const key of entry.aliasKeys ?? entry.aliases.map(aliasKey)) {
      if (!key) continue;
      // The first table that claims an alias keeps it: the hand-written table, then the taxonomies.
      if (!index.byStems.has(key)) index.byStems.set(key, entry);
      if (key.startsWith('=')) continue;
      const stems = key.split(' ');
      const first = stems[0] ?? '';
      index.longestFrom.set(first, Math.max(index.longestFrom.get(first) ?? 0, stems.length));
      for (let n = 2, prefix = first; n < stems.length; n++) {
        prefix = `${prefix} ${stems[n - 1]}`;
        index.prefixes.add(prefix);
      }
    }
    for (const alias of entry.strictAliases) {
      const tokens = tokenizeRaw(alias);
      const first = tokens[0];
      if (!first) continue;
      const key = tokens.join(' ');
      if (!index.byRaw.has(key)) index.byRaw.set(key, entry);
      const lower = first.toLowerCase();
      if (tokens.length === 1 && /^[A-Z][a-z]/.test(first) && !index.byLowerName.has(lower)) index.byLowerName.set(lower, entry);
      index.longestRawFrom.set(first, Math.max(index.longestRawFrom.get(first) ?? 0, tokens.length));
    }
  }
  cachedIndex = index;
  return cachedIndex;
}

/** Whether `phrase` is, whole, one of the vocabulary's terms ('Variance Analysis', 'SAP'). */
export function isVocabularyTerm(phrase: string): boolean {
  const index = getVocabularyIndex();
  const key = aliasKey(phrase);
  return (key !== null && index.byStems.has(key)) || index.byRaw.has(tokenizeRaw(phrase).join(' '));
}

/** Builds the vocabulary's index now rather than on the first text read (a thread does it as it starts). */
export function warmUpTextAnalysis(): void {
  getVocabularyIndex();
}

export function findVocabularyEntry(canonical: string): VocabularyEntry | undefined {
  return getVocabularyIndex().byCanonical.get(canonical);
}

/** Punctuation that ends a phrase. A period only counts before a space, so 'Node.js' stays whole. */
const SEGMENT_BREAK = /[\n,;:()[\]{}|!?"\u2022\u00b7\u2013\u2014]+|\.(?=\s|$)|\s[-\u2013]\s|\/\s|\s\//;

/**
 * Two words fused where a line break was lost ('Northwind CloudStaff Engineer',
 * 'requiredBuild'): a lower-case letter followed by a capitalised word, both halves word-length.
 * Names written that way on purpose ('JavaScript', 'WordPress') are vocabulary and stay whole.
 */
const FUSED_WORDS = /\b([A-Za-z][a-z]{3,})([A-Z][a-z]{3,})\b/g;

function splitFusedWords(text: string, index: VocabularyIndex): string {
  return text.replace(FUSED_WORDS, (word: string, left: string, right: string) =>
    index.byStems.has(`=${singleWordKey(word)}`) ? word : `${left}\n${right}`,
  );
}

function wordKeys(tokens: string[]): string[] {
  return tokens.map((t) => stemToken(t.toLowerCase()));
}

/** A segment this short is an item of a list ('Java, Spark and Kafka'): a strict name may open it. */
const LIST_ITEM_TOKENS = 3;

/** The longest vocabulary alias starting at token i: any-case aliases by stems, strict names as written. */
function matchAt(index: VocabularyIndex, raw: string[], stems: string[], i: number): { entry: VocabularyEntry; length: number } | null {
  const first = stems[i] ?? '';
  let best: { entry: VocabularyEntry; length: number } | null = null;
  const single = index.byStems.get(`=${singleWordKey(raw[i] ?? '')}`);
  // A one-word name that is also a common verb ('Act!' beside the verb in 'act on feedback') counts only as a strict name.
  if (single && !(VERBS.has(first) && (raw[i] ?? '').toLowerCase() === first)) best = { entry: single, length: 1 };
  // Grow the phrase word by word while it still leads to an alias: most words lead nowhere.
  const longest = Math.min(index.longestFrom.get(first) ?? 0, raw.length - i);
  let key = first;
  for (let n = 2; n <= longest; n++) {
    key = `${key} ${stems[i + n - 1] ?? ''}`;
    const entry = index.byStems.get(key);
    if (entry) best = { entry, length: n };
    if (!index.prefixes.has(key)) break;
  }
  return longerStrictMatch(index, raw, i, best?.length ?? 0) ?? best;
}

/**
 * A strict name longer than `than` tokens at i. It counts where a name is written as one: inside a
 * sentence with its capitals ('… experience with Spark'), or opening a list item; a capital that
 * only opens a sentence ('Project timelines …') is no name.
 */
function longerStrictMatch(
  index: VocabularyIndex,
  raw: string[],
  i: number,
  than: number,
): { entry: VocabularyEntry; length: number } | null {
  const longest = Math.min(index.longestRawFrom.get(raw[i] ?? '') ?? 0, raw.length - i);
  if (longest <= than) return null;
  // Two capitals ('SQL', 'JavaScript') mark a name anywhere; one may only open the sentence.
  const opensSentence = i === 0 && raw.length > LIST_ITEM_TOKENS;
  for (let n = longest; n > than; n--) {
    const written = n === 1 ? (raw[i] ?? '') : raw.slice(i, i + n).join(' ');
    const entry = index.byRaw.get(written);
    if (entry && (!opensSentence || /[A-Z].*[A-Z]/.test(written))) return { entry, length: n };
  }
  return null;
}

export function splitSegments(text: string): Segment[] {
  const index = getVocabularyIndex();
  const segments: Segment[] = [];
  for (const part of splitFusedWords(foldText(text, { keepCase: true }), index).split(SEGMENT_BREAK)) {
    const raw = splitTagWords(index, tokenizeFolded(part));
    if (raw.length === 0) continue;
    const stems = wordKeys(raw);
    const vocab: (string | null)[] = new Array<string | null>(raw.length).fill(null);
    for (let i = 0; i < raw.length;) {
      const match = matchAt(index, raw, stems, i);
      if (match) for (let k = i; k < i + match.length; k++) vocab[k] = match.entry.canonical;
      i += Math.max(match?.length ?? 0, 1);
    }
    segments.push({ text: part, raw, stems, vocab });
  }
  matchListItems(index, segments);
  return segments;
}

/**
 * Names written as tags, their words joined by hyphens ('web-services', 'continuous-integration'):
 * split into their words where those words are a vocabulary name and the hyphenated whole is not.
 */
function splitTagWords(index: VocabularyIndex, tokens: string[]): string[] {
  if (!tokens.some((t) => t.includes('-'))) return tokens;
  return tokens.flatMap((token) => {
    if (!token.includes('-') || index.byStems.has(`=${singleWordKey(token)}`)) return [token];
    const parts = token.split('-').filter(Boolean);
    return parts.length > 1 && index.byStems.has(wordKeys(parts).join(' ')) ? parts : [token];
  });
}

/** Tokens start..end as the segment writes them, punctuation inside kept: 'PL/SQL', 'Node.js', 'C++'. */
export function surfaceOf(segment: Segment, start: number, end: number): string {
  const { text, raw } = segment;
  let cursor = 0;
  for (let k = 0; k < start; k++) cursor = text.indexOf(raw[k] ?? '', cursor) + (raw[k] ?? '').length;
  const from = text.indexOf(raw[start] ?? '', cursor);
  let to = from;
  for (let k = start; k < end && to >= 0; k++) to = text.indexOf(raw[k] ?? '', to) + (raw[k] ?? '').length;
  // Tokens are pieces of the text; should one not be found, the tokens themselves are the wording.
  return from >= 0 && to > from ? text.slice(from, to) : raw.slice(start, end).join(' ');
}

/**
 * A name written in lower case ('react', 'spring') counts among other names: as a short segment
 * beside one that holds a vocabulary term ('java, react, spring boot'), or next to a name in a run of
 * them ('java spring hibernate').
 */
function matchListItems(index: VocabularyIndex, segments: Segment[]) {
  segments.forEach((segment, s) => {
    const listItem = segment.raw.length <= LIST_ITEM_TOKENS && [segments[s - 1], segments[s + 1]].some((n) => n?.vocab.some(Boolean));
    // Twice, so that two lower-case names side by side find each other from one anchor.
    for (let pass = 0; pass < 2; pass++) {
      segment.raw.forEach((token, i) => {
        if (segment.vocab[i]) return;
        const entry = index.byLowerName.get(token);
        if (entry && (listItem || segment.vocab[i - 1] || segment.vocab[i + 1])) segment.vocab[i] = entry.canonical;
      });
    }
  });
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
