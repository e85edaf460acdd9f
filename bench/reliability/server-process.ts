/** Runs real server processes (the compiled server, as `npm start` runs it) for the reliability scripts. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildServer, SERVER_MAIN } from '../support/build-server';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  port: number;
  base: string;
  child: ChildProcess;
  /** stderr and stdout collected, for messages such as the data-folder lock refusal. */
  output(): string;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
};

let nextPort = 3400 + Math.floor(Math.random() * 400);

export function startServer(env: Record<string, string>, opts: { port?: number } = {}): ServerProcess {
  const port = opts.port ?? nextPort++;
  buildServer();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    // The load comes from one address: per-address limits off unless a phase switches them on.
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST_DIR: '', PORT: String(port), CLIENT_RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until /api/health answers 200, or the process exits, or the time runs out. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

export async function postJson(base: string, pathName: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

export async function getJson(base: string, pathName: string, token?: string) {
  const res = await fetch(`${base}${pathName}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}
