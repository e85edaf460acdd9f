/**
 * CPU time spent by a process, split by thread, read from Linux's /proc. On a 2-core machine the
 * server, its database and the load generator share the cores, so a throughput figure alone does
 * not say who used them; CPU milliseconds per generation does, and it moves less than throughput
 * when the host is slower.
 */
import fs from 'node:fs';

export type CpuSample = { threads: Map<number, number> };

/** The CPU seconds each of the process's threads has used so far, or null where /proc is missing. */
export function sampleCpu(pid: number): CpuSample | null {
  const taskDir = `/proc/${pid}/task`;
  let tids: string[];
  try {
    tids = fs.readdirSync(taskDir);
  } catch {
    return null;
  }
  const ticksPerSecond = 100; // USER_HZ: 100 on every Linux architecture Node supports
  const threads = new Map<number, number>();
  for (const tid of tids) {
    try {
      const stat = fs.readFileSync(`${taskDir}/${tid}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may itself contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const userTicks = Number(fields[11]);
      const systemTicks = Number(fields[12]);
      threads.set(Number(tid), (userTicks + systemTicks) / ticksPerSecond);
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
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres' && !name.startsWith('postgres:')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
