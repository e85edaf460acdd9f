// `npm run parse-resume` starts here: runs the bundled CLI (build-cli.mjs), rebuilding it first
// when it is missing or older than any file it was built from, so the bundle never runs stale
// code. Falls back to the TypeScript source through tsx when it cannot be built.
import { pathToFileURL } from 'node:url';
import { CLI_BUNDLE, ensureBundle } from './build-cli.mjs';

const bundle = await ensureBundle(CLI_BUNDLE);
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  process.stderr.write('parse-resume: could not bundle the CLI; running it from source (slower).\n');
  const { register } = await import('tsx/esm/api');
  register();
  await import('./parse-resume.ts');
}
