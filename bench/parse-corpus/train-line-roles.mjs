// Trains the line-role classifier (structure-resume/line-roles.ts) on the development layouts of the
// parse corpus and writes its weights to structure-resume/line-roles-model.json. Set-aside layouts
// are never read. Deterministic: full-batch training from zero weights, no random draws.
//   npm run train:line-roles                       train on every development layout, write the weights
//   npm run train:line-roles -- --cv [--uses 'headings@0.9;body,joins@0.8'] [--cache DIR]
//     leave-one-layout-out: train on the other development layouts, score the held-out layout's files
//     with the shared benchmark's scorer, with and without the classifier. No weights are written.
import fs from 'node:fs';
import path from 'node:path';
import { OUT } from './build.mjs';
import { labelLines } from './line-labels.mjs';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '..', '..');
const SR = path.join(ROOT, 'server/src/providers/ai/builtin/structure-resume');
const MODEL_FILE = path.join(SR, 'line-roles-model.json');
const { FEATURE_NAMES, lineFeatures } = await import(path.join(SR, 'line-features.ts'));
const { ROLES, predictRow } = await import(path.join(SR, 'line-roles.ts'));
const { splitPageFurniture } = await import(path.join(SR, 'page-furniture.ts'));
const { readLabelColumn } = await import(path.join(SR, 'label-column.ts'));
const { unnumberHeadings } = await import(path.join(SR, 'section-numbers.ts'));
const { structureResumeBuiltin } = await import(path.join(SR, 'index.ts'));
const { extractInProcess } = await import(path.join(ROOT, 'server/src/providers/extraction/extract-document.ts'));
const { scoreOne, overall, mean } = await import(path.resolve(ROOT, '..', 'shared', 'bench', 'scoring.mjs'));

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const EPOCHS = Number(option('--epochs') ?? 400);
const L2 = Number(option('--l2') ?? 0.003);

/** --cache DIR keeps extracted documents between runs while working (not for figures of record). */
const cacheDir = option('--cache');
async function extracted(file) {
  const cached = cacheDir && path.join(cacheDir, `${file}.json`);
  if (cached && fs.existsSync(cached) && fs.statSync(cached).mtimeMs > fs.statSync(path.join(OUT, file)).mtimeMs)
    return JSON.parse(fs.readFileSync(cached, 'utf8'));
  const doc = await extractInProcess(new Uint8Array(fs.readFileSync(path.join(OUT, file))));
  if (cached) {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(cached, JSON.stringify(doc));
  }
  return doc;
}

/** Development files only: their extracted lines, feature rows and role labels. */
async function loadDevelopment() {
  const split = JSON.parse(fs.readFileSync(path.join(HERE, 'split.json'), 'utf8'));
  const files = [];
  for (const name of fs
    .readdirSync(OUT)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()) {
    // '<layout>-<n>.truth.json': a set-aside layout's files are not even read.
    const layout = name.replace(/-\d+\.truth\.json$/, '');
    if (split[layout] !== 'development') continue;
    const truthFile = JSON.parse(fs.readFileSync(path.join(OUT, name), 'utf8'));
    if (truthFile._meta.split !== 'development') continue;
    for (const file of truthFile._meta.files) {
      const truth = file.endsWith('.pdf') || !truthFile._docx ? truthFile : truthFile._docx;
      const doc = await extracted(file);
      const lines = unnumberHeadings(readLabelColumn(splitPageFurniture(doc.lines).content));
      const labels = labelLines(truth, lines).map((role) => ROLES.indexOf(role));
      files.push({ file, layout, family: truthFile._meta.family, doc, truth, lines, rows: lineFeatures(lines), labels });
    }
  }
  return files;
}

/** Multinomial logistic regression, standardised features, full-batch Adam with an L2 penalty. */
function train(files) {
  const rows = files.flatMap((f) => f.rows);
  const labels = files.flatMap((f) => f.labels);
  const d = FEATURE_NAMES.length;
  const k = ROLES.length;
  const n = rows.length;
  const meanOf = Array.from({ length: d }, (_, j) => (j === 0 ? 0 : mean(rows.map((r) => r[j]))));
  const scale = Array.from({ length: d }, (_, j) => {
    if (j === 0) return 1;
    const sd = Math.sqrt(mean(rows.map((r) => (r[j] - meanOf[j]) ** 2)));
    return sd > 1e-6 ? sd : 1;
  });
  const x = new Float64Array(n * d);
  rows.forEach((r, i) => r.forEach((v, j) => (x[i * d + j] = (v - meanOf[j]) / scale[j])));
  const counts = ROLES.map((_, c) => labels.filter((l) => l === c).length);
  // Each role weighs the same in total, so rare roles are not drowned by common ones.
  const classWeight = counts.map((c) => (c > 0 ? n / (k * c) : 0));
  const total = labels.reduce((s, l) => s + classWeight[l], 0);
  const w = new Float64Array(k * d);
  const m1 = new Float64Array(k * d);
  const m2 = new Float64Array(k * d);
  const grad = new Float64Array(k * d);
  const p = new Float64Array(k);
  const rate = 0.05;
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      let top = -Infinity;
      for (let c = 0; c < k; c++) {
        let s = 0;
        for (let j = 0; j < d; j++) s += w[c * d + j] * x[i * d + j];
        p[c] = s;
        if (s > top) top = s;
      }
      let sum = 0;
      for (let c = 0; c < k; c++) sum += p[c] = Math.exp(p[c] - top);
      const weight = classWeight[labels[i]] / total;
      for (let c = 0; c < k; c++) {
        const g = (p[c] / sum - (labels[i] === c ? 1 : 0)) * weight;
        for (let j = 0; j < d; j++) grad[c * d + j] += g * x[i * d + j];
      }
    }
    for (let c = 0; c < k; c++) {
      for (let j = 0; j < d; j++) {
        const at = c * d + j;
        const g = grad[at] + (j === 0 ? 0 : L2 * w[at]);
        m1[at] = 0.9 * m1[at] + 0.1 * g;
        m2[at] = 0.999 * m2[at] + 0.001 * g * g;
        w[at] -= (rate * (m1[at] / (1 - 0.9 ** epoch))) / (Math.sqrt(m2[at] / (1 - 0.999 ** epoch)) + 1e-8);
      }
    }
  }
  const round = (v) => Math.round(v * 1e4) / 1e4;
  const weights = Array.from({ length: k }, (_, c) => Array.from(w.subarray(c * d, (c + 1) * d), round));
  return { features: [...FEATURE_NAMES], roles: [...ROLES], mean: meanOf.map(round), scale: scale.map(round), weights };
}

function lineAccuracy(model, files) {
  let right = 0;
  let all = 0;
  const confusion = ROLES.map(() => ROLES.map(() => 0));
  for (const f of files) {
    f.rows.forEach((row, i) => {
      const p = predictRow(model, row);
      const guess = p.indexOf(Math.max(...p));
      confusion[f.labels[i]][guess]++;
      right += guess === f.labels[i] ? 1 : 0;
      all++;
    });
  }
  return { accuracy: right / Math.max(1, all), confusion };
}

const scoreFile = (f, options) => overall(scoreOne(f.truth, structureResumeBuiltin(f.doc, options)));
const pct = (x) => (x * 100).toFixed(1).padStart(5);

const files = await loadDevelopment();
console.log(`${files.length} development files, ${files.reduce((n, f) => n + f.rows.length, 0)} lines`);
const roleCounts = ROLES.map((r, c) => `${r} ${files.reduce((n, f) => n + f.labels.filter((l) => l === c).length, 0)}`);
console.log(`roles: ${roleCounts.join(', ')}`);

if (args.includes('--cv')) {
  // 'body,joins@0.8': the readers that take the classifier's word, and how sure it must be.
  const variants = (option('--uses') ?? 'headings@0.9;body@0.8;joins@0.8;body,joins@0.5').split(';').map((v) => ({
    name: v,
    uses: {
      headings: v.includes('headings'),
      body: v.includes('body'),
      joins: v.includes('joins'),
      confidence: Number(v.split('@')[1] ?? 0.5),
    },
  }));
  const layouts = [...new Set(files.map((f) => f.layout))];
  const scores = { rules: [] };
  for (const v of variants) scores[v.name] = [];
  const confusion = ROLES.map(() => ROLES.map(() => 0));
  let right = 0;
  let all = 0;
  for (const layout of layouts) {
    const held = files.filter((f) => f.layout === layout);
    const model = train(files.filter((f) => f.layout !== layout));
    if (option('--save-folds')) fs.writeFileSync(path.join(option('--save-folds'), `model-${layout}.json`), JSON.stringify(model));
    const acc = lineAccuracy(model, held);
    acc.confusion.forEach((row, a) => row.forEach((n, b) => (confusion[a][b] += n)));
    const n = held.reduce((s, f) => s + f.rows.length, 0);
    right += acc.accuracy * n;
    all += n;
    const line = [`${layout.padEnd(30)} lines ${pct(acc.accuracy)}`];
    const rulesOnly = { headings: false, body: false, joins: false, confidence: 0.5 };
    for (const f of held) scores.rules.push(scoreFile(f, { uses: rulesOnly }));
    line.push(`rules ${pct(mean(scores.rules.slice(-held.length)))}`);
    for (const v of variants) {
      for (const f of held) scores[v.name].push(scoreFile(f, { model, uses: v.uses }));
      line.push(`${v.name} ${pct(mean(scores[v.name].slice(-held.length)))}`);
    }
    console.log(line.join('  '));
  }
  console.log(`\nheld-out line accuracy ${pct(right / all)}`);
  console.log(`confusion (truth rows, guess columns: ${ROLES.join(' ')}):`);
  confusion.forEach((row, a) => console.log(`  ${ROLES[a].padEnd(8)} ${row.map((n) => String(n).padStart(6)).join('')}`));
  console.log('\nleave-one-layout-out, mean of files:');
  for (const [name, s] of Object.entries(scores)) console.log(`  ${name.padEnd(22)} ${pct(mean(s))}`);
} else {
  const model = train(files);
  console.log(`training line accuracy ${pct(lineAccuracy(model, files).accuracy)}`);
  fs.writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
  console.log(`weights written to ${path.relative(ROOT, MODEL_FILE)}`);
}
