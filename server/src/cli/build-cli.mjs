// Bundles the parse-resume CLI (TypeScript, its parsers and the structurer) into one plain
// JavaScript file with esbuild, so a run costs a Node start and one module instead of tsx's
// start-up plus a transform of every source file (~1–4 s on a busy machine, against ~0.1 s).
//
// The bundle is a build output (server/dist/, ignored by git), never committed: run-parse-resume.mjs
// rebuilds it whenever it is missing or any of its inputs changed, so a fresh clone, an edit, or
// `npm ci` need no extra step. `npm run build:cli` builds it ahead of time.
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..', '..');
export const OUT_DIR = path.join(serverDir, 'dist', 'cli');
export const BUNDLE = path.join(OUT_DIR, 'parse-resume.mjs');
export const MANIFEST = path.join(OUT_DIR, 'manifest.json');

/** Files the bundle loads at run time by URL (the PDF reader thread), copied beside it. */
const EXTRACTION_DIR = path.join(serverDir, 'src', 'providers', 'extraction');
const RUNTIME_FILES = ['pdf-reader.mjs', 'pdf-reader-worker.mjs'];

const CONTRACT_ENTRY = path.resolve(serverDir, '..', 'contract', 'src', 'index.ts');

/**
 * The contract's plain values (UPLOAD_MAX_BYTES, ERROR_STATUS, ...), read from the real contract at
 * build time. The CLI needs a few constants from it, not zod: importing the contract costs a zod
 * load and every schema's construction at each start. A CLI file that imports a schema or a
 * function from the contract fails the build with "No matching export", rather than getting a copy.
 */
async function readContractConstants(build) {
  const result = await build({
    entryPoints: [CONTRACT_ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const source = result.outputFiles[0].text;
  const contract = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
  const lines = [];
  for (const [name, value] of Object.entries(contract)) {
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && '_zod' in value)) continue;
    const json = JSON.stringify(value);
    if (json === undefined || JSON.stringify(JSON.parse(json)) !== JSON.stringify(value)) continue;
    lines.push(`export const ${name} = ${json};`);
  }
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
  return { contents: lines.join('\n'), inputs };
}

export async function buildCli() {
  // Inputs changed after this instant make the bundle stale, even those changed during the build.
  const startedAt = Date.now();
  const { build } = await import('esbuild');
  const constants = await readContractConstants(build);
  const contractConstants = {
    name: 'contract-constants',
    setup(plugin) {
      plugin.onResolve({ filter: /^@hireready\/contract$/ }, () => ({ path: 'contract', namespace: 'contract-constants' }));
      plugin.onLoad({ filter: /.*/, namespace: 'contract-constants' }, () => ({ contents: constants.contents, loader: 'js' }));
    },
  };
  await mkdir(OUT_DIR, { recursive: true });
  // A unique temporary name, then rename: two runs building at once never see half a bundle.
  const temporary = `${BUNDLE}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [path.join(here, 'parse-resume.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'error',
    plugins: [contractConstants],
    legalComments: 'none',
    // pdf.js is loaded by the reader thread from node_modules, not by the bundle.
    external: ['pdfjs-dist', 'pdfjs-dist/*'],
    // word-extractor and yauzl are CommonJS; give them a `require` inside an ES module.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  for (const file of RUNTIME_FILES) {
    await copyFile(path.join(EXTRACTION_DIR, file), path.join(OUT_DIR, `${file}.${process.pid}.tmp`));
    await rename(path.join(OUT_DIR, `${file}.${process.pid}.tmp`), path.join(OUT_DIR, file));
  }
  const inputs = [
    ...[...Object.keys(result.metafile.inputs), ...constants.inputs]
      .filter((input) => !input.includes(':'))
      .map((input) => path.resolve(process.cwd(), input)),
    ...RUNTIME_FILES.map((file) => path.join(EXTRACTION_DIR, file)),
    fileURLToPath(import.meta.url),
  ];
  await rename(temporary, BUNDLE);
  await writeFile(MANIFEST, JSON.stringify({ startedAt, inputs }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildCli();
}
