/**
 * What a posting asks for by name, found by how postings ask: 'experience with X', 'knowledge of
 * X and Y', 'a degree in X', 'tools such as X, Y'. The words after such a cue, up to the end of the
 * clause and split at list joints, are the things asked for, whether or not a taxonomy knows them
 * ('neural locomotion control', 'billing reconciliation'). General English phrasing, no posting's words.
 */
import { tokenizeRaw } from './normalize';
import { STOPWORDS } from './vocabulary';
import { DEGREE_WORDS, DESCRIBING_WORDS, GENERIC_NOUNS, ROLE_NOUNS, VERBS } from './word-classes';
import { stemToken } from './normalize';

const CUE =
  /\b(?:experience (?:with|in|of|using|on)|experienced (?:with|in)|knowledge (?:of|in|about)|background (?:in|on|with)|degree in|(?:bachelor|master|doctor)(?:'?s)? (?:degree )?in|proficien(?:t|cy) (?:in|with)|familiar(?:ity)? with|expertise (?:in|with|on)|understanding of|skills? (?:in|with)|such as|e\.g\.|for example|including|exposure to|fluen(?:t|cy) in|certifi(?:ed|cation) in|qualifi(?:ed|cation) in|expert in|specialis(?:ed|t) in|speciali(?:zed|st) in|hands-on with|command of|grasp of|competen(?:t|ce|cy) in|trained in)\s+/gi;

/** Where the asked-for list ends: the end of a clause (a period only before a space: 'Node.js' goes on). */
const CLAUSE_END =
  /[;:!?()[\]]|\.(?=\s)|\s(?:to|that|which|who|where|when|as well as|in order|is|are|will|would|should|must|and be|or be|preferably|ideally|is a plus|a plus)\s/i;

/**
 * List joints between items. A slash joins two names ('Java/Python') but not the halves of one
 * ('PL/SQL', 'CI/CD', 'UI/UX'), whose sides are two letters or fewer.
 */
const ITEM_SPLIT = /\s*(?:,|(?<=[A-Za-z0-9+#]{3})\/(?=[A-Za-z0-9+#]{3})|\s\/\s|\band\/or\b|\band\b|\bor\b|\bplus\b|&)\s*/i;

const MAX_ITEM_WORDS = 4;
const MAX_LIST_CHARS = 160;

/** Filler at an item's edges; a verb only opens one ('using Kafka'), at the end it is the head ('machine learning'). */
function isEdgeWord(word: string, atStart: boolean): boolean {
  const lower = word.toLowerCase();
  const stem = stemToken(lower);
  if (atStart && VERBS.has(stem)) return true;
  return STOPWORDS.has(lower) || DESCRIBING_WORDS.has(stem) || /^\d/.test(lower) || /ly$/.test(lower);
}

/** Nouns that measure or sort what follows 'of' ('versions of', 'types of'), never the thing asked for. */
const MEASURE_WORDS = new Set([
  'version',
  'versions',
  'type',
  'types',
  'kind',
  'kinds',
  'form',
  'forms',
  'aspect',
  'aspects',
  'part',
  'parts',
  'range',
  'variety',
  'number',
  'lot',
  'lots',
  'use',
  'principles',
  'concepts',
  'fundamentals',
  'basics',
]);

/** An item with its edges trimmed ('solid Java' -> 'Java', 'the AWS cloud' -> 'AWS cloud'), or null when nothing names a thing. */
function trimItem(item: string): string | null {
  const words = item.split(/\s+/).filter(Boolean);
  let from = 0;
  let to = words.length;
  while (from < to && isEdgeWord(words[from] ?? '', true)) from++;
  // 'versions of Java', 'all kinds of databases': a measure of the thing is not the thing.
  while (from + 2 < to + 1 && MEASURE_WORDS.has((words[from] ?? '').toLowerCase()) && (words[from + 1] ?? '').toLowerCase() === 'of') {
    from += 2;
    while (from < to && isEdgeWord(words[from] ?? '', true)) from++;
  }
  while (to > from && (isEdgeWord(words[to - 1] ?? '', false) || /^(?:skills?|experience|knowledge|etc\.?)$/i.test(words[to - 1] ?? '')))
    to--;
  const kept = words.slice(from, to);
  if (kept.length === 0 || kept.length > MAX_ITEM_WORDS) return null;
  const tokens = tokenizeRaw(kept.join(' '));
  if (tokens.length === 0) return null;
  // A lone letter or two in lower case is a cut abbreviation ('e' of 'e.g.'), a degree an education fact.
  if (tokens.length === 1 && /[a-z]/.test(tokens[0] ?? '') && (tokens[0] ?? '').length <= 2) return null;
  if (tokens.every((t) => DEGREE_WORDS.has(stemToken(t.toLowerCase())) || DEGREE_WORDS.has(t.toLowerCase()))) return null;
  // One word that is generic ('solutions'), a role ('engineers') or filler names nothing.
  const named = tokens.some((t) => {
    const stem = stemToken(t.toLowerCase());
    return !GENERIC_NOUNS.has(stem) && !ROLE_NOUNS.has(stem) && !STOPWORDS.has(t.toLowerCase()) && !VERBS.has(stem);
  });
  // As the posting writes it ('PL/SQL', 'Node.js'), without the punctuation around it.
  return named ? kept.join(' ').replace(/^[^A-Za-z0-9.]+|[^A-Za-z0-9+#]+$/g, '') : null;
}

/** The items a line asks for after its cues, as the line words them. */
export function findCuedItems(line: string): string[] {
  const items: string[] = [];
  CUE.lastIndex = 0;
  for (let match = CUE.exec(line); match; match = CUE.exec(line)) {
    let rest = line.slice(match.index + match[0].length, match.index + match[0].length + MAX_LIST_CHARS + 1);
    // A list cut at the length limit ends at its last whole item, never inside a word ('includin').
    if (rest.length > MAX_LIST_CHARS) rest = rest.slice(0, Math.max(rest.lastIndexOf(','), rest.lastIndexOf(' '), 0));
    const end = CLAUSE_END.exec(` ${rest} `);
    const list = end ? ` ${rest} `.slice(0, end.index).trim() : rest;
    for (const part of list.split(ITEM_SPLIT)) {
      const item = trimItem(part);
      if (item) items.push(item);
    }
  }
  return items;
}
