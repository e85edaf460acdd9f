// Development layouts read with people they were never built with: each development layout of the
// JSON Resume, HTML, LaTeX and Word families renders one hand-written person from any development
// pool (people-varied/), picked by the layout's id, into out-cross/ (not committed), and is scored
// like the corpus. The layouts alternate between two parts in the order layouts.mjs lists them: the
// even ones are read while rules are written, the odd ones are held out and print their figures
// only. Both parts hold only development material; what they add is people and layouts met
// together for the first time, as a user's first upload meets the parser.
// Needs what build.mjs needs, and the themes it installs: run bench:parse-corpus once first.
//   npm run bench:parse-cross -- [--no-build] [--verbose]
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LAYOUTS } from './layouts.mjs';
import { DEVELOPMENT_PEOPLE, preparedPerson } from './people-varied/index.mjs';
import { generatorOf, readLinks, render } from './build.mjs';
import { buildTruth } from './truth.mjs';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '..', '..');
const OUT = path.join(HERE, 'out-cross');
const SPLIT = JSON.parse(fs.readFileSync(path.join(HERE, 'split.json'), 'utf8'));
const scoringFile = path.resolve(ROOT, '..', 'shared', 'bench', 'scoring.mjs');
const { FIELDS, ZERO, scoreOne, overall, mean } = await import(scoringFile);
const { extractInProcess } = await import(path.join(ROOT, 'server/src/providers/extraction/extract-document.ts'));
const { structureResumeBuiltin } = await import(path.join(ROOT, 'server/src/providers/ai/builtin/structure-resume/index.ts'));

const args = process.argv.slice(2);
const FAMILIES = ['jsonresume', 'html', 'latex', 'word'];
const isBuildable = (l) => SPLIT[l.id] === 'development' && !l.skip && FAMILIES.includes(l.family) && fs.existsSync(generatorOf(l));
const layouts = LAYOUTS.filter(isBuildable).map((layout, i) => ({
  layout,
  part: i % 2 === 0 ? 'development' : 'held-out',
}));

if (!args.includes('--no-build')) {
  fs.mkdirSync(OUT, { recursive: true });
  for (const { layout, part } of layouts) {
    const id = `${layout.id}-x`;
    const truthFile = path.join(OUT, `${id}.truth.json`);
    if (fs.existsSync(truthFile)) continue;
    const pick = parseInt(createHash('sha256').update(`${layout.id}x`).digest('hex').slice(0, 8), 16);
    const person = preparedPerson(DEVELOPMENT_PEOPLE[pick % DEVELOPMENT_PEOPLE.length], pick % 100000);
    try {
      const { files, headings } = await render(layout, person, path.join(OUT, id));
      const pdf = files.find((f) => f.endsWith('.pdf'));
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
      const truth = buildTruth(person, text, await readLinks(pdf), headings);
      const meta = { layout: layout.id, family: layout.family, part, files: files.map((f) => path.basename(f)) };
      fs.writeFileSync(truthFile, `${JSON.stringify({ ...truth, _meta: meta }, null, 1)}\n`);
      process.stdout.write('.');
    } catch (error) {
      // A theme or class that cannot print this person (a character its font lacks) is left out.
      console.log(`\nnot built: ${id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  process.stdout.write('\n');
}

const results = [];
for (const name of fs.readdirSync(OUT).filter((f) => f.endsWith('.truth.json'))) {
  const truth = JSON.parse(fs.readFileSync(path.join(OUT, name), 'utf8'));
  const part = layouts.find((l) => l.layout.id === truth._meta.layout)?.part;
  if (!part) continue;
  for (const file of truth._meta.files) {
    let scores = { ...ZERO };
    try {
      scores = scoreOne(truth, structureResumeBuiltin(await extractInProcess(new Uint8Array(fs.readFileSync(path.join(OUT, file))))));
    } catch {
      // A file the parser cannot read scores nothing.
    }
    results.push({ file, part, family: truth._meta.family, format: file.endsWith('.pdf') ? 'pdf' : 'word', scores });
  }
}

const pct = (x) => (x * 100).toFixed(1).padStart(5);
const scoreOf = (rows) => mean(rows.map((r) => overall(r.scores)));
for (const [part, title] of [
  ['held-out', 'HELD-OUT cross part (odd development layouts with other pools’ people; never looked at)'],
  ['development', 'Development cross part (even development layouts with other pools’ people)'],
]) {
  const rows = results.filter((r) => r.part === part);
  if (rows.length === 0) continue;
  const [pdf, word] = ['pdf', 'word'].map((format) => rows.filter((r) => r.format === format));
  console.log(`\n== ${title}: ${pct(scoreOf(rows))} (${rows.length} files) ==`);
  console.log(`PDF ${pct(scoreOf(pdf))} (${pdf.length})   Word ${word.length ? pct(scoreOf(word)) : '  n/a'} (${word.length})`);
  console.log(FIELDS.map((field) => `${field} ${pct(mean(rows.map((r) => r.scores[field]))).trim()}`).join(' | '));
  console.log(FAMILIES.map((family) => `${family} ${pct(scoreOf(rows.filter((r) => r.family === family))).trim()}`).join(' | '));
  if (part === 'development' && args.includes('--verbose')) {
    for (const r of rows.sort((a, b) => overall(a.scores) - overall(b.scores))) {
      const weak = FIELDS.filter((f) => r.scores[f] < 0.999).map((f) => `${f} ${(r.scores[f] * 100).toFixed(0)}`);
      console.log(`${r.file.padEnd(44)} ${pct(overall(r.scores))}  ${weak.join(', ')}`);
    }
  }
}
