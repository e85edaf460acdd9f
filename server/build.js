// The server's one build (decision 023): the server, the CLIs and the three worker threads,
// compiled from TypeScript into plain JavaScript modules under server/dist/ by esbuild.
//
//   node server/build.js           build once (npm run build, npm start, before tests and benchmarks)
//   node server/build.js --watch   build again on every change, and run the server, restarted after
//                                  each build (npm run dev)
//
// Every output sits two folders below server/ (dist/bin/, dist/workers/), as every source file that
// locates something on disk does (src/lib/, src/db/): see src/lib/server-dir.ts.
import { spawn } from 'node:child_process';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));
const source = (file) => path.join(SERVER_DIR, 'src', file);

/** Output name (under dist/) → TypeScript entry. */
export const ENTRIES = {
  'bin/main': source('main.ts'),
  'bin/parse-resume': source('cli/parse-resume.ts'),
  'bin/extract-keywords': source('cli/extract-keywords.ts'),
  'bin/admin': source('cli/admin.ts'),
  'workers/pglite-thread': source('db/pglite-thread.ts'),
  'workers/extraction-worker': source('providers/extraction/extraction-worker.ts'),
  'workers/engine-thread': source('providers/ai/builtin/engine-thread-worker.ts'),
};

/**
 * Our own code is compiled in; packages stay in node_modules and load as Node loads them. The
 * contract is ours too: its package points at TypeScript, which Node cannot run.
 */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hireready/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Written beside the target, then renamed: a process starting a worker never reads half a file. */
const writeEachAtomically = {
  name: 'write-each-atomically',
  setup(build) {
    build.onEnd(async (result) => {
      for (const file of result.outputFiles ?? []) {
        await mkdir(path.dirname(file.path), { recursive: true });
        const temporary = `${file.path}.${process.pid}.tmp`;
        await writeFile(temporary, file.contents);
        await rename(temporary, file.path);
      }
    });
  },
};

const OPTIONS = {
  entryPoints: ENTRIES,
  outdir: path.join(SERVER_DIR, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'warning',
  legalComments: 'none',
  plugins: [packagesStayExternal, writeEachAtomically],
};

export async function buildServer() {
  await esbuild.build(OPTIONS);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--watch')) {
    const context = await esbuild.context(OPTIONS);
    await context.rebuild();
    await context.watch();
    // Every build rewrites main.js, which `node --watch` follows.
    const main = path.join(SERVER_DIR, 'dist', 'bin', 'main.js');
    spawn(process.execPath, ['--watch', main], { stdio: 'inherit' });
  } else {
    await buildServer();
  }
}
