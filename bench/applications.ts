/**
 * The application tracker with 2,000 applications for one user: API times of the table's pages
 * (first page, every page in company order, a search), the board, insights, the dashboard card
 * and the CSV export; then, in Chromium, the first paint of /app/applications and the moment the
 * board (and the table) show their cards. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 *
 *   npm run bench:applications         (BENCH_APPLICATIONS=2000 BENCH_RUNS=20 to change)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tools/chromium';
import { buildServer, SERVER_MAIN } from './support/build-server';
import { freshPostgresUrl } from './support/run-bench-server';

const COUNT = Number(process.env.BENCH_APPLICATIONS ?? '2000');
const RUNS = Number(process.env.BENCH_RUNS ?? '20');
const root = path.resolve(import.meta.dirname, '..');
const STATUSES = ['Saved', 'Applied', 'Applied', 'Applied', 'Interviewing', 'Offer', 'Rejected', 'Rejected', 'Withdrawn'];
const SOURCES = ['LinkedIn', 'Referral', 'Company site', 'Indeed', ''];
const ROLES = ['Frontend Engineer', 'Data Analyst', 'Product Designer', 'Backend Engineer', 'Engineering Manager', 'QA Engineer'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** COUNT rows of a tracker export: varied companies, titles, statuses, dates and sources. */
function trackerCsv(): string {
  const lines = ['Company,Title,Status,Applied,Source,Tags'];
  for (let i = 0; i < COUNT; i++) {
    const status = STATUSES[i % STATUSES.length]!;
    const day = new Date(Date.UTC(2026, 0, 1) + (i % 300) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      `Company ${String(i).padStart(4, '0')},${ROLES[i % ROLES.length]},${status},${status === 'Saved' ? '' : day},${SOURCES[i % SOURCES.length]},${i % 7 === 0 ? 'remote' : ''}`,
    );
  }
  return lines.join('\r\n');
}

async function startServer(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess; dataDir: string }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireready-bench-apps-'));
  buildServer();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: root,
    env: { ...process.env, CLIENT_RATE_LIMITS: 'off', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return { origin, child, dataDir };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function timed(runs: number, call: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await call();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`request failed: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const email = `bench-apps-${Date.now()}@example.com`;
    const password = 'benchmark-password';
    const registered = await fetch(`${server.origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const api = (p: string, init: RequestInit = {}) => fetch(`${server.origin}/api${p}`, { ...init, headers: auth });

    const seeded = performance.now();
    const imported = await api('/applications/import', {
      method: 'POST',
      body: JSON.stringify({
        csv: trackerCsv(),
        mapping: { company: 'Company', jobTitle: 'Title', status: 'Status', appliedOn: 'Applied', source: 'Source', tags: 'Tags' },
      }),
    });
    const report = (await imported.json()) as { accepted: number };
    const importMs = performance.now() - seeded;

    const rows: [string, number[]][] = [];
    rows.push(['table, first page (25)', await timed(RUNS, () => api('/applications?limit=25'))]);
    rows.push(['board, six columns (20 each)', await timed(RUNS, () => api('/applications/board?perColumn=20'))]);
    rows.push(['search "company 19"', await timed(RUNS, () => api('/applications?q=company%2019&limit=25'))]);
    rows.push([
      'status filter + sort by company',
      await timed(RUNS, () => api('/applications?status=applied&sort=company&dir=asc&limit=25')),
    ]);
    // Every page in company order, to show the last page costs what the first does.
    const pageTimes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/applications?sort=company&dir=asc&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const started = performance.now();
      const page = (await (await api(query)).json()) as { nextCursor: string | null };
      pageTimes.push(performance.now() - started);
      cursor = page.nextCursor;
    } while (cursor);
    rows.push([`every page by company (${pageTimes.length} x 100)`, pageTimes]);
    rows.push(['insights', await timed(Math.max(3, RUNS / 4), () => api('/applications/insights'))]);
    rows.push(['dashboard card', await timed(RUNS, () => api('/applications/overview'))]);
    rows.push(['CSV export', await timed(3, () => api('/applications/export'))]);

    console.log(`\n${label}: ${report.accepted} applications imported in ${ms(importMs)}`);
    console.log('request'.padEnd(44), 'p50'.padStart(10), 'p95'.padStart(10), 'max'.padStart(10));
    for (const [name, times] of rows) {
      console.log(
        name.padEnd(44),
        ms(percentile(times, 50)).padStart(10),
        ms(percentile(times, 95)).padStart(10),
        ms(Math.max(...times)).padStart(10),
      );
    }
    await measureBrowser(server.origin, email, password);
  } finally {
    await new Promise((resolve) => {
      server.child.once('exit', resolve);
      server.child.kill('SIGTERM');
    });
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** First paint, and the moment the first card (or row) shows, over several fresh loads. */
async function measureBrowser(origin: string, email: string, password: string) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.request.post('/api/auth/sign-in', { data: { email, password } });
    // The page notes the moment the first card or row is in the document: polling from outside
    // would add its own interval to the figure. A string, so no bundler helper leaks into the page.
    await page.addInitScript(`
      new MutationObserver(() => {
        if (window.__cardsShownAt === undefined && document.querySelector('section[aria-labelledby="column-applied"] li, table tbody tr')) {
          window.__cardsShownAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    `);
    const results: Record<string, { paint: number[]; ready: number[]; session: number[]; data: number[] }> = {
      board: { paint: [], ready: [], session: [], data: [] },
      table: { paint: [], ready: [], session: [], data: [] },
    };
    for (let i = 0; i < 6; i++) {
      for (const view of ['board', 'table'] as const) {
        await page.goto(view === 'board' ? '/app/applications' : '/app/applications?view=table');
        const selector = view === 'board' ? 'section[aria-labelledby="column-applied"] li' : 'table tbody tr';
        await page.locator(selector).first().waitFor();
        const ready = await page.evaluate(() => (window as unknown as { __cardsShownAt: number }).__cardsShownAt);
        const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
        // Where the wait goes: the session restored (refresh), then the cards' data answered.
        const [session, data] = await page.evaluate(
          (dataPath) => {
            const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            return ['/api/auth/refresh', dataPath].map((part) => entries.find((e) => e.name.includes(part))?.responseEnd ?? NaN);
          },
          view === 'board' ? '/api/applications/board' : '/api/applications?',
        );
        // The first load warms the browser's cache of the app's files, as a returning user has it.
        if (i === 0) continue;
        results[view]!.paint.push(paint);
        results[view]!.ready.push(ready);
        results[view]!.session.push(session ?? NaN);
        results[view]!.data.push(data ?? NaN);
      }
    }
    for (const [view, r] of Object.entries(results)) {
      console.log(
        `browser ${view}: first contentful paint p50 ${ms(percentile(r.paint, 50))} (max ${ms(Math.max(...r.paint))}); ` +
          `session restored p50 ${ms(percentile(r.session, 50))}; data answered p50 ${ms(percentile(r.data, 50))}; ` +
          `cards shown p50 ${ms(percentile(r.ready, 50))} (max ${ms(Math.max(...r.ready))})`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
await measure('PGlite', {});
if (process.env.DATABASE_URL) {
  const scratch = await freshPostgresUrl(process.env.DATABASE_URL);
  try {
    await measure('PostgreSQL', { DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
}
