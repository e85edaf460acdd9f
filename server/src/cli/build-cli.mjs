// Bundles the parse-resume and extract-keywords CLIs (TypeScript, its parsers and the structurer) into plain
// JavaScript modules (see bundle-plain-js.mjs), so a run costs a Node start and one module instead
// of tsx's start-up plus a transform of every source file (~1–4 s on a busy machine).
// `npm run build:cli` builds it ahead of time; run-parse-resume.mjs rebuilds it when stale.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBundle, ensureBundle, isBundleFresh } from '../lib/bundle-plain-js.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const extractionDir = path.resolve(here, '..', 'providers', 'extraction');

export const CLI_BUNDLE = {
  name: 'parse-resume',
  entry: path.join(here, 'parse-resume.ts'),
  // Loaded by URL from beside the bundle (plain JavaScript outside the TypeScript module graph).
  besideFiles: [path.join(extractionDir, 'pdf-reader.mjs')],
};

/** `npm run extract-keywords`: the job-posting reader alone, no extraction or database code. */
export const KEYWORDS_CLI_BUNDLE = {
  name: 'extract-keywords',
  entry: path.join(here, 'extract-keywords.ts'),
};

export { ensureBundle, isBundleFresh };

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildBundle(CLI_BUNDLE);
  await buildBundle(KEYWORDS_CLI_BUNDLE);
}
