/**
 * CPU time spent by a process, split by thread, read from Linux's /proc. On a 2-core machine the
 * server, its database and the load generator share the cores, so a throughput figure alone does
 * not say who used them; CPU milliseconds per generation does, and it moves less than throughput
 * when the host is slower.
 */
import fs from 'node:fs';

export type CpuSample = { threads: Map<number, number> };

/** USER_HZ, the unit of /proc's CPU times: 100 on every Linux architecture Node supports. */
const TICKS_PER_SECOND = 100;

/** The name and the CPU seconds (user + system) in a /proc/<id>/stat line. */
function readStat(path: string): { name: string; cpuSeconds: number } {
  const stat = fs.readFileSync(path, 'utf8');
  // The name is in parentheses and may itself contain spaces; the fields follow the last ')'.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return { name: stat.slice(stat.indexOf('(') + 1, close), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

/** The CPU seconds each of the process's threads has used so far, or null where /proc is missing. */
export function sampleCpu(pid: number): CpuSample | null {
  const taskDir = `/proc/${pid}/task`;
  let tids: string[];
  try {
    tids = fs.readdirSync(taskDir);
  } catch {
    return null;
  }
  const threads = new Map<number, number>();
  for (const tid of tids) {
    try {
      threads.set(Number(tid), readStat(`${taskDir}/${tid}/stat`).cpuSeconds);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return { threads };
}

/**
 * What the process used between two samples: its main thread (the one whose id is the process id),
 * its busiest other thread (the database thread, when PGlite runs in one) and all the rest (V8's
 * garbage collection and compiler helpers, libuv's pool).
 */
export function cpuBetween(pid: number, before: CpuSample, after: CpuSample) {
  let main = 0;
  const others: number[] = [];
  for (const [tid, seconds] of after.threads) {
    const used = seconds - (before.threads.get(tid) ?? 0);
    if (tid === pid) main = used;
    else others.push(used);
  }
  others.sort((a, b) => b - a);
  const busiestOther = others[0] ?? 0;
  const rest = others.slice(1).reduce((sum, used) => sum + used, 0);
  return { main, busiestOther, rest, total: main + busiestOther + rest };
}

/** The CPU seconds used so far by every PostgreSQL process on this machine (server and backends). */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { name, cpuSeconds } = readStat(`/proc/${entry}/stat`);
      if (name === 'postgres' || name.startsWith('postgres:')) total += cpuSeconds;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
