/**
 * npm run bench:reliability — crash safety, scale-out, load and a soak, with one summary table.
 *
 *   CRASH_ROUNDS=20 LOAD_USERS=50 LOAD_SECONDS=60 SOAK_SECONDS=600 SOAK_USERS=10
 *
 * PostgreSQL parts run when DATABASE_URL names a server (each run makes and drops its own database).
 * RELIABILITY_PARTS=crash,scale,load,soak,abuse picks parts (default: all); ABUSE_ROUNDS=5; SOAK_DATABASES=pglite,postgres
 * soaks PostgreSQL too (default: pglite only).
 */
import { LATER_READINGS_S, runAbuse } from './abuse';
import { runCrashSafety } from './crash-safety';
import { formatLoad, runLoad, type LoadResult } from './load';
import { runScaleOut } from './scale-out';

const hasPostgres = Boolean(process.env.DATABASE_URL);
const databases: ('pglite' | 'postgres')[] = hasPostgres ? ['pglite', 'postgres'] : ['pglite'];
const rows: [string, string, string][] = [];
const parts = new Set((process.env.RELIABILITY_PARTS ?? 'crash,scale,load,soak,abuse').split(',').map((p) => p.trim()));
const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');

if (parts.has('crash')) console.log('== Crash safety (kill -9 while writing, restart, read back) ==');
for (const database of parts.has('crash') ? databases : []) {
  const r = await runCrashSafety(database, Number(process.env.CRASH_ROUNDS ?? '20'));
  const line = `${r.rounds} kills, ${r.acknowledged} acknowledged writes, ${r.lost} lost, ${r.unreadable} unreadable`;
  console.log(`${database}: ${line}`);
  rows.push([`crash safety (${database})`, line, pass(r.lost === 0 && r.unreadable === 0)]);
  if (r.lockRefused !== null) {
    rows.push(['second process on one DATA_DIR', r.lockRefused ? 'refused with a clear message' : 'NOT refused', pass(r.lockRefused)]);
  }
}

if (parts.has('scale')) console.log('\n== Scale-out (two copies, one PostgreSQL) ==');
if (!parts.has('scale')) {
  // Not asked for.
} else if (hasPostgres) {
  const r = await runScaleOut();
  console.log(JSON.stringify(r));
  rows.push(['token across copies', r.tokenAcrossCopies ? 'accepted' : 'refused', pass(r.tokenAcrossCopies)]);
  rows.push(['quota race across copies', `${r.granted} of 100 granted at limit 10`, pass(r.granted === 10)]);
  rows.push([
    'one copy stopped mid-load',
    `${r.duringStop.ok} ok, ${r.duringStop.failedOnSurvivor} failed on the survivor`,
    pass(r.duringStop.failedOnSurvivor === 0),
  ]);
} else {
  console.log('skipped: set DATABASE_URL');
  rows.push(['scale-out', 'skipped (no DATABASE_URL)', '-']);
}

if (parts.has('load')) console.log('\n== Load (mixed workload) ==');
const loadResults: LoadResult[] = [];
for (const database of parts.has('load') ? databases : []) {
  const r = await runLoad({
    database,
    users: Number(process.env.LOAD_USERS ?? '50'),
    seconds: Number(process.env.LOAD_SECONDS ?? '60'),
    sampleEveryMs: 2000,
  });
  loadResults.push(r);
  console.log(formatLoad(r));
  rows.push([
    `load ${r.users} users ${r.seconds} s (${database})`,
    `${r.perSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, errors ${r.errors}, peak RSS ${r.peakRssMb} MB`,
    pass(r.errors === 0 && r.p99 <= 200),
  ]);
}

const soakSeconds = Number(process.env.SOAK_SECONDS ?? '600');
// The soak runs on the embedded database unless SOAK_DATABASES=pglite,postgres (or postgres) says otherwise.
const soakDatabases = (process.env.SOAK_DATABASES ?? 'pglite').split(',').map((d) => d.trim());
if (parts.has('soak') && soakSeconds > 0) console.log(`\n== Soak (${soakSeconds} s, lower load, memory every 10 s) ==`);
for (const database of parts.has('soak') && soakSeconds > 0 ? databases.filter((d) => soakDatabases.includes(d)) : []) {
  const r = await runLoad({
    database,
    users: Number(process.env.SOAK_USERS ?? '10'),
    seconds: soakSeconds,
    sampleEveryMs: 10_000,
    thinkMs: 50,
  });
  console.log(formatLoad(r));
  console.log(`RSS samples (s:MB): ${r.samples.map((s) => `${s.t}:${s.rssMb}`).join(' ')}`);
  console.log(`live heap after full GC (s:MB): ${r.liveHeap.map((s) => `${s.t}:${s.mb}`).join(' ')}`);
  // A leak is memory the server keeps: the live heap after full collections. RSS is printed too,
  // but it also follows V8's heap sizing, which grows to a few times the live heap under load.
  const growth = (r.liveHeapLastQuarterMb ?? NaN) - (r.liveHeapFirstQuarterMb ?? NaN);
  const laterRss = r.samples.slice(Math.floor(r.samples.length / 4)).map((s) => s.rssMb);
  rows.push([
    `soak ${r.users} users ${r.seconds} s (${database})`,
    `errors ${r.errors}; live heap ${r.liveHeapFirstQuarterMb} → ${r.liveHeapLastQuarterMb} MB (first → last quarter); ` +
      `RSS ${r.rssFirstQuarterMb} → ${r.rssLastQuarterMb} MB, between ${Math.min(...laterRss)} and ${Math.max(...laterRss)} MB after the first quarter`,
    pass(r.errors === 0 && growth < 32),
  ]);
}

if (parts.has('abuse')) {
  console.log('\n== Abuse (stream-bomb uploads, sign-in floods, oversized bodies; resident memory before and after) ==');
  const r = await runAbuse({ rounds: Number(process.env.ABUSE_ROUNDS ?? '5') });
  const ratio = r.afterMb / r.beforeMb;
  console.log(`answers by status: ${JSON.stringify(r.answers)}`);
  console.log(
    `resident memory: ${r.beforeMb} MB idle before, ${r.peakMb} MB peak, ${r.afterMb} MB idle after (${((ratio - 1) * 100).toFixed(0)}%)`,
  );
  console.log(`idling on: ${LATER_READINGS_S.map((s, i) => `${r.laterMb[i]} MB at ${s} s`).join(', ')}`);
  rows.push([
    'memory after abuse (pglite)',
    `RSS ${r.beforeMb} → ${r.afterMb} MB idle, ${r.laterMb.at(-1)} MB at ${LATER_READINGS_S.at(-1)} s (peak ${r.peakMb} MB)`,
    pass(ratio <= 1.2 && !r.answers['500']),
  ]);
}

console.log('\n| check | result | verdict |\n|---|---|---|');
for (const [check, result, verdict] of rows) console.log(`| ${check} | ${result} | ${verdict} |`);
