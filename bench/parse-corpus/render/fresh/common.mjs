// The FRESH resume format's themes (npm 'fresh-themes'), built by that format's own tool,
// 'hackmyresume', from the person written as a JSON Resume file (the tool converts it). The designs
// are third-party: nothing here styles them. A theme writes an HTML page for print (printed here by
// Chromium), some a Word 2003 XML document (opened and printed by LibreOffice), and 'awesome' the
// Awesome-CV LaTeX class with its résumé and CV examples (compiled with XeLaTeX).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { printHtmlToPdf } from '../jsonresume.mjs';
import { convertWithLibreOffice } from '../word/common.mjs';

const requireTool = createRequire(path.join(import.meta.dirname, '..', '..', 'themes', 'package.json'));

/** Builds every format `theme` has into a scratch folder; returns that folder. */
function build(person, theme) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-corpus-fresh-'));
  // The seed and track are the generator's, not JSON Resume fields.
  const resume = structuredClone(person);
  delete resume.seed;
  delete resume.track;
  fs.writeFileSync(path.join(dir, 'resume.json'), JSON.stringify(resume, null, 2));
  const cli = requireTool.resolve('hackmyresume/dist/cli/index.js');
  const run = spawnSync(process.execPath, [cli, 'build', 'resume.json', 'TO', 'out/resume.all', '-t', theme], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
  });
  // The tool ends by trying wkhtmltopdf for its own PDF; the other formats are written by then.
  const out = path.join(dir, 'out');
  if (!fs.existsSync(out)) throw new Error(`hackmyresume wrote nothing: ${(run.stdout + run.stderr).slice(-300)}`);
  return out;
}

/** The theme's page for print, its stylesheets inlined (the page links them beside it). */
export function renderHtmlTheme(person, theme, outBase) {
  const out = build(person, theme);
  const page = fs.readFileSync(path.join(out, 'resume.pdf.html'), 'utf8');
  const html = page.replace(/<link[^>]*href="([^"]+\.css)"[^>]*>/g, (link, href) => {
    const file = path.join(out, href);
    return fs.existsSync(file) ? `<style>${fs.readFileSync(file, 'utf8')}</style>` : link;
  });
  const pdf = `${outBase}.pdf`;
  printHtmlToPdf(html, pdf);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return { files: [pdf] };
}

/** The theme's Word 2003 XML document, saved by LibreOffice as .docx and printed from that. */
export function renderWordDoc(person, theme, outBase) {
  const out = build(person, theme);
  const doc = path.join(out, `${path.basename(outBase)}.doc`);
  fs.renameSync(path.join(out, 'resume.doc'), doc);
  const docx = convertWithLibreOffice(doc, 'docx', 'MS Word 2007 XML', path.dirname(outBase));
  const pdf = convertWithLibreOffice(docx, 'pdf');
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return { files: [docx, pdf] };
}

/**
 * Awesome-CV's résumé or CV example, filled with the person. Two things of its age are mended:
 * its header reads the LinkedIn handle from a GitHub profile (so the LinkedIn profile is left out:
 * the template prints none right), and today's unicode-math no longer knows one option it passes.
 */
export function renderAwesome(person, example, outBase) {
  const resume = structuredClone(person);
  resume.basics.profiles = resume.basics.profiles.filter((p) => p.network !== 'LinkedIn');
  // Its header prints the address line whatever it holds; an empty one breaks the line.
  resume.basics.location.address = `${resume.basics.location.city}, ${resume.basics.location.region}`;
  const out = build(resume, 'awesome');
  const dir = path.join(out, 'latex', 'examples');
  for (const shipped of fs.readdirSync(dir).filter((f) => /\.(pdf|png)$/.test(f))) fs.rmSync(path.join(dir, shipped));
  const cls = path.join(dir, 'awesome-cv.cls');
  fs.writeFileSync(cls, fs.readFileSync(cls, 'utf8').replace(',vargreek-shape=unicode', ''));
  // A fixed date for the footer's \today, so a rebuild prints the same file.
  const env = { ...process.env, SOURCE_DATE_EPOCH: '1767225600', FORCE_SOURCE_DATE: '1' };
  const run = spawnSync('xelatex', ['-interaction=nonstopmode', '-halt-on-error', `${example}.tex`], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 180_000,
    env,
  });
  const built = path.join(dir, `${example}.pdf`);
  if (!fs.existsSync(built)) throw new Error(`xelatex failed: ${(run.stdout.match(/^!.*$/m) ?? [''])[0]}`);
  const pdf = `${outBase}.pdf`;
  fs.copyFileSync(built, pdf);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return { files: [pdf] };
}
