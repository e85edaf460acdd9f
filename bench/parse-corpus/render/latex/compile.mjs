// Compiles a LaTeX source with Debian's TeX Live in a scratch folder and moves the PDF to `out`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The Debian packages the LaTeX layouts load their classes, pictures and fonts from.
export const TEX_PACKAGES =
  'texlive-latex-extra, texlive-latex-recommended, texlive-pictures, texlive-fonts-extra, texlive-xetex, texlive-lang-german, texlive-lang-chinese (ctex and the Fandol fonts, for lebhart; the Japanese fonts of CJK, for names and employers in Japanese) and cm-super';

export function tex(text) {
  return String(text ?? '')
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}');
}

// Chinese and Japanese script (kana, kanji, full-width forms), which pdflatex's inputenc cannot set.
const CJK_RUNS = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]+/g;

/** pdflatex sets Chinese and Japanese script only inside CJKutf8's environment, in the Japanese
 * Mincho font CJK's Japanese module brings (it has kanji and kana); other text is left as it is. */
function withCjkRuns(source) {
  if (!source.match(CJK_RUNS)) return source;
  const body = source.replace(CJK_RUNS, (run) => `\\begin{CJK*}{UTF8}{min}${run}\\end{CJK*}`);
  return body.replace('\\begin{document}', '\\usepackage{CJKutf8}\n\\begin{document}');
}

/** What pdflatex's inputenc cannot set, written so that it can: subscript digits ('CO₂'), and a
 * list a person gave nothing to put in (a job with neither summary nor bullets), which LaTeX refuses. */
function settable(source) {
  return source
    .replace(/[\u2080-\u2089]/g, (digit) => `\\textsubscript{${digit.charCodeAt(0) - 0x2080}}`)
    .replace(/\\begin\{itemize\}(\[[^\]]*\])?\s*\\end\{itemize\}/g, '');
}

/** `files`: further sources beside cv.tex (curve's rubrics are files of their own). */
export function compileLatex(source, out, { engine = 'pdflatex', runs = 2, files = {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-corpus-tex-'));
  fs.writeFileSync(path.join(dir, 'cv.tex'), engine === 'pdflatex' ? withCjkRuns(settable(source)) : settable(source));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  let run;
  for (let i = 0; i < runs; i++) {
    run = spawnSync(engine, ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    if (run.error) throw new Error(`${engine}: ${run.error.message}`);
  }
  const pdf = path.join(dir, 'cv.pdf');
  // CORPUS_TEX_KEEP=<folder>: keeps the source and log of a development layout being written.
  if (process.env.CORPUS_TEX_KEEP) fs.cpSync(dir, process.env.CORPUS_TEX_KEEP, { recursive: true });
  if (!fs.existsSync(pdf)) {
    const log = fs.existsSync(path.join(dir, 'cv.log')) ? fs.readFileSync(path.join(dir, 'cv.log'), 'utf8') : run.stdout;
    fs.rmSync(dir, { recursive: true, force: true });
    const missing = log.match(/File `([^']+)' not found/);
    if (missing) throw new Error(`${engine}: ${missing[1]} is missing; TeX Live needs ${TEX_PACKAGES}`);
    throw new Error(`${engine} failed: ${(log.match(/^!.*$/m) ?? [''])[0]}`);
  }
  fs.copyFileSync(pdf, out);
  fs.rmSync(dir, { recursive: true, force: true });
}
