/**
 * Text normalisation shared by term extraction, ranking, keyword reports and the fabrication
 * guard: one definition of "the same words", so a term the report calls covered is also a term
 * the guard accepts.
 */
import { memoizeText } from '../lib/memoize-text';

/** A token keeps the characters that carry meaning in tech names: C++, C#, .NET, Node.js; a slash splits (CI/CD is "ci cd", GIT/SVN two tools). */
const TOKEN_PATTERN = /[a-z0-9][a-z0-9+#]*(?:[.\-'][a-z0-9+#]+)*|\.[a-z][a-z0-9]*/gi;

/** Lower-cases and folds accents and typographic quotes so 'Résumé' and 'resume' meet. */
export function foldText(text: string, options: { keepCase?: boolean } = {}): string {
  // Plain ASCII has nothing to fold; most profile and posting text is, and folding is the costly part.
  const folded = NON_ASCII.test(text)
    ? text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[\u2018\u2019\u02bc]/g, "'")
        .replace(/[\u2010-\u2015]/g, '-')
    : text;
  return options.keepCase ? folded : folded.toLowerCase();
}

const NON_ASCII = /[\u0080-\uffff]/;

/** Tokens with their capitalisation kept, for aliases like 'R' that are only a term in capitals. */
export function tokenizeRaw(text: string): string[] {
  return tokenizeFolded(foldText(text, { keepCase: true }));
}

/** tokenizeRaw for text already folded, so a long text is folded once rather than once per phrase. */
export function tokenizeFolded(folded: string): string[] {
  const tokens: string[] = [];
  // exec on the one pattern, not matchAll: matchAll copies the pattern on every call, and this runs
  // for every line of every posting.
  TOKEN_PATTERN.lastIndex = 0;
  for (let match = TOKEN_PATTERN.exec(folded); match; match = TOKEN_PATTERN.exec(folded)) {
    let token = match[0];
    // A sentence-final period is punctuation, not part of the word ("Python." -> "python").
    let end = token.length;
    while (end > 0 && isTrailingMark(token.charCodeAt(end - 1))) end--;
    if (end < token.length) token = token.slice(0, end);
    if (end > 1 && token.charCodeAt(end - 2) === APOSTROPHE && (token[end - 1] === 's' || token[end - 1] === 'S')) {
      token = token.slice(0, -2);
    }
    if (token) tokens.push(token);
  }
  return tokens;
}

const APOSTROPHE = 39;

/** '.', '-' and "'" at a token's end are punctuation (char codes, as this runs for every token). */
function isTrailingMark(code: number): boolean {
  return code === 46 || code === 45 || code === APOSTROPHE;
}

/**
 * A light stemmer: plural and common verb endings only. Enough for 'designs'/'designed'/
 * 'designing' to meet without the surprises of an aggressive stemmer ('manager' stays apart
 * from 'management', which recruiters treat as different words).
 */
export function stemToken(token: string): string {
  if (token.length <= 3) return token;
  const cached = stemCache.get(token);
  if (cached !== undefined) return cached;
  const stem = /[^a-z]/.test(token) ? token : dropFinalE(stripSuffix(token));
  // Postings and profiles reuse a few thousand words; stemming each once keeps a generation in milliseconds.
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(token, stem);
  return stem;
}

const STEM_CACHE_LIMIT = 200_000;
const stemCache = new Map<string, string>();

function stripSuffix(token: string): string {
  if (token.endsWith('ies') && token.length > 4) return `${token.slice(0, -3)}y`;
  if (token.endsWith('ing') && token.length > 5) return trimDoubled(token.slice(0, -3));
  if (token.endsWith('ed') && token.length > 4) return trimDoubled(token.slice(0, -2));
  if (/(?:ss|x|ch|sh)es$/.test(token)) return token.slice(0, -2);
  if (token.endsWith('s') && !/(?:ss|us|is)$/.test(token)) return token.slice(0, -1);
  return token;
}

/** 'planned' -> 'plann' -> 'plan'; keeps 'll' words like 'install'. */
function trimDoubled(stem: string): string {
  const last = stem.at(-1);
  if (stem.length > 3 && last && last === stem.at(-2) && !'lsz'.includes(last)) return stem.slice(0, -1);
  return stem;
}

/** 'manage', 'managed' and 'managing' share the stem 'manag'. */
function dropFinalE(stem: string): string {
  return stem.length > 4 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

/**
 * The key a vocabulary alias is matched by. Words in a phrase are stemmed ('managing budgets' meets
 * 'manage budgets'); a word alone keeps its form but for a plural, marked '=', so 'marketing' is not
 * 'market' and 'hearing' not 'hear'. The taxonomy vocabulary stores these keys: after changing this or
 * stemToken, rebuild it (tools/build-vocabulary.mjs).
 */
export function aliasKey(alias: string): string | null {
  const tokens = tokenizeRaw(alias);
  if (tokens.length === 0) return null;
  if (tokens.length === 1) return `=${singleWordKey(tokens[0] ?? '')}`;
  return tokens.map((t) => stemToken(t.toLowerCase())).join(' ');
}

/** The key of a single word: lower case, without a plural ending. */
export function singleWordKey(token: string): string {
  const lower = token.toLowerCase();
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 4 && lower.endsWith('s') && !/(?:ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** Splits free text into sentences without breaking 'e.g.', 'Node.js' or '3.5'. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Description text to bullet lines: one per line, bullet marks dropped, long lines split into sentences. */
export function splitBullets(description: string): string[] {
  const lines = joinBrokenLines(
    description
      .split(/\r?\n/)
      .map((line) => ({ text: line.replace(BULLET_MARK, '').trim(), marked: BULLET_MARK.test(line) }))
      .filter((line) => line.text.length > 0),
  );
  // A single paragraph is several achievements run together; a list of lines already is bullets.
  if (lines.length === 1) return splitSentences(lines[0] ?? '');
  return lines;
}

const BULLET_MARK = /^\s*(?:[-*\u2022\u00b7\u25aa\u25cf\u2013\u2014>]+|\d+[.)])\s*/;

/** Words a sentence does not end on: a line that ends on one goes on in the next. */
const CONTINUING_WORDS = new Set(
  'a an the and or but nor by of to for with in on at from as into than that which who whose via per including'.split(' '),
);

/**
 * Lines of one bullet broken by a layout ('Grew paid subscribers with paid search and' / 'lifecycle
 * e-mail'): a line that starts in lower case (not a name like 'iOS') and carries no bullet mark, or
 * follows a line ending on a comma, a hyphen or a function word, joins the line before. A bullet is
 * never ranked, quoted or cut as its pieces.
 */
function joinBrokenLines(lines: { text: string; marked: boolean }[]): string[] {
  const joined: string[] = [];
  for (const { text, marked } of lines) {
    const previous = joined.at(-1);
    const lastWord = previous?.split(/\s+/).at(-1)?.toLowerCase() ?? '';
    const opensLower = /^[a-z]/.test(text) && !/^[a-z]+[A-Z]/.test(text);
    const previousRunsOn = /[,\-\u2013(&]$/.test(previous ?? '') || CONTINUING_WORDS.has(lastWord);
    if (previous !== undefined && !marked && (opensLower || previousRunsOn)) joined[joined.length - 1] = `${previous} ${text}`;
    else joined.push(text);
  }
  return joined;
}

/** A description's lines as bullets, one per line, broken lines joined: for free text kept whole (a project's description). */
export function bulletLines(description: string): string {
  return splitBullets(description).join('\n');
}

/**
 * Comparison key for names (employers, schools, titles, degrees): case, punctuation, legal
 * suffixes and common abbreviations do not make two names different. Kept per text: the guard
 * normalises the same profile text and names for every document generated from it.
 */
export const normalizeName = memoizeText(normalizeNameOnce, 1_000_000);

function normalizeNameOnce(text: string): string {
  const words: string[] = [];
  for (const word of foldText(text)
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9+#]+/)) {
    if (!word) continue;
    const expanded = NAME_ABBREVIATIONS.get(word);
    for (const part of expanded ? expanded.split(' ') : [word]) {
      if (!LEGAL_SUFFIXES.has(part) && part !== 'the') words.push(part);
    }
  }
  return words.join(' ');
}

const LEGAL_SUFFIXES = new Set(['inc', 'llc', 'ltd', 'limited', 'corp', 'corporation', 'co', 'gmbh', 'plc', 'pvt', 'sa', 'ag', 'company']);

/** A Map, not an object literal, so a word like 'constructor' is never read off Object.prototype. */
const NAME_ABBREVIATIONS = new Map<string, string>([
  ['sr', 'senior'],
  ['snr', 'senior'],
  ['jr', 'junior'],
  ['mgr', 'manager'],
  ['eng', 'engineer'],
  ['engr', 'engineer'],
  ['dev', 'developer'],
  ['swe', 'software engineer'],
  ['vp', 'vice president'],
  ['dir', 'director'],
  ['asst', 'assistant'],
  ['assoc', 'associate'],
  ['univ', 'university'],
  ['uni', 'university'],
  ['inst', 'institute'],
  ['tech', 'technology'],
  ['dept', 'department'],
  ['intl', 'international'],
  ['mgmt', 'management'],
  ['admin', 'administrator'],
  ['st', 'saint'],
]);

/** Degree names: 'B.S.', 'BS', 'BSc' and 'Bachelor of Science' are one degree. */
export function normalizeDegree(text: string): string {
  let s = foldText(text)
    .replace(/\./g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, replacement] of DEGREE_FORMS) s = s.replace(pattern, replacement);
  return s
    .replace(/\b(?:degree|of|in|the|and)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const DEGREE_FORMS: [RegExp, string][] = [
  [/\b(?:bs|bsc|b sc)\b/g, 'bachelor science'],
  [/\b(?:ba|b a)\b/g, 'bachelor arts'],
  [/\b(?:btech|b tech|be)\b/g, 'bachelor technology'],
  [/\b(?:ms|msc|m sc)\b/g, 'master science'],
  [/\b(?:ma|m a)\b/g, 'master arts'],
  [/\bmba\b/g, 'master business administration'],
  [/\b(?:mtech|m tech)\b/g, 'master technology'],
  [/\b(?:phd|ph d|doctorate)\b/g, 'doctor philosophy'],
  [/\bbachelors?\b/g, 'bachelor'],
  [/\bmasters?\b/g, 'master'],
];

/** Every four-digit year a text mentions. */
export function findYears(text: string): string[] {
  return [...text.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => m[0]);
}
