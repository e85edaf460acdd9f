/**
 * Keyword coverage of the built-in engine: tailors the sample profile to each benchmark job
 * posting and prints how many of the job's terms the profile holds, an untailored resume of the
 * same size covers (matchBefore) and the tailored resume covers (matchAfter), with time per job.
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

/**
 * The employer of each posting, as a user would type it in the job form (../shared/bench/jobs/README.md
 * and the postings themselves). Postings that do not name one get a placeholder that appears nowhere.
 */
const COMPANIES: Record<string, string> = {
  'data-scientist': 'Game Change Solutions',
  'director-of-engineering': 'Google',
  'front-end-engineer': 'Tech Solutions',
  'global-industry-content-manager': 'Google',
  'html-developer': 'Slidesigma India LLC',
  'java-developer': 'Tech Solutions',
  'lead-technical-program-manager': 'Google',
  'primary-english-teacher': 'Stones2Milestones',
  'product-manager': 'Tech Solutions',
  'revenue-reporting-data-analyst': 'Google',
  'senior-full-stack-engineer': 'Tech Solutions',
  'senior-product-manager': 'Google',
};

/** Timed runs per job after one warm run; the median is reported. */
const RUNS = 9;

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const pct = (n: number) => `${Math.round(n * 100)}%`.padStart(4);
const rows: { terms: number; held: number; ms: number; cpu: number; before: number; after: number }[] = [];
const files = readdirSync(jobsDir)
  .filter((f) => f.endsWith('.txt'))
  .sort();

// One warm-up call so the first row does not carry module compilation and JIT time.
tailorResumeBuiltin({ profile, job: { jobDescription: 'Warm-up', company: 'Warm-up', jobTitle: 'Engineer' }, today });

console.log(`${'job'.padEnd(36)} terms held before after    ms  cpu  missing`);
for (const file of files) {
  const name = file.replace(/\.txt$/, '');
  const jobDescription = readFileSync(join(jobsDir, file), 'utf8');
  const job = { jobDescription, company: COMPANIES[name] ?? 'Acme', jobTitle: titleOf(jobDescription) };
  // The median of a few runs: one run on a shared machine measures the neighbours as much as us.
  // CPU time beside wall time, because on a busy machine wall time is mostly waiting for a core.
  const runs: number[] = [];
  const cpuRuns: number[] = [];
  let result = tailorResumeBuiltin({ profile, job, today });
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    result = tailorResumeBuiltin({ profile, job, today });
    const cpu = process.cpuUsage(cpuStart);
    runs.push(performance.now() - start);
    cpuRuns.push((cpu.user + cpu.system) / 1000);
  }
  const ms = median(runs);
  const cpu = median(cpuRuns);
  const k = result.keywords;
  // 'held': the share the profile holds anywhere, the ceiling no truthful document can pass.
  const held = k.terms.length === 0 ? 0 : (k.terms.length - k.missing.length) / k.terms.length;
  rows.push({ terms: k.terms.length, held, ms, cpu, before: k.matchBefore, after: k.matchAfter });
  console.log(
    `${name.padEnd(36)} ${String(k.terms.length).padStart(5)} ${pct(held)} ${pct(k.matchBefore)}   ${pct(k.matchAfter)}  ${ms.toFixed(1).padStart(5)} ${cpu.toFixed(1).padStart(4)}  ${k.missing.join(', ')}`,
  );
  if (result.removed.length > 0) console.log(`  guard removed: ${result.removed.join('; ')}`);
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
const walls = rows.map((r) => r.ms);
const cpus = rows.map((r) => r.cpu);
console.log(
  `\n${files.length} jobs: mean terms ${mean(rows.map((r) => r.terms)).toFixed(1)}, mean held ${pct(mean(rows.map((r) => r.held)))}, mean matchBefore ${pct(mean(rows.map((r) => r.before)))}, mean matchAfter ${pct(mean(rows.map((r) => r.after)))}, ` +
    `resume + report ms median ${median(walls).toFixed(1)} (max ${Math.max(...walls).toFixed(1)}), cpu ms median ${median(cpus).toFixed(1)} (max ${Math.max(...cpus).toFixed(1)})`,
);
