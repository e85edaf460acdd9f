// npm run bench:parse-corpus: builds the corpus if needed (build.mjs), parses every file in this
// process with the server's own extraction and structuring code, and scores it with the shared
// benchmark's rules (../shared/bench/scoring.mjs). All set-aside parts together print first, then each
// set-aside part, newest first (round 25's down to round 3's, then
// round 2's, then round 1's): overall, PDF and Word apart, per field and per layout family. Outputs and per-file details are only ever shown for
// development layouts; set-aside layouts print their scores and nothing else.
//   node --import tsx bench/parse-corpus/score.mjs [--no-build] [--dev] [--only layout,...] [--verbose] [--save-outputs DIR] [--other-sets]
// --other-sets also scores the shared set and bench/parse-extra in this process (a quick check while
// working; bench:parse and bench:parse-extra are the figures of record).
import fs from 'node:fs';
import path from 'node:path';
import { buildCorpus, OUT } from './build.mjs';
import { LAYOUTS } from './layouts.mjs';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '..', '..');
const scoringFile = path.resolve(ROOT, '..', 'shared', 'bench', 'scoring.mjs');
if (!fs.existsSync(scoringFile)) {
  console.error(`The scorer is not at ${scoringFile}: place the shared/ folder beside the repository.`);
  process.exit(2);
}
const { FIELDS, ZERO, scoreOne, overall, mean } = await import(scoringFile);
const { extractInProcess } = await import(path.join(ROOT, 'server/src/providers/extraction/extract-document.ts'));
const { structureResumeBuiltin } = await import(path.join(ROOT, 'server/src/providers/ai/builtin/structure-resume/index.ts'));

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const only = option('--only')?.split(',');
const saveDir = option('--save-outputs');
const isVerbose = args.includes('--verbose');
const isDevOnly = args.includes('--dev');

if (!args.includes('--no-build')) {
  const failures = await buildCorpus({ only });
  if (failures.length > 0) console.log(`${failures.length} file(s) could not be built; they are left out.\n`);
}

const results = [];
for (const name of fs
  .readdirSync(OUT)
  .filter((f) => f.endsWith('.truth.json'))
  .sort()) {
  const truthFile = JSON.parse(fs.readFileSync(path.join(OUT, name), 'utf8'));
  const meta = truthFile._meta;
  if (only && !only.includes(meta.layout)) continue;
  // A rendering left from before its layout was set apart as one the product cannot read.
  if (LAYOUTS.find((l) => l.id === meta.layout)?.skip) continue;
  if (isDevOnly && meta.split !== 'development') continue;
  for (const file of meta.files) {
    const format = file.endsWith('.pdf') ? 'pdf' : 'word';
    const truth = format === 'word' && truthFile._docx ? truthFile._docx : truthFile;
    const started = performance.now();
    let output = null;
    let error = '';
    try {
      const document = await extractInProcess(new Uint8Array(fs.readFileSync(path.join(OUT, file))));
      output = structureResumeBuiltin(document);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const ms = performance.now() - started;
    const scores = output ? scoreOne(truth, output) : { ...ZERO };
    results.push({ file, layout: meta.layout, family: meta.family, split: meta.split, format, scores, ms, error });
    if (meta.split === 'development') {
      if (saveDir && output) {
        fs.mkdirSync(saveDir, { recursive: true });
        fs.writeFileSync(path.join(saveDir, `${file}.json`), JSON.stringify(output, null, 2));
      }
      if (isVerbose) {
        const weak = FIELDS.filter((f) => scores[f] < 0.999).map((f) => `${f} ${(scores[f] * 100).toFixed(0)}`);
        console.log(`${file.padEnd(34)} ${(overall(scores) * 100).toFixed(1).padStart(5)}  ${error || weak.join(', ')}`);
      }
    }
  }
}

const pct = (x) => (x * 100).toFixed(1).padStart(5);
const scoreOf = (rows) => mean(rows.map((r) => overall(r.scores)));
const fieldOf = (rows, field) => mean(rows.map((r) => r.scores[field]));

function report(part, title) {
  const rows = results.filter((r) => r.split === part);
  if (rows.length === 0) return;
  const pdf = rows.filter((r) => r.format === 'pdf');
  const word = rows.filter((r) => r.format === 'word');
  console.log(`\n== ${title}: ${pct(scoreOf(rows))} (${rows.length} files, ${new Set(rows.map((r) => r.layout)).size} layouts) ==`);
  console.log(`PDF ${pct(scoreOf(pdf))} (${pdf.length} files)   Word ${word.length ? pct(scoreOf(word)) : '  n/a'} (${word.length} files)`);
  console.log(`\n${'field'.padEnd(20)}   all    PDF   Word`);
  for (const field of FIELDS) {
    console.log(
      `${field.padEnd(20)} ${pct(fieldOf(rows, field))}  ${pct(fieldOf(pdf, field))}  ${word.length ? pct(fieldOf(word, field)) : '  n/a'}`,
    );
  }
  console.log(`\n${'family'.padEnd(12)}   all    PDF   Word  weakest fields`);
  for (const family of [...new Set(rows.map((r) => r.family))]) {
    const f = rows.filter((r) => r.family === family);
    const fp = f.filter((r) => r.format === 'pdf');
    const fw = f.filter((r) => r.format === 'word');
    const weakest = FIELDS.map((field) => [field, fieldOf(f, field)])
      .sort((a, b) => a[1] - b[1])
      .slice(0, 3);
    console.log(
      `${family.padEnd(12)} ${pct(scoreOf(f))}  ${pct(scoreOf(fp))}  ${fw.length ? pct(scoreOf(fw)) : '  n/a'}  ${weakest.map(([n, v]) => `${n} ${pct(v).trim()}`).join(', ')}`,
    );
  }
  console.log(`\nlayout scores:`);
  for (const layout of [...new Set(rows.map((r) => r.layout))]) {
    const l = rows.filter((r) => r.layout === layout);
    const formats = ['pdf', 'word']
      .filter((f) => l.some((r) => r.format === f))
      .map((f) => `${f} ${pct(scoreOf(l.filter((r) => r.format === f))).trim()}`);
    console.log(`  ${layout.padEnd(32)} ${pct(scoreOf(l))}  ${formats.join('  ')}`);
  }
  const failed = rows.filter((r) => r.error);
  if (failed.length > 0)
    console.log(
      `\n${failed.length} file(s) failed to parse${part === 'development' ? `: ${failed.map((r) => `${r.file} (${r.error})`).join('; ')}` : ''}`,
    );
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `parse time in process: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, p90 ${times[Math.floor(times.length * 0.9)].toFixed(0)} ms`,
  );
}

/** A folder in the shared benchmark's layout (<id>.pdf|docx|doc beside <id>.truth.json), scored the same way. */
async function scoreFolder(dir) {
  const scores = [];
  const weak = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => /\.(pdf|docx|doc)$/.test(f))
    .sort()) {
    const [id, ext] = name.split('.');
    const truthFile = JSON.parse(fs.readFileSync(path.join(dir, `${id}.truth.json`), 'utf8'));
    const truth = ext === 'pdf' ? truthFile : (truthFile[`_${ext}`] ?? truthFile);
    let output;
    try {
      output = structureResumeBuiltin(await extractInProcess(new Uint8Array(fs.readFileSync(path.join(dir, name)))));
    } catch {
      output = null;
    }
    const s = output ? overall(scoreOne(truth, output)) : 0;
    scores.push(s);
    if (s < 0.97) weak.push(`${name} ${pct(s).trim()}`);
  }
  return { score: mean(scores), files: scores.length, weak };
}

if (args.includes('--other-sets')) {
  for (const [label, dir] of [
    ['shared set', path.resolve(ROOT, '..', 'shared', 'bench', 'resumes')],
    ['parse-extra', path.join(ROOT, 'bench', 'parse-extra')],
  ]) {
    const result = await scoreFolder(dir);
    console.log(
      `${label}: ${pct(result.score).trim()} (${result.files} files)${result.weak.length ? `; below 97: ${result.weak.join(', ')}` : ''}`,
    );
  }
}

// Every set-aside part together, first and to two decimals: the figure the import's target is
// judged on. Only scores are printed, never a layout's or a file's.
const setAside = results.filter((r) => r.split !== 'development');
if (setAside.length > 0) {
  const pct2 = (x) => (x * 100).toFixed(2);
  const [pdf, word] = ['pdf', 'word'].map((format) => setAside.filter((r) => r.format === format));
  console.log(`\n== ALL SET-ASIDE parts together: ${pct2(scoreOf(setAside))} (${setAside.length} files) ==`);
  console.log(`PDF ${pct2(scoreOf(pdf))} (${pdf.length} files)   Word ${pct2(scoreOf(word))} (${word.length} files)`);
  console.log(FIELDS.map((field) => `${field} ${pct2(fieldOf(setAside, field))}`).join(' | '));
  const families = [...new Set(setAside.map((r) => r.family))].sort();
  console.log(families.map((family) => `${family} ${pct2(scoreOf(setAside.filter((r) => r.family === family)))}`).join(' | '));
}

report(
  'fresh-set-aside-25',
  'FRESH SET-ASIDE layouts, round 25 (more development layouts with a fifth pair of hand-written pools, written after round 24 rules)',
);
report(
  'fresh-set-aside-24',
  'FRESH SET-ASIDE layouts, round 24 (more development layouts with a fourth pair of hand-written pools, written after round 23 rules)',
);
report(
  'fresh-set-aside-23',
  'FRESH SET-ASIDE layouts, round 23 (more development layouts with a third pair of hand-written pools, written after round 22 rules)',
);
report(
  'fresh-set-aside-22',
  'FRESH SET-ASIDE layouts, round 22 (more development layouts with a second pair of hand-written pools, written after round 21 rules)',
);
report(
  'fresh-set-aside-21',
  'FRESH SET-ASIDE layouts, round 21 (development layouts given hand-written people of other kinds, from a pool never opened)',
);
report(
  'fresh-set-aside-20',
  'FRESH SET-ASIDE layouts, round 20 (HTML cards, Markdown and chip sidebars, LaTeX flowing columns, leaders and tabbing; never looked at)',
);
report(
  'fresh-set-aside-19',
  'FRESH SET-ASIDE layouts, round 19 (JSON Resume themes not rendered before, Word columns, leaders and text boxes; never looked at)',
);
report(
  'fresh-set-aside-18',
  'FRESH SET-ASIDE layouts, round 18 (Word files built with features the other Word layouts do not use, LaTeX date columns; never looked at)',
);
report(
  'fresh-set-aside-17',
  "FRESH SET-ASIDE layouts, round 17 (LaTeX after published templates, builders' and job boards' exports; never looked at)",
);
report(
  'fresh-set-aside-16',
  'FRESH SET-ASIDE layouts, round 16 (the FRESH format: HTML themes, Word 2003 XML and Awesome-CV; never looked at)',
);
report(
  'fresh-set-aside-15',
  'FRESH SET-ASIDE layouts, round 15 (JSON Resume themes, LaTeX, Word and HTML of kinds not here before; never looked at)',
);
report(
  'fresh-set-aside-14',
  'FRESH SET-ASIDE layouts, round 14 (Word and HTML in the conventions the PDF rules of rounds 12 and 13 act on; never looked at)',
);
report(
  'fresh-set-aside-13',
  'FRESH SET-ASIDE layouts, round 13 (JSON Resume themes, Word, hand-written LaTeX and HTML of kinds not in round 12; never looked at)',
);
report(
  'fresh-set-aside-12',
  'FRESH SET-ASIDE layouts, round 12 (JSON Resume themes, hand-written LaTeX, Word and HTML of kinds not here before; never looked at)',
);
report(
  'fresh-set-aside-11',
  'FRESH SET-ASIDE layouts, round 11 (hand-written LaTeX on standard classes and Word conventions not designed here before; never looked at)',
);
report(
  'fresh-set-aside-10',
  'FRESH SET-ASIDE layouts, round 10 (HTML, Word and hand-written LaTeX of kinds not designed here before; never looked at)',
);
report(
  'fresh-set-aside-9',
  'FRESH SET-ASIDE layouts, round 9 (hand-written LaTeX and Word conventions of the kinds still weak; never looked at)',
);
report(
  'fresh-set-aside-7',
  'FRESH SET-ASIDE layouts, round 7 (JSON Resume themes, TeX Live CV styles and HTML designs of the kinds still weak; never looked at)',
);
report(
  'fresh-set-aside-5',
  'FRESH SET-ASIDE layouts, round 5 (hand-written LaTeX, HTML designs and Word exports of the kinds people publish; never looked at)',
);
report(
  'fresh-set-aside-4',
  'FRESH SET-ASIDE layouts, round 4 (Word conventions for numbered headings and skills-first CVs; never looked at)',
);
report('fresh-set-aside-3', 'FRESH SET-ASIDE layouts, round 3 (never looked at; the clean figure)');
report('fresh-set-aside', 'FRESH SET-ASIDE layouts, round 2 (never looked at; its score has been printed a few times)');
report('set-aside', 'SET-ASIDE layouts (round 1, never looked at; their score was read while tuning)');
report('development', 'Development layouts');
const summary = [
  'fresh-set-aside-25',
  'fresh-set-aside-24',
  'fresh-set-aside-23',
  'fresh-set-aside-22',
  'fresh-set-aside-21',
  'fresh-set-aside-20',
  'fresh-set-aside-19',
  'fresh-set-aside-18',
  'fresh-set-aside-17',
  'fresh-set-aside-16',
  'fresh-set-aside-15',
  'fresh-set-aside-14',
  'fresh-set-aside-13',
  'fresh-set-aside-12',
  'fresh-set-aside-11',
  'fresh-set-aside-10',
  'fresh-set-aside-9',
  'fresh-set-aside-7',
  'fresh-set-aside-5',
  'fresh-set-aside-4',
  'fresh-set-aside-3',
  'fresh-set-aside',
  'set-aside',
  'development',
].map((part) => {
  const rows = results.filter((r) => r.split === part);
  return `${part} ${rows.length ? pct(scoreOf(rows)).trim() : 'n/a'} (${rows.length} files)`;
});
console.log(`\nparse-corpus: ${summary.join(', ')}`);
process.exit(0);
