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
const result = spawnSync(
  process.execPath,
  [scorer, '--cmd', 'npm run --silent parse-resume -- {file}', '--cwd', repoRoot, ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: repoRoot },
);
process.exit(result.status ?? 1);
