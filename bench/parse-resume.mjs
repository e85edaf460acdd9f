#!/usr/bin/env node
// Runs the shared resume-parsing benchmark against `npm run --silent parse-resume`.
// The benchmark lives beside the repository (../shared/bench); the path is resolved from this
// file, so it works from any working directory and from a fresh clone placed beside shared/.
// Extra arguments go to the scorer: --format pdf, --only v01,v02, --verbose, --save-outputs DIR.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scorer = path.resolve(repoRoot, '..', 'shared', 'bench', 'score.mjs');
if (!existsSync(scorer)) {
  console.error(`The benchmark scorer is not at ${scorer}: place the shared/ folder beside the repository.`);
  process.exit(2);
}
// Compile the server and the CLI once up front (server/build.js), so the figures are the code as
// it is now and the per-file times are what a user of the CLI sees on every run.
const build = spawnSync(process.execPath, [path.join(repoRoot, 'server', 'build.js')], { stdio: 'inherit', cwd: repoRoot });
if (build.status !== 0) process.exit(build.status ?? 1);
// Parse times without npm's start and in the running server (bench/parse-timing.ts), printed first
// so that the scorer's `parse-score:` line stays the last.
spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'parse-timing.ts')], { stdio: 'inherit', cwd: repoRoot });
console.log('');
const result = spawnSync(
  process.execPath,
  [scorer, '--cmd', 'npm run --silent parse-resume -- {file}', '--cwd', repoRoot, ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: repoRoot },
);
process.exit(result.status ?? 1);
