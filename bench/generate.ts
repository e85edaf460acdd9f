/**
 * Generation throughput: each simulated user counts a generation (POST /api/user/increment-count)
 * and then generates a resume (POST /api/openai/resume) with the built-in engine, in a loop, for a
 * bounded time on loopback. Prints generations per second and p50/p99 latency of the pair, on PGlite
 * and, when DATABASE_URL is set, on PostgreSQL; then the keyword coverage per benchmark job.
 *
 *   npm run bench:generate            (BENCH_SECONDS=10 BENCH_CONCURRENCY=16 to change the load)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cpuBetween, postgresCpuSeconds, sampleCpu } from './support/cpu-time';
import { createLoadClient } from './support/load-client';
import { freshPostgresUrl, startBenchServer } from './support/run-bench-server';

const seconds = Number(process.env.BENCH_SECONDS ?? '10');
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? '16');
const root = path.resolve(import.meta.dirname, '..');
const jobsDir = path.resolve(root, '../shared/bench/jobs');
const jobFile = fs.existsSync(jobsDir) ? path.join(jobsDir, 'senior-full-stack-engineer.txt') : null;
const jobDescription =
  jobFile && fs.existsSync(jobFile)
    ? fs.readFileSync(jobFile, 'utf8')
    : 'Senior Full Stack Engineer. We need TypeScript, React, Node.js, PostgreSQL and AWS experience; you will mentor engineers and own CI/CD.';
const job = { jobDescription, company: 'Acme', jobTitle: 'Senior Full Stack Engineer' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function runLoad(label: string, env: Record<string, string | undefined>) {
  // Plus allows 200 generations a month: each simulated user signs in as the next of its accounts
  // when one reaches the limit, so no run is cut short by the quota it is measuring.
  const accountsPerWorker = 6;
  const server = await startBenchServer({ ...env, BENCH_USERS: String(concurrency * accountsPerWorker), BENCH_TIER: 'plus' });
  const client = createLoadClient(`http://127.0.0.1:${server.port}/api`, concurrency);
  const latencies: number[] = [];
  let errors = 0;
  let limited = 0;
  let outOfAccounts = 0;
  const post = (pathName: string, token: string, body: unknown) => client.request('POST', pathName, { token, body });

  async function worker(accounts: { uid: string; token: string }[], until: number, record: boolean) {
    let account = 0;
    while (performance.now() < until && account < accounts.length) {
      const user = accounts[account]!;
      const started = performance.now();
      const counted = await post('/user/increment-count', user.token, { uid: user.uid, type: 'resume' });
      if (counted.status === 403) {
        limited++;
        account++;
        continue;
      }
      const generated = await post('/openai/resume', user.token, job);
      if (!record) continue;
      if (counted.status !== 200 || generated.status !== 200) errors++;
      else latencies.push(performance.now() - started);
    }
    // A user with no account left stops early, and the figure would understate the server.
    if (record && performance.now() < until) outOfAccounts++;
  }
  const accountsOf = (worker: number) => Array.from({ length: accountsPerWorker }, (_, k) => server.users[worker + k * concurrency]!);

  try {
    // A short warm-up (JIT, connection pools) that is not counted.
    await Promise.all([0, 1, 2, 3].map((w) => worker(accountsOf(w), performance.now() + 1000, false)));
    const serverCpuBefore = sampleCpu(server.child.pid!);
    const clientCpuBefore = process.cpuUsage();
    const postgresCpuBefore = postgresCpuSeconds();
    const start = performance.now();
    await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(accountsOf(w), start + seconds * 1000, true)));
    const elapsed = (performance.now() - start) / 1000;
    const serverCpuAfter = sampleCpu(server.child.pid!);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const postgresCpu = postgresCpuSeconds() - postgresCpuBefore;
    latencies.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(10)} ${String(latencies.length).padStart(6)} generations in ${elapsed.toFixed(1)} s  ` +
        `${(latencies.length / elapsed).toFixed(0).padStart(5)} gen/s  ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms  ` +
        `errors ${errors}${limited ? `  (accounts at their monthly limit: ${limited})` : ''}`,
    );
    if (serverCpuBefore && serverCpuAfter && latencies.length > 0) {
      const serverCpu = cpuBetween(server.child.pid!, serverCpuBefore, serverCpuAfter);
      const perGeneration = (cpuSeconds: number) => ((cpuSeconds * 1000) / latencies.length).toFixed(2);
      const clientSeconds = (clientCpu.user + clientCpu.system) / 1e6;
      const parts = [
        `server ${perGeneration(serverCpu.total)} (main thread ${perGeneration(serverCpu.main)}, next busiest thread ${perGeneration(serverCpu.busiestOther)}, other threads ${perGeneration(serverCpu.rest)})`,
        ...(label === 'postgres' ? [`PostgreSQL ${perGeneration(postgresCpu)}`] : []),
        `load generator ${perGeneration(clientSeconds)}`,
      ];
      console.log(`${''.padEnd(10)} CPU ms per generation: ${parts.join(', ')}`);
    }
    if (outOfAccounts > 0)
      console.log(`${''.padEnd(10)} WARNING: ${outOfAccounts} users used up all their accounts before the end; the figure is low`);
  } finally {
    client.close();
    await server.stop();
  }
}

console.log(`Generation load: ${concurrency} users, ${seconds} s each database, increment-count + /openai/resume (built-in engine)`);
await runLoad('pglite', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  const db = await freshPostgresUrl(process.env.DATABASE_URL);
  try {
    await runLoad('postgres', { DATABASE_URL: db.url });
  } finally {
    await db.drop();
  }
} else {
  console.log('postgres   skipped: set DATABASE_URL to measure PostgreSQL too');
}

console.log('\nKeyword coverage of the tailored resume (sample profile) per benchmark job:');
spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'keyword-coverage.ts')], { stdio: 'inherit' });
