// `npm run parse-resume` starts here: runs the bundled CLI (build-cli.mjs), rebuilding it first
// when it is missing or older than any file it was built from, so the bundle can never run stale
// code. Plain JavaScript so that the check costs a few stat calls, not a TypeScript loader.
import { readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '..', '..', 'dist', 'cli');
const bundle = path.join(outDir, 'parse-resume.mjs');

function isBundleFresh() {
  try {
    const { startedAt, inputs } = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'));
    statSync(bundle);
    return inputs.every((input) => statSync(input).mtimeMs < startedAt);
  } catch {
    return false; // no bundle, no manifest, or an input gone: build again
  }
}

async function ensureBundle() {
  if (isBundleFresh()) return true;
  try {
    const { buildCli } = await import('./build-cli.mjs');
    await buildCli();
    return true;
  } catch (error) {
    process.stderr.write(`parse-resume: could not bundle the CLI (${error instanceof Error ? error.message : String(error)}); running from source.\n`);
    return false;
  }
}

if (await ensureBundle()) {
  await import(pathToFileURL(bundle).href);
} else {
  // Slower but always available: the same CLI through tsx.
  const { register } = await import('tsx/esm/api');
  register();
  await import('./parse-resume.ts');
}
