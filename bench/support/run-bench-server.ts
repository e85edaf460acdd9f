/** Starts bench-server.ts in a child process (so load and server do not share an event loop). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { createScratchDatabase } from '../../server/test/support/scratch-postgres';
import { buildServer } from './build-server';

export type BenchUser = { uid: string; token: string; email: string; password: string };
export type BenchServer = {
  port: number;
  users: BenchUser[];
  child: ChildProcess;
  /** The server's live JavaScript heap after each full garbage collection, with seconds since start. */
  liveHeap: { t: number; mb: number }[];
  stop(): Promise<void>;
};

/** A fresh PostgreSQL database beside the one DATABASE_URL names, dropped by `drop()`. */
export function freshPostgresUrl(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createScratchDatabase(baseUrl, 'hireready_bench');
}

/** BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server for the run. */
export async function startBenchServer(env: Record<string, string | undefined>): Promise<BenchServer> {
  // bench-server.ts runs from source; its database and engine threads are the compiled workers.
  buildServer();
  const profileArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profileArgs, '--import', 'tsx', path.join(import.meta.dirname, 'bench-server.ts')], {
    // Every simulated user comes from this one address.
    env: { ...process.env, CLIENT_RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const firstLine = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const started = performance.now();
  const liveHeap: BenchServer['liveHeap'] = [];
  lines.on('line', (line) => {
    // Only the server's own reports are JSON; anything else a library prints is not ours to read.
    const report = parseJsonLine(line) as { liveHeapMb?: number } | null;
    if (report?.liveHeapMb !== undefined) liveHeap.push({ t: Math.round((performance.now() - started) / 1000), mb: report.liveHeapMb });
  });
  const { port, users } = JSON.parse(firstLine) as { port: number; users: BenchUser[] };
  return {
    port,
    users,
    child,
    liveHeap,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function parseJsonLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}
