/**
 * Keyword coverage of the built-in engine: tailors the sample profile to each benchmark job
 * posting and prints how many of the job's terms the profile and the tailored resume cover.
 * Run: npm run bench:keywords
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProfileDataSchema } from '@hireready/contract';
import { tailorResumeBuiltin } from '../server/src/providers/ai/builtin/generate';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const jobsDir = resolve(root, '../shared/bench/jobs');
const raw = JSON.parse(readFileSync(join(root, 'bench/fixtures/sample-profile.json'), 'utf8')) as { email: string };
const profile = { ...ProfileDataSchema.parse(raw), email: raw.email };
const today = new Date('2026-11-21T12:00:00Z');

/** The posting's first line is its title; 'Job Description:' prefixes are not part of it. */
function titleOf(text: string): string {
  const first = text.split('\n').find((l) => l.trim()) ?? '';
  return first.replace(/^\s*job\s+description\s*:\s*/i, '').trim();
}

const pct = (n: number) => `${Math.round(n * 100)}%`.padStart(4);
const rows: { ms: number; before: number; after: number }[] = [];
const files = readdirSync(jobsDir).filter((f) => f.endsWith('.txt')).sort();

// One warm-up call so the first row does not carry module compilation and JIT time.
tailorResumeBuiltin({ profile, job: { jobDescription: 'Warm-up', company: 'Warm-up', jobTitle: 'Engineer' }, today });

console.log(`${'job'.padEnd(36)} terms before after   ms  missing`);
for (const file of files) {
  const jobDescription = readFileSync(join(jobsDir, file), 'utf8');
  const job = { jobDescription, company: 'Acme', jobTitle: titleOf(jobDescription) };
  // The median of a few runs: one run on a shared machine measures the neighbours as much as us.
  const runs: number[] = [];
  let result = tailorResumeBuiltin({ profile, job, today });
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    result = tailorResumeBuiltin({ profile, job, today });
    runs.push(performance.now() - start);
  }
  const ms = runs.sort((a, b) => a - b)[2] ?? 0;
  const k = result.keywords;
  rows.push({ ms, before: k.matchBefore, after: k.matchAfter });
  console.log(
    `${file.replace(/\.txt$/, '').padEnd(36)} ${String(k.terms.length).padStart(5)} ${pct(k.matchBefore)}  ${pct(k.matchAfter)}  ${ms.toFixed(1).padStart(5)}  ${k.missing.join(', ')}`,
  );
  if (result.removed.length > 0) console.log(`  guard removed: ${result.removed.join('; ')}`);
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  `\n${files.length} jobs: mean matchBefore ${pct(mean(rows.map((r) => r.before)))}, mean matchAfter ${pct(mean(rows.map((r) => r.after)))}, ` +
    `generation ms median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)}, max ${(sorted.at(-1) ?? 0).toFixed(1)}`,
);
