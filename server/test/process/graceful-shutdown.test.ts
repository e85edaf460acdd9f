/**
 * The real server process: SIGTERM finishes the request in flight, closes the database, releases
 * the data folder's lock and exits 0; a second process on the same folder is refused meanwhile.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, WEB_DIST_DIR: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

it('stops cleanly on SIGTERM and releases the data folder', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireready-shutdown-'));
  const port = 3600 + Math.floor(Math.random() * 300);
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    const deadline = Date.now() + 90_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const second = startServer({ PORT: String(port + 1), DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another server process/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/"msg":"stopping"/);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  } finally {
    server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
