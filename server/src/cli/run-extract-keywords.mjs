// `npm run extract-keywords` starts here: runs the bundled CLI (build-cli.mjs), rebuilt first when
// missing or stale; falls back to the TypeScript source through tsx when it cannot be built.
import { pathToFileURL } from 'node:url';
import { KEYWORDS_CLI_BUNDLE, ensureBundle } from './build-cli.mjs';

const bundle = await ensureBundle(KEYWORDS_CLI_BUNDLE);
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  process.stderr.write('extract-keywords: could not bundle the CLI; running it from source (slower).\n');
  const { register } = await import('tsx/esm/api');
  register();
  await import('./extract-keywords.ts');
}
