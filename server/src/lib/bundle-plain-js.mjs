// Bundles a TypeScript entry (and what it imports) into one plain JavaScript module with esbuild,
// and tells whether such a bundle is still fresh. Three users: the extraction pool's worker and the
// built-in engine's threads, which would otherwise register tsx in every worker thread (~0.5–1.2 s
// and ~150 MB each), and the parse-resume CLI, which would otherwise pay tsx's start-up on every run.
//
// Bundles are build outputs under server/dist/ (ignored by git), never committed: a bundle is
// rebuilt whenever it is missing or any file it was built from changed after its build started,
// so a fresh clone, an edit or `npm ci` need no extra step.
//
// The contract's plain values (UPLOAD_MAX_BYTES, ERROR_STATUS, ...) are read from the real contract
// at build time and inlined: a bundle needs a few constants from it, not zod and the construction of
// every schema. A bundled file that imports a schema or a function from the contract fails the
// build ("No matching export") rather than getting a copy.
//
// Plain JavaScript so that the freshness check costs a few stat calls, not a TypeScript loader.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_DIR = path.resolve(here, '..', '..');
const CONTRACT_ENTRY = path.resolve(SERVER_DIR, '..', 'contract', 'src', 'index.ts');

/** Where a bundle named `name` lives: server/dist/<name>/<name>.mjs. */
export function locateBundle(name) {
  const outDir = path.join(SERVER_DIR, 'dist', name);
  return { outDir, file: path.join(outDir, `${name}.mjs`), manifest: path.join(outDir, 'manifest.json') };
}

export function isBundleFresh(name) {
  const { file, manifest } = locateBundle(name);
  try {
    const { startedAt, inputs } = JSON.parse(readFileSync(manifest, 'utf8'));
    statSync(file);
    return inputs.every((input) => statSync(input).mtimeMs < startedAt);
  } catch {
    return false; // no bundle, no manifest, or an input gone: build again
  }
}

async function readContractConstants(build) {
  const result = await build({
    entryPoints: [CONTRACT_ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const source = result.outputFiles[0].text;
  const contract = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
  const lines = [];
  for (const [name, value] of Object.entries(contract)) {
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && '_zod' in value))
      continue;
    const json = JSON.stringify(value);
    if (json === undefined || JSON.stringify(JSON.parse(json)) !== json) continue;
    lines.push(`export const ${name} = ${json};`);
  }
  return { contents: lines.join('\n'), inputs: Object.keys(result.metafile.inputs) };
}

/**
 * Builds server/dist/<name>/<name>.mjs from `entry`; `besideFiles` (paths) are copied next to it,
 * for modules the bundle loads by URL (pdf-reader.mjs, plain JavaScript).
 */
export async function buildBundle({ name, entry, besideFiles = [] }) {
  // Inputs changed after this instant make the bundle stale, even those changed during the build.
  const startedAt = Date.now();
  const { build } = await import('esbuild');
  const constants = await readContractConstants(build);
  const { outDir, file, manifest } = locateBundle(name);
  await mkdir(outDir, { recursive: true });
  // A unique temporary name, then rename: two processes building at once never see half a file.
  const temporary = (target) => `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const bundleTemporary = temporary(file);
  const result = await build({
    entryPoints: [entry],
    outfile: bundleTemporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    // pdf.js is loaded from node_modules by the reader, not copied into every bundle.
    external: ['pdfjs-dist', 'pdfjs-dist/*'],
    // word-extractor and yauzl are CommonJS: give them a `require` inside an ES module.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'contract-constants',
        setup(plugin) {
          plugin.onResolve({ filter: /^@hireready\/contract$/ }, () => ({
            path: 'contract',
            namespace: 'contract-constants',
          }));
          plugin.onLoad({ filter: /.*/, namespace: 'contract-constants' }, () => ({
            contents: constants.contents,
            loader: 'js',
          }));
        },
      },
    ],
  });
  for (const source of besideFiles) {
    const target = path.join(outDir, path.basename(source));
    const copy = temporary(target);
    await copyFile(source, copy);
    await rename(copy, target);
  }
  const inputs = [...Object.keys(result.metafile.inputs), ...constants.inputs]
    .filter((input) => !input.includes(':'))
    .map((input) => path.resolve(process.cwd(), input));
  // npm gives installed files a fixed 1985 mtime, so a dependency upgrade shows only in the lock files.
  const lockFiles = [
    path.resolve(SERVER_DIR, '..', 'package-lock.json'),
    path.resolve(SERVER_DIR, '..', 'node_modules', '.package-lock.json'),
  ].filter((file) => existsSync(file));
  inputs.push(...besideFiles, ...lockFiles, fileURLToPath(import.meta.url));
  await rename(bundleTemporary, file);
  const manifestTemporary = temporary(manifest);
  await writeFile(manifestTemporary, JSON.stringify({ startedAt, inputs }));
  await rename(manifestTemporary, manifest);
  return file;
}

/** The bundle's path, built first if stale; null when it cannot be built (no esbuild, read-only disk). */
export async function ensureBundle(options) {
  if (isBundleFresh(options.name)) return locateBundle(options.name).file;
  try {
    return await buildBundle(options);
  } catch {
    return null;
  }
}
