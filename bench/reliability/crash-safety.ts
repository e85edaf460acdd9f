/**
 * Crash safety: writes documents continuously through the API, kills the server with SIGKILL at
 * a random moment, restarts it, and checks that every write the API acknowledged is there and
 * readable. Repeats ROUNDS times on PGlite and, with DATABASE_URL, on PostgreSQL. Also checks
 * that a second server on the same DATA_DIR refuses to start instead of corrupting it.
 *
 *   node --import tsx bench/reliability/crash-safety.ts   (CRASH_ROUNDS=20)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresUrl } from '../support/run-bench-server';
import { getJson, postJson, startServer, waitHealthy, type ServerProcess } from './server-process';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? '20');
const WRITERS = 4;

export type CrashResult = {
  database: string;
  rounds: number;
  acknowledged: number;
  lost: number;
  unreadable: number;
  lockRefused: boolean | null;
};

async function start(env: Record<string, string>, label: string): Promise<ServerProcess> {
  const server = startServer(env);
  const started = Date.now();
  if (!(await waitHealthy(server))) {
    const stillRunning = server.child.exitCode === null && server.child.signalCode === null;
    await server.kill('SIGKILL');
    throw new Error(
      `server did not answer /api/health (${label}, ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
        `${stillRunning ? 'still running' : `exited ${server.child.exitCode}`}):\n${server.output()}`,
    );
  }
  return server;
}

async function writeUntilKilled(server: ServerProcess, token: string, acknowledged: string[], killAfterMs: number) {
  let running = true;
  const writer = async (w: number) => {
    let n = 0;
    while (running) {
      try {
        const res = await postJson(
          server.base,
          '/api/documents',
          {
            html: `<p>writer ${w} document ${n}</p>`,
            templateId: 'classic',
            companyName: `Crash ${w}-${n}`,
            jobTitle: 'Test',
          },
          token,
        );
        // Only a 201 that reached us is an acknowledged write.
        if (res.status === 201) acknowledged.push(res.json.id);
      } catch {
        return; // The connection died with the server.
      }
      n++;
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  await new Promise((r) => setTimeout(r, killAfterMs));
  running = false;
  await server.kill('SIGKILL');
  await Promise.all(writers);
}

export async function runCrashSafety(database: 'pglite' | 'postgres', rounds = ROUNDS): Promise<CrashResult> {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let dataDir: string | null = null;
  if (database === 'pglite') {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireready-crash-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => fs.rmSync(dataDir!, { recursive: true, force: true });
  } else {
    const db = await freshPostgresUrl(process.env.DATABASE_URL!);
    env = { DATABASE_URL: db.url };
    cleanup = db.drop;
  }

  const acknowledged: string[] = [];
  let lockRefused: boolean | null = null;
  try {
    let server = await start(env, `${database}, first start`);
    const email = `crash-${Date.now()}@example.com`;
    const registered = await postJson(server.base, '/api/auth/register', { email, password: 'crash-test-password' });
    if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);

    if (dataDir) {
      // A second process on the same folder must refuse, with a message that says why.
      const second = startServer(env);
      const code = await second.exited;
      lockRefused = code !== 0 && /in use by another server process/.test(second.output());
    }

    for (let round = 0; round < rounds; round++) {
      const signIn = await postJson(server.base, '/api/auth/sign-in', { email, password: 'crash-test-password' });
      const token = signIn.json.accessToken as string;
      await writeUntilKilled(server, token, acknowledged, 200 + Math.floor(Math.random() * 1300));
      server = await start(env, `${database}, restart after kill ${round + 1}`);
    }

    const signIn = await postJson(server.base, '/api/auth/sign-in', { email, password: 'crash-test-password' });
    const token = signIn.json.accessToken as string;
    let lost = 0;
    let unreadable = 0;
    for (const id of acknowledged) {
      const res = await getJson(server.base, `/api/documents/${id}`, token);
      if (res.status === 404) lost++;
      else if (res.status !== 200 || !String(res.json.html).includes('document')) unreadable++;
    }
    await server.kill('SIGTERM');
    return { database, rounds, acknowledged: acknowledged.length, lost, unreadable, lockRefused };
  } finally {
    await cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const kind of kinds) {
    const r = await runCrashSafety(kind);
    console.log(
      `${kind.padEnd(9)} rounds ${r.rounds}  acknowledged ${r.acknowledged}  lost ${r.lost}  unreadable ${r.unreadable}` +
        (r.lockRefused === null ? '' : `  second process on DATA_DIR refused: ${r.lockRefused ? 'yes' : 'NO'}`),
    );
  }
}
