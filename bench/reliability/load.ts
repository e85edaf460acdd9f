/**
 * Load: a mixed workload (sign-in, profile read and update, resume generation with the built-in
 * engine, documents list and read) from N concurrent users for a bounded time on loopback.
 * Prints throughput, p50/p99 latency, error rate and the server's peak memory; RSS is sampled every
 * few seconds and the live heap is reported after each full collection, so a leak shows as growth
 * from the first to the last quarter.
 *
 *   node --import tsx bench/reliability/load.ts          (LOAD_USERS=50 LOAD_SECONDS=60)
 */
import fs from 'node:fs';
import path from 'node:path';
import { createLoadClient } from '../support/load-client';
import { freshPostgresUrl, startBenchServer, type BenchUser } from '../support/run-bench-server';

const root = path.resolve(import.meta.dirname, '../..');
const profile = JSON.parse(fs.readFileSync(path.join(root, 'bench/fixtures/sample-profile.json'), 'utf8'));
const job = {
  jobDescription:
    'Senior Backend Engineer. Build APIs in TypeScript and Node.js on PostgreSQL and AWS. Kubernetes, CI/CD and mentoring required.',
  company: 'Acme',
  jobTitle: 'Senior Backend Engineer',
};

export type LoadResult = {
  database: string;
  users: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  errorRate: number;
  peakRssMb: number;
  rssFirstQuarterMb: number;
  rssLastQuarterMb: number;
  samples: { t: number; rssMb: number }[];
  /** Live JavaScript heap after full collections: medians of the run's first and last quarter (null: none then). */
  liveHeapFirstQuarterMb: number | null;
  liveHeapLastQuarterMb: number | null;
  liveHeap: { t: number; mb: number }[];
  /** p99 per kind of request, slowest first: where the tail comes from. */
  slowest: { endpoint: string; count: number; p99: number }[];
};

function rssMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function runLoad(opts: {
  database: 'pglite' | 'postgres';
  users: number;
  seconds: number;
  sampleEveryMs: number;
  thinkMs?: number;
}): Promise<LoadResult> {
  let env: Record<string, string> = { DATABASE_URL: '' };
  let drop = async () => {};
  if (opts.database === 'postgres') {
    const db = await freshPostgresUrl(process.env.DATABASE_URL!);
    env = { DATABASE_URL: db.url };
    drop = db.drop;
  }
  const server = await startBenchServer({ ...env, BENCH_USERS: String(opts.users), BENCH_TIER: 'plus' });
  const client = createLoadClient(`http://127.0.0.1:${server.port}/api`, opts.users);
  const latencies: number[] = [];
  const byEndpoint = new Map<string, number[]>();
  let errors = 0;
  const samples: { t: number; rssMb: number }[] = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    samples.push({ t: Math.round((performance.now() - started) / 1000), rssMb: Math.round(rssMb(server.child.pid!).rss) });
  }, opts.sampleEveryMs);

  async function call(method: string, pathName: string, token: string | null, body?: unknown, expected = [200, 201]) {
    const t0 = performance.now();
    try {
      const res = await client.request(method, pathName, { token, body });
      const text = res.text;
      const ms = performance.now() - t0;
      latencies.push(ms);
      const endpoint = `${method} ${pathName.replace(/\/[0-9a-f-]{36}$/, '/:id').replace(/\?.*$/, '')}`;
      const times = byEndpoint.get(endpoint);
      if (times) times.push(ms);
      else byEndpoint.set(endpoint, [ms]);
      if (!expected.includes(res.status)) errors++;
      return { status: res.status, json: text ? JSON.parse(text) : null };
    } catch {
      latencies.push(performance.now() - t0);
      errors++;
      return { status: 0, json: null };
    }
  }

  async function virtualUser(user: BenchUser, userIndex: number, until: number) {
    let token = user.token;
    let iteration = 0;
    let lastDocument: string | null = null;
    while (performance.now() < until) {
      // One sign-in in ten iterations: people sign in far less often than they click. Each user's
      // turn is offset by its index: with one shared turn, all 50 signed in at the same instant
      // every ten iterations, a thundering herd no real audience produces.
      if ((iteration + userIndex) % 10 === 0) {
        const signIn = await call('POST', '/auth/sign-in', null, { email: user.email, password: user.password });
        if (signIn.json?.accessToken) token = signIn.json.accessToken;
      }
      await call('GET', '/user/profile', token);
      if (iteration % 3 === 0) {
        await call('POST', '/user/update-profile', token, { uid: user.uid, data: { summary: `${profile.summary} (${iteration})` } });
      }
      const counted = await call('POST', '/user/increment-count', token, { uid: user.uid, type: 'resume' }, [200, 403]);
      if (counted.status === 200) await call('POST', '/openai/resume', token, job);
      if (iteration % 2 === 0) {
        const saved = await call('POST', '/documents', token, {
          html: '<h1>Load</h1>',
          templateId: 'classic',
          companyName: 'Acme',
          jobTitle: 'Engineer',
        });
        if (saved.json?.id) lastDocument = saved.json.id;
      }
      await call('GET', '/documents?limit=20', token);
      if (lastDocument) await call('GET', `/documents/${lastDocument}`, token);
      if (opts.thinkMs) await new Promise((r) => setTimeout(r, opts.thinkMs));
      iteration++;
    }
  }

  try {
    const until = started + opts.seconds * 1000;
    await Promise.all(server.users.map((u, i) => virtualUser(u, i, until)));
    clearInterval(sampler);
    const elapsed = (performance.now() - started) / 1000;
    const peak = rssMb(server.child.pid!).peak;
    latencies.sort((a, b) => a - b);
    const quarter = Math.max(1, Math.floor(samples.length / 4));
    return {
      database: opts.database,
      users: opts.users,
      seconds: Math.round(elapsed),
      requests: latencies.length,
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors,
      errorRate: errors / Math.max(1, latencies.length),
      peakRssMb: Math.round(peak),
      rssFirstQuarterMb: median(samples.slice(0, quarter).map((s) => s.rssMb)),
      rssLastQuarterMb: median(samples.slice(-quarter).map((s) => s.rssMb)),
      samples,
      ...liveHeapQuarters(server.liveHeap, elapsed),
      liveHeap: server.liveHeap,
      slowest: [...byEndpoint]
        .map(([endpoint, times]) => ({
          endpoint,
          count: times.length,
          p99: percentile(
            [...times].sort((a, b) => a - b),
            99,
          ),
        }))
        .sort((a, b) => b.p99 - a.p99),
    };
  } finally {
    clearInterval(sampler);
    client.close();
    await server.stop();
    await drop();
  }
}

/** Full collections are irregular, so the quarters are of the run's time, not of the samples. */
function liveHeapQuarters(liveHeap: { t: number; mb: number }[], seconds: number) {
  const inRange = (from: number, to: number) => liveHeap.filter((s) => s.t >= from && s.t <= to).map((s) => s.mb);
  const first = inRange(0, seconds / 4);
  const last = inRange((3 * seconds) / 4, seconds);
  return {
    liveHeapFirstQuarterMb: first.length ? median(first) : null,
    liveHeapLastQuarterMb: last.length ? median(last) : null,
  };
}

export function formatLoad(r: LoadResult): string {
  return (
    `${r.database.padEnd(9)} ${r.users} users ${r.seconds} s: ${r.requests} requests, ${r.perSecond.toFixed(0)} req/s, ` +
    `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, errors ${r.errors} (${(r.errorRate * 100).toFixed(2)}%), ` +
    `peak RSS ${r.peakRssMb} MB, RSS first quarter ${r.rssFirstQuarterMb} MB → last quarter ${r.rssLastQuarterMb} MB, ` +
    `live heap after full GC ${r.liveHeapFirstQuarterMb ?? '-'} → ${r.liveHeapLastQuarterMb ?? '-'} MB\n` +
    `          p99 by request: ${r.slowest.map((e) => `${e.endpoint} ${e.p99.toFixed(0)} ms (${e.count})`).join(', ')}`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const users = Number(process.env.LOAD_USERS ?? '50');
  const seconds = Number(process.env.LOAD_SECONDS ?? '60');
  const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const database of kinds) console.log(formatLoad(await runLoad({ database, users, seconds, sampleEveryMs: 2000 })));
}
