/**
 * Compiles the server once before the tests (server/build.js): the tests run from source, but the
 * worker threads they start (database, file reader, engine) are the compiled files the server runs.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function buildServer(): void {
  const serverDir = path.resolve(import.meta.dirname, '..');
  const build = spawnSync(process.execPath, ['build.js'], { cwd: serverDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('server/build.js failed: the worker threads could not be compiled');
}
