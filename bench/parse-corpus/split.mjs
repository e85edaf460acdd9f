// Splits the corpus by layout into development (about two thirds) and set-aside (one third),
// stratified by family. The split is a hash of the layout id, fixed before any layout was rendered,
// and written to split.json, which the bench reads: set-aside files are only ever scored, never
// opened or debugged. Run once: node bench/parse-corpus/split.mjs
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LAYOUTS, RESERVED_THEMES } from './layouts.mjs';

const SALT = 'hireready-parse-corpus-split-v1';
const rank = (id) => createHash('sha256').update(`${SALT}:${id}`).digest('hex');

for (const layout of LAYOUTS) {
  if (RESERVED_THEMES.some((name) => layout.id === `jsonresume-${name}`)) throw new Error(`${layout.id} is reserved`);
}
const split = {};
for (const family of [...new Set(LAYOUTS.map((l) => l.family))]) {
  const ids = LAYOUTS.filter((l) => l.family === family).map((l) => l.id).sort((a, b) => rank(a).localeCompare(rank(b)));
  const setAside = Math.ceil(ids.length / 3);
  ids.forEach((id, i) => {
    split[id] = i < setAside ? 'set-aside' : 'development';
  });
}
const out = path.join(import.meta.dirname, 'split.json');
if (fs.existsSync(out) && !process.argv.includes('--force')) {
  const existing = JSON.parse(fs.readFileSync(out, 'utf8'));
  const changed = Object.keys(split).filter((id) => existing[id] !== undefined && existing[id] !== split[id]);
  if (changed.length > 0) throw new Error(`split.json would change for ${changed.join(', ')}`);
}
fs.writeFileSync(out, `${JSON.stringify(split, null, 2)}\n`);
console.log(Object.entries(split).map(([id, part]) => `${part.padEnd(12)} ${id}`).sort().join('\n'));
