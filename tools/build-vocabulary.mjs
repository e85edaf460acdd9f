// Builds the posting reader's vocabulary (server/src/text/vocabulary-data/taxonomies.json) from the open
// skills taxonomies in ../shared/data/skills-taxonomies: O*NET® 29.2 Technology Skills (USDOL/ETA,
// CC BY 4.0) and the ESCO skills pillar (© European Union, CC BY 4.0). The output is data: names and
// their alternative spellings, a kind and a prior; how much each counts is decided in the ranking
// code (server/src/text/ranking-weights.ts), not here.
//
//   node --import tsx tools/build-vocabulary.mjs [taxonomy folder] [English word list]
//
// Any-case aliases are stored as the keys the reader matches them by (aliasKey in
// server/src/text/normalize.ts), so a server builds its index without stemming 60,000 labels.
//
// The word list (Debian's wamerican, /usr/share/dict/words) only tells which short names are also
// ordinary English words ('Word', 'Spark', 'Access'): those are kept as strict names, which count in
// a posting only when written as a name (see analyze-text.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aliasKey } from '../server/src/text/normalize.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const taxonomyDir = process.argv[2] ?? path.resolve(root, '..', 'shared', 'data', 'skills-taxonomies');
const wordListFile = process.argv[3] ?? '/usr/share/dict/words';
const outFile = path.join(root, 'server', 'src', 'text', 'vocabulary-data', 'taxonomies.json');

const dictionary = new Set(readFileSync(wordListFile, 'utf8').split('\n').filter(Boolean));
/** An ordinary English word: the dictionary lists it in lower case. */
const isEnglishWord = (word) => {
  const lower = word.toLowerCase().replace(/'s$/, '');
  return (
    dictionary.has(lower) ||
    (/[^s]s$/.test(lower) && dictionary.has(lower.slice(0, -1))) ||
    (/es$/.test(lower) && dictionary.has(lower.slice(0, -2)))
  );
};

function readTsv(file) {
  const [header, ...rows] = readFileSync(path.join(taxonomyDir, file), 'utf8').split('\n').filter(Boolean);
  const columns = header.split('\t');
  return rows.map((row) => Object.fromEntries(row.split('\t').map((value, i) => [columns[i], value])));
}

/** Longest alias kept, in words: longer labels never stand word for word in a posting. */
const MAX_ALIAS_WORDS = 5;
const EDGE_WORDS = new Set('a an the and or of to in for with on at by as from into'.split(' '));
const words = (s) => s.trim().split(/\s+/).filter(Boolean);

/** One-word labels that name a field or a practice by their form ('radiology', 'welding', 'economics'). */
const ADJECTIVE_ENDING = /(?:ic|al|ive|ous|ful|less|able|ible)$/;
const FIELD_ENDING = /(?:ology|ologies|ics|ism|istry|graphy|nomy|ing|ery|ship|ware)$/;

/**
 * How a label may be matched: 'loose' (any case), 'strict' (only written as a name: capitalised, or
 * in a list beside other names), or null (never alone: an ordinary word that names no skill).
 */
function matchMode(label, { vendorless = false } = {}) {
  const parts = words(label);
  // 'Analytics' without 'Google' is a word; a vendor's product named by one English word needs its vendor.
  if (vendorless && parts.length === 1 && isEnglishWord(label)) return null;
  // 'Visual Studio' without 'Microsoft' is a name only when written as one; 'Web Services' is words.
  if (parts.length > 1) return vendorless && parts.every(isEnglishWord) ? 'strict' : 'loose';
  const [word] = parts;
  if (!word || word.length < 2) return null;
  const hasCapital = /[A-Z]/.test(word);
  // An acronym is a name only in capitals: 'SAN' (storage area network) is not 'San Francisco'.
  if (/^[A-Z][A-Z0-9&+#]{1,5}$/.test(word)) return 'strict';
  // One describing word ('economic', 'ergonomic', 'aesthetic') names no skill, whatever the dictionary says.
  if (ADJECTIVE_ENDING.test(word.toLowerCase())) return null;
  if (!isEnglishWord(word)) return hasCapital || word.length > 3 ? 'loose' : null;
  // An English word: a name when the taxonomy writes it as one ('Swift', 'Chef'), a field by its ending.
  if (hasCapital) return 'strict';
  return FIELD_ENDING.test(word) && word.length > 5 ? 'loose' : null;
}

/** Adds an alias to an entry under its match mode; one-letter and numeric aliases are never names. */
function addAlias(entry, label, options) {
  const alias = label.replace(/\s+/g, ' ').trim();
  if (!alias || /^[\d\W]+$/.test(alias) || words(alias).length > MAX_ALIAS_WORDS) return;
  // A label cut from a longer one ('and procedures') is no name.
  if (EDGE_WORDS.has(words(alias)[0]?.toLowerCase() ?? '') || EDGE_WORDS.has(words(alias).at(-1)?.toLowerCase() ?? '')) return;
  const mode = matchMode(alias, options);
  if (mode === 'loose') entry.loose.add(alias.toLowerCase());
  else if (mode === 'strict') entry.strict.add(alias);
}

// ---- O*NET Technology Skills --------------------------------------------------------------------

const onet = readTsv('onet-technology.tsv');

/**
 * Vendors: a first word that opens many product names, most of them capitalised after it
 * ('Microsoft Excel', 'Apache Kafka'). 'Computer aided design' opens names too, but as a description.
 */
function findVendors(rows) {
  const counts = new Map();
  for (const { example } of rows) {
    const [first, second] = words(example);
    if (!first || !second) continue;
    const c = counts.get(first) ?? { total: 0, named: 0 };
    c.total += 1;
    if (/^[A-Z0-9]/.test(second)) c.named += 1;
    counts.set(first, c);
  }
  return new Set([...counts].filter(([, c]) => c.total >= 7 && c.named / c.total >= 0.7).map(([w]) => w));
}
const vendors = findVendors(onet);

/** The names a posting may use for an O*NET example: the full name, its acronym, without vendor or 'software'. */
function onetNames(example) {
  const names = [{ name: example }];
  let name = example.replace(/\s+software$/i, '').trim();
  // 'Structured query language SQL': the trailing capitals are the short name.
  // 'Structured query language SQL': trailing capitals that are the initials of the words before them.
  const acronym = /^(.+?)\s+([A-Z][A-Z0-9+#./-]{1,9})$/.exec(name);
  const letters = acronym?.[2]?.replace(/[^A-Z]/g, '') ?? '';
  const before = acronym?.[1] ? words(acronym[1]) : [];
  const initials = before
    .slice(-letters.length)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  if (acronym?.[1] && acronym[2] && letters.length >= 2 && initials === letters) {
    // The acronym is the short name: its spelt-out words alone are a description ('Web Services').
    names.push({ name: acronym[2] }, { name: acronym[1] });
    return names;
  }
  names.push({ name });
  const [first, ...rest] = words(name);
  if (first && vendors.has(first) && rest.length > 0) names.push({ name: rest.join(' '), vendorless: true });
  return names;
}

/** A category, not a product: 'Spreadsheet software', 'Web browser software'. */
const isCategory = (example) => {
  const rest = words(example).slice(1);
  return (
    rest.length > 0 && rest.every((w) => w === w.toLowerCase()) && (/\ssoftware$/i.test(example) || words(example).every(isEnglishWord))
  );
};

const entries = [];
for (const row of onet.sort((a, b) => Number(b.occupations) - Number(a.occupations))) {
  if (isCategory(row.example)) continue;
  const entry = { canonical: null, kind: 'tool', prior: 0, loose: new Set(), strict: new Set() };
  const names = onetNames(row.example);
  for (const { name, vendorless } of names) addAlias(entry, name, { vendorless });
  if (entry.loose.size + entry.strict.size === 0) continue;
  // The shortest name that is still a name is what people write ('Excel', 'SQL', 'AutoCAD').
  const usable = names.filter((n) => matchMode(n.name, n)).map((n) => n.name);
  entry.canonical = usable.sort((a, b) => a.length - b.length)[0] ?? row.example;
  entry.prior = (row.hot === 'Y' ? 1 : 0) + (row.in_demand === 'Y' ? 1 : 0) + (Number(row.occupations) >= 20 ? 1 : 0);
  entries.push(entry);
}

// ---- ESCO skills pillar ---------------------------------------------------------------------------

const esco = readTsv('esco-skills.tsv');
/** Verbs of attitude, not of tasks ('stay focused', 'strive for'): they open no duty. */
const ATTITUDE_VERBS = new Set(['be', 'have', 'stay', 'strive', 'show', 'think', 'keep', 'respect', 'tolerate', 'cope', 'accept']);
const skillVerbs = new Set([...findSkillVerbs(esco), ...ATTITUDE_VERBS]);
for (const row of esco) {
  const label = row.preferredLabel;
  const alternatives = row.altLabels ? row.altLabels.split(' | ') : [];
  // A spoken language is the knowledge row ESCO also names as 'competent in <language>'.
  const isLanguage = alternatives.some((a) => a.toLowerCase() === `competent in ${label.toLowerCase()}`);
  const type = row.skillType || (/^[A-Z]/.test(label) || words(label).length === 1 ? 'knowledge' : 'skill/competence');
  const kind = isLanguage ? 'language' : type === 'knowledge' ? 'knowledge' : row.reuseLevel === 'transversal' ? 'soft' : 'skill';
  const entry = {
    canonical: label.replace(/\s*\([^)]*\)\s*$/, ''),
    kind,
    prior: row.reuseLevel ? 1 : 0,
    loose: new Set(),
    strict: new Set(),
  };
  for (const name of [label, ...alternatives]) {
    // A soft skill phrased as a verb ('build trust', 'be responsible') is an attitude a posting
    // describes, not a name it asks for; its noun forms ('trustworthiness') stay.
    if (kind === 'soft' && skillVerbs.has(words(name)[0]?.toLowerCase() ?? '')) continue;
    // 'Python (computer programming)' is written 'Python'; 'competent in English' is written 'English'.
    addAlias(entry, name.replace(/\s*\([^)]*\)\s*$/, ''));
    if (/\(/.test(name)) addAlias(entry, name.replace(/[()]/g, ' '));
  }
  if (entry.loose.size + entry.strict.size > 0) entries.push(entry);
}

/** One entry per name and kind: O*NET lists 'SQL' under several vendors' examples. */
function mergeByCanonical(list) {
  const byKey = new Map();
  const merged = [];
  for (const entry of list) {
    const key = `${entry.kind}:${entry.canonical.toLowerCase()}`;
    const first = byKey.get(key);
    if (!first) {
      byKey.set(key, entry);
      merged.push(entry);
      continue;
    }
    for (const a of entry.loose) first.loose.add(a);
    for (const a of entry.strict) first.strict.add(a);
    first.prior = Math.max(first.prior, entry.prior);
  }
  return merged;
}

/**
 * One-word aliases that many other labels contain ('engineering' in 'packaging engineering' and a
 * hundred more) name a whole family, not the entry that lists them as an alternative: dropped there.
 */
function dropFamilyWords(list) {
  const containing = new Map();
  for (const entry of list) {
    const seen = new Set();
    for (const alias of [...entry.loose, ...entry.strict])
      for (const w of words(alias.toLowerCase())) if (words(alias).length > 1) seen.add(w);
    for (const w of seen) containing.set(w, (containing.get(w) ?? 0) + 1);
  }
  for (const entry of list) {
    for (const alias of [...entry.loose]) {
      // An entry's own name stays ('English' is the language, however many labels name it).
      if (alias === entry.canonical.toLowerCase() || words(alias).length > 1) continue;
      if ((containing.get(alias) ?? 0) >= FAMILY_WORD_LABELS) entry.loose.delete(alias);
    }
  }
  return list.filter((e) => e.loose.size + e.strict.size > 0);
}
const FAMILY_WORD_LABELS = 8;
const vocabulary = dropFamilyWords(mergeByCanonical(entries));

/** The verbs ESCO opens its competences with ('manage budgets', 'respond to enquiries'), of three labels or more. */
function findSkillVerbs(rows) {
  const counts = new Map();
  for (const row of rows) {
    if (row.skillType !== 'skill/competence') continue;
    const first = words(row.preferredLabel)[0]?.toLowerCase();
    if (first && /^[a-z]+$/.test(first) && dictionary.has(first)) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, n]) => n >= 3)
    .map(([w]) => w)
    .sort();
}

const KIND_CODES = { tool: 't', knowledge: 'k', language: 'l', skill: 's', soft: 'x' };
const output = {
  about:
    'Generated by tools/build-vocabulary.mjs from O*NET 29.2 Technology Skills (USDOL/ETA, CC BY 4.0, modified) and the ESCO skills pillar v1.1.1/v1.2 (European Commission, CC BY 4.0, modified). Do not edit by hand.',
  kinds: KIND_CODES,
  // [canonical, kind code, prior, match keys of the any-case aliases joined by '|', strict aliases joined by '|']
  entries: vocabulary.map((e) => [
    e.canonical,
    KIND_CODES[e.kind],
    e.prior,
    [...new Set([...e.loose].map(aliasKey).filter(Boolean))].join('|'),
    [...e.strict].join('|'),
  ]),
};
writeFileSync(outFile, `${JSON.stringify(output).replace(/\],\[/g, '],\n[')}\n`);
const counts = {};
for (const e of vocabulary) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
console.log(`wrote ${outFile}: ${vocabulary.length} entries`, counts, `vendors: ${vendors.size}`);
