/**
 * Runs the real server for browser tests on a fresh, empty data folder, and removes the folder
 * when the server stops. The server is compiled first (server/build.js, a second or two), so the
 * tests always run the code as it is now, as `npm start` runs it. Usage: PORT=3101 node e2e/start-server.mjs
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hireready-e2e-'));

const build = spawnSync(process.execPath, ['server/build.js'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['server/dist/bin/main.js'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '3101', DATA_DIR: dataDir },
});

function removeDataDir() {
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});
