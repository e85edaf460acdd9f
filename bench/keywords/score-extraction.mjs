// `npm run bench:keywords` (first half): keyword extraction scored by the shared scorer
// (../shared/bench/skills/score-skills.mjs) against what people marked in real postings, on both
// shared sets, the set-aside part first. Of the set-aside part only the figures are printed, never
// its postings, misses or false positives. Also the median extraction time per posting, in process.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETS, SKILLS_DIR, writeParts } from './split-sets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const SCORER = path.join(SKILLS_DIR, 'score-skills.mjs');
const EXTRACT = 'npm run --silent extract-keywords -- --batch';
/** What main's extractor scored at e19ae43, on the same parts, so a run prints before beside after. */
const BEFORE = JSON.parse(readFileSync(path.join(here, 'before.json'), 'utf8'));
const showDetail = process.argv.includes('--dev-detail');
/** While tuning: the development part alone, so not even the set-aside figures are seen. */
const devOnly = process.argv.includes('--dev-only');

function score(set, file, { detail }) {
  const run = spawnSync('node', [SCORER, '--gold', set.gold, '--file', file, '--cmd-batch', EXTRACT, '--top', detail ? '15' : '0'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`scorer failed on ${file}: ${run.stderr}`);
  const micro = /micro precision ([\d.]+)\s+recall ([\d.]+)\s+F1 ([\d.]+)/.exec(run.stdout);
  const perPosting = /keywords per posting: ([\d.]+)/.exec(run.stdout);
  if (!micro) throw new Error(`no figures in the scorer's output for ${file}`);
  return {
    precision: Number(micro[1]),
    recall: Number(micro[2]),
    f1: Number(micro[3]),
    perPosting: perPosting ? Number(perPosting[1]) : null,
    detail: detail ? run.stdout.split('\n').filter((l) => /^top (false positives|misses)/.test(l)) : [],
  };
}

const format = (s) => `P ${s.precision.toFixed(1)}  R ${s.recall.toFixed(1)}  F1 ${s.f1.toFixed(1)}`;

console.log('Keyword extraction against human-labelled postings (micro P / R / F1; before = main at e19ae43)\n');
for (const set of SETS) {
  const parts = writeParts(set);
  for (const part of devOnly ? ['dev'] : ['aside', 'dev']) {
    const label = part === 'aside' ? 'set-aside' : 'development';
    const now = score(set, parts[part].file, { detail: part === 'dev' && showDetail });
    const before = BEFORE[set.file]?.[part];
    console.log(
      `${set.name.padEnd(32)} ${label.padEnd(12)} (${String(parts[part].count).padStart(3)} postings)  now ${format(now)}` +
        `  (${now.perPosting?.toFixed(1)} keywords each)` +
        (before ? `   before ${format(before)}` : ''),
    );
    for (const line of now.detail) console.log(`    ${line}`);
  }
}

const timing = spawnSync('node', ['--import', 'tsx', path.join(here, 'time-extraction.ts')], { cwd: root, encoding: 'utf8' });
process.stdout.write(timing.stdout || timing.stderr);
