/** Starts bench-server.ts in a child process (so load and server do not share an event loop). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';

export type BenchUser = { uid: string; token: string; email: string; password: string };
export type BenchServer = { port: number; users: BenchUser[]; child: ChildProcess; stop(): Promise<void> };

/** A fresh PostgreSQL database beside the one DATABASE_URL names, dropped by `stop()`. */
export async function freshPostgresUrl(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hireready_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server for the run. */
export async function startBenchServer(env: Record<string, string | undefined>): Promise<BenchServer> {
  const profileArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profileArgs, '--import', 'tsx', path.join(import.meta.dirname, 'bench-server.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { port, users } = JSON.parse(firstLine) as { port: number; users: BenchUser[] };
  return {
    port,
    users,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
