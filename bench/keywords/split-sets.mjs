// The two human-labelled skill sets in ../shared/bench/skills, each split once into a development
// part (what extraction may be tuned on) and a set-aside part (one third, chosen by a hash of each
// posting's id, never read while tuning; its figures are reported first). The parts are written
// as files of the shared format, so the shared scorer reads them unchanged.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SKILLS_DIR = path.resolve(here, '..', '..', '..', 'shared', 'bench', 'skills');

export const SETS = [
  { name: 'SkillSpan postings (Knowledge)', file: 'skillspan-postings.json', gold: 'knowledge' },
  { name: 'UK advert snippets (Skill)', file: 'postings.json', gold: 'skills' },
];

/** One posting in three is set aside, by its id alone: adding postings never moves one between parts. */
export function isSetAside(id) {
  const digest = createHash('sha256').update(`hireready-keywords-split-v1:${id}`).digest();
  return digest.readUInt32BE(0) % 3 === 0;
}

/** Writes `<set>.dev.json` and `<set>.aside.json` under a temporary folder; returns their paths and counts. */
export function writeParts(set, dir = path.join(tmpdir(), 'hireready-keyword-parts')) {
  mkdirSync(dir, { recursive: true });
  const data = JSON.parse(readFileSync(path.join(SKILLS_DIR, set.file), 'utf8'));
  const parts = {};
  for (const part of ['dev', 'aside']) {
    const postings = data.postings.filter((p) => isSetAside(p.id) === (part === 'aside'));
    const file = path.join(dir, `${path.basename(set.file, '.json')}.${part}.json`);
    writeFileSync(file, JSON.stringify({ meta: { ...data.meta, part }, postings }));
    parts[part] = { file, count: postings.length };
  }
  return parts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const set of SETS) {
    const parts = writeParts(set);
    console.log(`${set.name}: dev ${parts.dev.count} -> ${parts.dev.file}; set aside ${parts.aside.count} -> ${parts.aside.file}`);
  }
}
