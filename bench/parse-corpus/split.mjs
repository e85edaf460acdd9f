// Splits the corpus by layout, stratified by family, with a hash of the layout id fixed before any
// layout was rendered, and writes split.json, which the bench reads: set-aside files are only ever
// scored, never opened or debugged.
// Round 1 (decision 014): about one third 'set-aside', two thirds 'development'.
// Round 2 (decision 021): the new layouts, half 'fresh-set-aside' (the first set-aside's score had
// been printed and read, so a part nobody has seen is needed) and half 'development'.
// Round 3 (decision 027): the same again with a new salt, 'fresh-set-aside-3' (round 2's fresh part
// had been printed a few times) and 'development'; a second batch ('3b') found later, split alike
// with its own salt into the same parts.
// Round 4 (decision 028): Word conventions for numbered headings and skills-first CVs, a third into
// 'fresh-set-aside-4' (a check of the rules written for them on ones nobody looked at), the rest
// 'development'; a second batch ('4b') of skills-first CVs split alike with its own salt.
// Round 5 (decision 029): hand-written LaTeX, HTML designs and Word exports of the kinds people
// publish, a third into 'fresh-set-aside-5', the rest 'development'.
// Round 7 (decision 030): JSON Resume themes and TeX Live CV styles not yet here and HTML designs
// of the kinds still weak on unseen layouts, a third into 'fresh-set-aside-7', the rest 'development'
// (round 6 added rules only, no layouts).
// Round 8 (decision 030): one HTML design of the kind still weakest on unseen layouts, for
// development only (share 0): a third of one layout would set the whole of it aside.
// Round 9: hand-written LaTeX and Word conventions of the kinds still weak on unseen layouts, a
// third into 'fresh-set-aside-9', the rest 'development'.
// Round 10: HTML, Word and hand-written LaTeX of kinds nobody here had designed before, a third into
// 'fresh-set-aside-10', the rest 'development'.
// Round 11: hand-written LaTeX on standard classes and Word conventions of kinds not designed here
// before, a third into 'fresh-set-aside-11', the rest 'development'.
// Round 12: JSON Resume themes, hand-written LaTeX, Word and HTML of kinds not here before, a third
// into 'fresh-set-aside-12', the rest 'development'.
// Round 13: the same families again, of kinds not in round 12, a third into 'fresh-set-aside-13',
// the rest 'development'.
// Round 14: Word and HTML in the conventions the PDF rules of rounds 12 and 13 act on, a third into
// 'fresh-set-aside-14', the rest 'development'.
// Round 15: JSON Resume themes and ours of kinds not here before, a third into 'fresh-set-aside-15',
// the rest 'development'.
// Round 16: the FRESH format's themes (HTML, Word 2003 XML, Awesome-CV LaTeX), a third of the
// themes, each with all its layouts, into 'fresh-set-aside-16', the rest 'development'.
// Round 17: hand-written LaTeX after published templates, the class lebhart, and HTML and Word in
// the shapes of builders' and job boards' exports, a third into 'fresh-set-aside-17', the rest
// 'development'.
// Round 18: Word files built with features the other Word layouts do not use, and hand-written LaTeX
// with dates in a column left of the entries, a third of each family into 'fresh-set-aside-18', the
// rest 'development'.
// Round 19: JSON Resume themes on npm not rendered here before and Word files of three more kinds, a
// third of each family into 'fresh-set-aside-19', the rest 'development'.
// Round 20: HTML in shapes builders and code hosts print, and hand-written LaTeX on the article
// class in ways not here before, a third of each family into 'fresh-set-aside-20', the rest
// 'development'.
// Round 21: development layouts given hand-written people of other kinds, a third of each family
// into 'fresh-set-aside-21' (whose people come from a pool of their own), the rest 'development'.
// Round 22: twelve more development layouts with a second pair of hand-written pools, a third of
// each family into 'fresh-set-aside-22', the rest 'development'.
// Round 23: twelve more development layouts with a third pair of hand-written pools, a third of each
// family into 'fresh-set-aside-23', the rest 'development'.
// Round 24: twelve more development layouts with a fourth pair of hand-written pools, a third of
// each family into 'fresh-set-aside-24', the rest 'development'.
// Round 25: twelve more development layouts with a fifth pair of hand-written pools, a third of each
// family into 'fresh-set-aside-25', the rest 'development'.
// Run once per round: node bench/parse-corpus/split.mjs (an existing assignment never changes).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LAYOUTS, RESERVED_THEMES } from './layouts.mjs';

const ROUNDS = {
  1: { salt: 'hireready-parse-corpus-split-v1', part: 'set-aside', share: 1 / 3 },
  2: { salt: 'hireready-parse-corpus-split-v2', part: 'fresh-set-aside', share: 1 / 2 },
  3: { salt: 'hireready-parse-corpus-split-v3', part: 'fresh-set-aside-3', share: 1 / 2 },
  '3b': { salt: 'hireready-parse-corpus-split-v3b', part: 'fresh-set-aside-3', share: 1 / 2 },
  4: { salt: 'hireready-parse-corpus-split-v4', part: 'fresh-set-aside-4', share: 1 / 3 },
  '4b': { salt: 'hireready-parse-corpus-split-v4b', part: 'fresh-set-aside-4', share: 1 / 3 },
  5: { salt: 'hireready-parse-corpus-split-v5', part: 'fresh-set-aside-5', share: 1 / 3 },
  7: { salt: 'hireready-parse-corpus-split-v7', part: 'fresh-set-aside-7', share: 1 / 3 },
  8: { salt: 'hireready-parse-corpus-split-v8', part: 'development', share: 0 },
  9: { salt: 'hireready-parse-corpus-split-v9', part: 'fresh-set-aside-9', share: 1 / 3 },
  10: { salt: 'hireready-parse-corpus-split-v10', part: 'fresh-set-aside-10', share: 1 / 3 },
  11: { salt: 'hireready-parse-corpus-split-v11', part: 'fresh-set-aside-11', share: 1 / 3 },
  12: { salt: 'hireready-parse-corpus-split-v12', part: 'fresh-set-aside-12', share: 1 / 3 },
  13: { salt: 'hireready-parse-corpus-split-v13', part: 'fresh-set-aside-13', share: 1 / 3 },
  14: { salt: 'hireready-parse-corpus-split-v14', part: 'fresh-set-aside-14', share: 1 / 3 },
  15: { salt: 'hireready-parse-corpus-split-v15', part: 'fresh-set-aside-15', share: 1 / 3 },
  16: { salt: 'hireready-parse-corpus-split-v16', part: 'fresh-set-aside-16', share: 1 / 3 },
  17: { salt: 'hireready-parse-corpus-split-v17', part: 'fresh-set-aside-17', share: 1 / 3 },
  18: { salt: 'hireready-parse-corpus-split-v18', part: 'fresh-set-aside-18', share: 1 / 3 },
  19: { salt: 'hireready-parse-corpus-split-v19', part: 'fresh-set-aside-19', share: 1 / 3 },
  20: { salt: 'hireready-parse-corpus-split-v20', part: 'fresh-set-aside-20', share: 1 / 3 },
  21: { salt: 'hireready-parse-corpus-split-v21', part: 'fresh-set-aside-21', share: 1 / 3 },
  22: { salt: 'hireready-parse-corpus-split-v22', part: 'fresh-set-aside-22', share: 1 / 3 },
  23: { salt: 'hireready-parse-corpus-split-v23', part: 'fresh-set-aside-23', share: 1 / 3 },
  24: { salt: 'hireready-parse-corpus-split-v24', part: 'fresh-set-aside-24', share: 1 / 3 },
  25: { salt: 'hireready-parse-corpus-split-v25', part: 'fresh-set-aside-25', share: 1 / 3 },
};

for (const layout of LAYOUTS) {
  if (RESERVED_THEMES.some((name) => layout.id === `jsonresume-${name}` || layout.package === `jsonresume-theme-${name}`)) {
    throw new Error(`${layout.id} is reserved`);
  }
}
const split = {};
for (const [round, { salt, part, share }] of Object.entries(ROUNDS)) {
  const rank = (id) => createHash('sha256').update(`${salt}:${id}`).digest('hex');
  const inRound = LAYOUTS.filter((l) => String(l.round ?? 1) === round);
  // Layouts of one design (a theme's HTML, Word and LaTeX forms) go to the same part together.
  const grouped = inRound.filter((l) => l.group);
  const groups = [...new Set(grouped.map((l) => l.group))].sort((a, b) => rank(a).localeCompare(rank(b)));
  for (const layout of grouped) split[layout.id] = groups.indexOf(layout.group) < Math.ceil(groups.length * share) ? part : 'development';
  for (const family of [...new Set(inRound.filter((l) => !l.group).map((l) => l.family))]) {
    const ids = inRound
      .filter((l) => l.family === family && !l.group)
      .map((l) => l.id)
      .sort((a, b) => rank(a).localeCompare(rank(b)));
    const setAside = Math.ceil(ids.length * share);
    ids.forEach((id, i) => {
      split[id] = i < setAside ? part : 'development';
    });
  }
}
const out = path.join(import.meta.dirname, 'split.json');
if (fs.existsSync(out) && !process.argv.includes('--force')) {
  const existing = JSON.parse(fs.readFileSync(out, 'utf8'));
  const changed = Object.keys(split).filter((id) => existing[id] !== undefined && existing[id] !== split[id]);
  if (changed.length > 0) throw new Error(`split.json would change for ${changed.join(', ')}`);
}
fs.writeFileSync(out, `${JSON.stringify(split, null, 2)}\n`);
console.log(
  Object.entries(split)
    .map(([id, part]) => `${part.padEnd(16)} ${id}`)
    .sort()
    .join('\n'),
);
