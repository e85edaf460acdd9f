/**
 * Compiles the server (server/build.js) once per benchmark run, so a benchmark always measures the
 * code as it is now: the server it starts runs compiled, and so do the worker threads of a server
 * started from source.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
let built = false;

export function buildServer(): void {
  if (built) return;
  const build = spawnSync(process.execPath, ['server/build.js'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('server/build.js failed');
  built = true;
}

/** The compiled server's entry, relative to the repository's root. */
export const SERVER_MAIN = 'server/dist/bin/main.js';
