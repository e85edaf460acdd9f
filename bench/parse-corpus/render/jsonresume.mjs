// A JSON Resume theme from npm renders the person to HTML; Chromium prints it to a letter-size PDF,
// as the shared benchmark's PDFs were made. The themes live in ../themes (their own package.json).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const requireTheme = createRequire(path.join(import.meta.dirname, '..', 'themes', 'package.json'));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function printHtmlToPdf(html, out) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-corpus-'));
  const file = path.join(dir, 'resume.html');
  fs.writeFileSync(file, html);
  const run = spawnSync(CHROME, [...CHROME_ARGS, '--no-pdf-header-footer', '--virtual-time-budget=5000', `--print-to-pdf=${out}`, file], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  fs.rmSync(dir, { recursive: true, force: true });
  if (!fs.existsSync(out)) throw new Error(`Chromium printed nothing: ${run.stderr?.slice(-300)}`);
}

/** `pkg`: the npm package (most are jsonresume-theme-<theme>; a few themes use another prefix). */
export async function renderTheme(pkg, person, outBase) {
  let module;
  try {
    module = requireTheme(pkg);
  } catch {
    module = await import(requireTheme.resolve(pkg));
  }
  const render = module.render ?? module.default?.render ?? module.default;
  if (typeof render !== 'function') throw new Error(`${pkg} has no render()`);
  // The seed and track are the generator's, not JSON Resume fields.
  const resume = structuredClone(person);
  delete resume.seed;
  delete resume.track;
  const html = await render(resume);
  const pdf = `${outBase}.pdf`;
  printHtmlToPdf(String(html), pdf);
  return { files: [pdf] };
}
