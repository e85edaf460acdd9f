/**
 * What the landing page costs a visitor: builds the web app, starts the real server on a fresh
 * data folder, loads / in Chromium and prints the JavaScript and CSS it downloads (raw, gzip,
 * brotli, and what the browser actually transferred), then runs Lighthouse three times on mobile
 * and on desktop and prints the medians.
 *
 * Then the same for every signed-in page (/app/*), with a real account and saved documents.
 *
 * Run: npm run bench:web            (add -- --no-build to reuse web/dist, -- --runs=5 for more runs,
 *                                    -- --app-only for the signed-in pages alone, -- --pages=profile,document
 *                                    for some of them, -- --save=<dir> to keep every Lighthouse report)
 * Needs Chromium at /usr/bin/chromium (or CHROME_PATH); without it only the byte counts print.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS, CHROMIUM_HEADLESS_ARGS } from '../tools/chromium';
import { buildServer, SERVER_MAIN } from './support/build-server';
import { freshSessionCookie, prepareAccount, type AppPage } from './web-app-pages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'web/dist');
const port = Number(process.env.BENCH_PORT ?? 3201);
const origin = `http://localhost:${port}`;
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
/** The budget this page is held to (the landing page issue). */
const TARGETS = { jsGzipBytes: 60 * 1024, mobilePerformance: 95, desktopPerformance: 100, accessibility: 100, cls: 0 };
/** What every signed-in page is held to (the first-hour issue). */
const APP_TARGETS = { mobilePerformance: 95, desktopPerformance: 100, mobileTbtMs: 200 };
const onlyApp = process.argv.includes('--app-only');
/** --pages=dashboard,document measures only those signed-in pages; --save=<dir> keeps each Lighthouse report. */
const onlyPages =
  process.argv
    .find((arg) => arg.startsWith('--pages='))
    ?.split('=')[1]
    ?.split(',') ?? null;
const saveDir = process.argv.find((arg) => arg.startsWith('--save='))?.split('=')[1] ?? null;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function build() {
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('the build failed');
}

async function startServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireready-bench-web-'));
  buildServer();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Lighthouse signs in afresh before each run, all from this one address.
    env: { ...process.env, CLIENT_RATE_LIMITS: 'off', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: distDir },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 120 s');
}

async function stopServer({ child, dataDir }: { child: ChildProcess; dataDir: string }) {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

type Asset = { url: string; kind: 'js' | 'css'; transferred: number; encoding: string; raw: number; gzip: number; brotli: number };

/** Loads / like a visitor and lists every script and stylesheet it fetched. */
async function measureBytes(): Promise<Asset[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const assets: Asset[] = [];
    page.on('requestfinished', async (request) => {
      const url = new URL(request.url());
      const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
      if (!kind) return;
      const response = await request.response();
      const sizes = await request.sizes();
      const file = path.join(distDir, url.pathname);
      const raw = fs.readFileSync(file);
      const sibling = (ext: string, make: () => Buffer) => (fs.existsSync(file + ext) ? fs.statSync(file + ext).size : make().length);
      assets.push({
        url: url.pathname,
        kind,
        transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
        raw: raw.length,
        gzip: sibling('.gz', () => gzipSync(raw, { level: 9 })),
        brotli: sibling('.br', () => brotliCompressSync(raw)),
      });
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    return assets;
  } finally {
    await browser.close();
  }
}

function printBytes(assets: Asset[]) {
  console.log(`\nScripts and stylesheets loaded by ${origin}/`);
  console.log('  file                                         raw        gzip       brotli     transferred');
  for (const a of assets) {
    console.log(
      `  ${a.url.padEnd(44)} ${kb(a.raw).padStart(9)}  ${kb(a.gzip).padStart(9)}  ${kb(a.brotli).padStart(9)}  ${kb(a.transferred).padStart(9)} (${a.encoding})`,
    );
  }
  for (const kind of ['js', 'css'] as const) {
    const list = assets.filter((a) => a.kind === kind);
    const sum = (key: 'raw' | 'gzip' | 'brotli' | 'transferred') => list.reduce((total, a) => total + a[key], 0);
    console.log(
      `  ${kind.toUpperCase().padEnd(4)} total: ${list.length} files, raw ${kb(sum('raw'))}, gzip ${kb(sum('gzip'))}, brotli ${kb(sum('brotli'))}, transferred ${kb(sum('transferred'))}`,
    );
  }
  const appChunks = assets.filter((a) => /\/app-[^/]+\.js$/.test(a.url));
  console.log(
    appChunks.length === 0
      ? '  The signed-in app’s route chunks (app-*.js) were not loaded.'
      : `  WARNING: the landing page loaded app chunks: ${appChunks.map((a) => a.url).join(', ')}`,
  );
  const jsGzip = assets.filter((a) => a.kind === 'js').reduce((total, a) => total + a.gzip, 0);
  console.log(
    `  Landing JavaScript budget ${kb(TARGETS.jsGzipBytes)} gzip: ${jsGzip <= TARGETS.jsGzipBytes ? 'met' : 'NOT met'} (${kb(jsGzip)})`,
  );
}

type Metrics = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

async function runLighthouse(
  formFactor: 'mobile' | 'desktop',
  url = `${origin}/`,
  extraHeaders?: Record<string, string>,
): Promise<{ metrics: Metrics; failing: string[] }> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_HEADLESS_ARGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(extraHeaders ? { extraHeaders } : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      const name = `${new URL(url).pathname.split('/').filter(Boolean).slice(0, 2).join('-') || 'landing'}-${formFactor}-${Date.now()}.json`;
      fs.writeFileSync(path.join(saveDir, name), JSON.stringify(result.lhr));
    }
    // A trace Lighthouse could not record (NO_NAVSTART and the like) says nothing about the page.
    if (result.lhr.runtimeError) throw new LighthouseRunFailed(result.lhr.runtimeError.code);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category.id}: ${ref.id}`),
      );
    return {
      metrics: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      },
      failing,
    };
  } finally {
    chrome.kill();
  }
}

class LighthouseRunFailed extends Error {}

/** A run whose trace failed is run again (twice at most) rather than counted as a score of 0. */
async function retryFailedRun<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof LighthouseRunFailed) || attempt === 3) throw error;
      process.stdout.write(`  (Lighthouse could not record the run: ${error.message}; running it again)\n`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function lighthouseMedians(formFactor: 'mobile' | 'desktop', page?: { url: string; cookie: () => Promise<string> }) {
  const all: Metrics[] = [];
  const failing = new Set<string>();
  for (let i = 0; i < runs; i++) {
    const run = await retryFailedRun(async () =>
      page ? runLighthouse(formFactor, page.url, { Cookie: await page.cookie() }) : runLighthouse(formFactor),
    );
    all.push(run.metrics);
    run.failing.forEach((audit) => failing.add(audit));
    process.stdout.write(`  ${formFactor} run ${i + 1}/${runs}: performance ${run.metrics.performance}\n`);
  }
  const pick = (key: keyof Metrics) => median(all.map((m) => m[key]));
  return {
    formFactor,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    failing: [...failing],
  };
}

/** The app shell as a browser asks for it: is the HTML compressed, and how big is it. */
async function measureAppShell(): Promise<string> {
  const response = await fetch(`${origin}/app/dashboard`, { headers: { 'accept-encoding': 'br, gzip' } });
  const body = Buffer.from(await response.arrayBuffer());
  return `${response.headers.get('content-encoding') ?? 'identity'}, ${kb(body.length)} on the wire`;
}

async function measureAppPages() {
  console.log(`\nSigned-in pages (a fresh account with a full profile and 3 saved documents; app shell HTML: ${await measureAppShell()})`);
  const { email, pages } = await prepareAccount(origin, root);
  const rows: {
    page: AppPage;
    mobile: Awaited<ReturnType<typeof lighthouseMedians>>;
    desktop: Awaited<ReturnType<typeof lighthouseMedians>>;
  }[] = [];
  for (const page of pages.filter((candidate) => !onlyPages || onlyPages.includes(candidate.name))) {
    const target = { url: `${origin}${page.path}`, cookie: () => freshSessionCookie(origin, email) };
    console.log(`  ${page.path}`);
    rows.push({ page, mobile: await lighthouseMedians('mobile', target), desktop: await lighthouseMedians('desktop', target) });
  }
  console.log(`\n  Lighthouse 12, median of ${runs} runs each, signing in afresh before each run`);
  console.log('  page          mobile  TBT       LCP       desktop  TBT      a11y (m/d)');
  for (const { page, mobile, desktop } of rows) {
    console.log(
      `  ${page.name.padEnd(12)}  ${String(mobile.performance).padStart(6)}  ${`${Math.round(mobile.tbtMs)} ms`.padStart(8)}  ${`${Math.round(mobile.lcpMs)} ms`.padStart(8)}  ${String(desktop.performance).padStart(7)}  ${`${Math.round(desktop.tbtMs)} ms`.padStart(7)}  ${mobile.accessibility}/${desktop.accessibility}`,
    );
  }
  for (const { page, mobile, desktop } of rows) {
    const failing = [...new Set([...mobile.failing, ...desktop.failing])];
    if (failing.length) console.log(`  ${page.name} audits not passing: ${failing.join(', ')}`);
  }
  const met = rows.every(
    ({ mobile, desktop }) =>
      mobile.performance >= APP_TARGETS.mobilePerformance &&
      desktop.performance >= APP_TARGETS.desktopPerformance &&
      mobile.tbtMs <= APP_TARGETS.mobileTbtMs,
  );
  console.log(
    `  Targets for every page: mobile ≥ ${APP_TARGETS.mobilePerformance}, desktop ${APP_TARGETS.desktopPerformance}, mobile TBT ≤ ${APP_TARGETS.mobileTbtMs} ms: ${met ? 'met' : 'NOT met'}`,
  );
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error('web/dist is missing: run without --no-build');
  const hasChromium = fs.existsSync(CHROME_PATH);
  const server = await startServer();
  try {
    if (!hasChromium) {
      console.log(`No Chromium at ${CHROME_PATH}: set CHROME_PATH. Skipping the browser measurements.`);
      return;
    }
    if (onlyApp) {
      await measureAppPages();
      return;
    }
    printBytes(await measureBytes());
    console.log(`\nLighthouse 12, median of ${runs} runs each (${origin}/)`);
    const results = [await lighthouseMedians('mobile'), await lighthouseMedians('desktop')];
    console.log('\n  form     perf  a11y  best  seo   LCP       TBT      CLS');
    for (const r of results) {
      console.log(
        `  ${r.formFactor.padEnd(8)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)}   ${`${Math.round(r.lcpMs)} ms`.padStart(8)}  ${`${Math.round(r.tbtMs)} ms`.padStart(7)}  ${r.cls.toFixed(3)}`,
      );
    }
    for (const r of results) {
      if (r.failing.length) console.log(`  ${r.formFactor} audits not passing: ${r.failing.join(', ')}`);
    }
    const [mobile, desktop] = results as [(typeof results)[0], (typeof results)[0]];
    console.log(
      `  Targets: mobile performance ≥ ${TARGETS.mobilePerformance} ${mobile.performance >= TARGETS.mobilePerformance ? 'met' : 'NOT met'}; ` +
        `desktop performance ${TARGETS.desktopPerformance} ${desktop.performance >= TARGETS.desktopPerformance ? 'met' : 'NOT met'}; ` +
        `accessibility ${TARGETS.accessibility} ${mobile.accessibility >= 100 && desktop.accessibility >= 100 ? 'met' : 'NOT met'}; ` +
        `CLS ${TARGETS.cls} ${mobile.cls === 0 && desktop.cls === 0 ? 'met' : 'NOT met'}`,
    );
    await measureAppPages();
  } finally {
    await stopServer(server);
  }
}

await main();
