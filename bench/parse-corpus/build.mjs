// Builds the parse corpus into bench/parse-corpus/out/ (not committed): each layout renders three
// invented people, and each rendering gets its truth file from what it shows (truth.mjs). A file is
// rebuilt only when its generator or person changed. Needs Chromium, pdflatex/xelatex (Debian's
// TeX Live packages listed in render/latex/compile.mjs), LibreOffice and poppler-utils; a layout
// whose tool is missing is reported (with what to install) and left out.
//   node bench/parse-corpus/build.mjs [--only layout-id,...]
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LAYOUTS } from './layouts.mjs';
import { makePerson } from './people.mjs';
import { variedPerson, variedSources } from './people-varied/index.mjs';
import { buildTruth } from './truth.mjs';

const HERE = import.meta.dirname;
export const OUT = path.join(HERE, 'out');
export const PEOPLE_PER_LAYOUT = 3;
const SPLIT = JSON.parse(fs.readFileSync(path.join(HERE, 'split.json'), 'utf8'));

function ensureThemes() {
  const dir = path.join(HERE, 'themes');
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (Object.keys(dependencies).every((name) => fs.existsSync(path.join(dir, 'node_modules', name, 'package.json')))) return;
  console.log('Installing the JSON Resume themes (bench/parse-corpus/themes)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir, stdio: 'inherit' });
}

export function generatorOf(layout) {
  if (layout.family === 'jsonresume') return path.join(HERE, 'render', 'jsonresume.mjs');
  return path.join(HERE, 'render', layout.family, `${(layout.base ?? layout.id).replace(/^\w+-/, '')}.mjs`);
}

/** The person with what one theme insists on and the schema leaves optional filled in (layouts.mjs). */
function adapted(layout, person) {
  if (!layout.adapt) return person;
  const copy = structuredClone(person);
  layout.adapt(copy);
  return copy;
}

export async function render(layout, person, outBase) {
  const generator = generatorOf(layout);
  if (layout.family === 'jsonresume')
    return (await import(generator)).renderTheme(layout.package ?? `jsonresume-theme-${layout.theme}`, adapted(layout, person), outBase);
  return (await import(generator)).render(person, outBase);
}

let pdfjs;
export async function readLinks(pdfFile) {
  pdfjs ??= await import(path.join(HERE, '..', '..', 'node_modules', 'pdfjs-dist', 'legacy', 'build', 'pdf.mjs'));
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(pdfFile)), verbosity: 0 }).promise;
  const links = [];
  for (let n = 1; n <= doc.numPages; n++) {
    for (const a of await (await doc.getPage(n)).getAnnotations()) if (typeof a.url === 'string') links.push(a.url);
  }
  await doc.destroy();
  return links;
}

const seedOf = (id) => parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16);
const digest = (...parts) => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 16);

export async function buildCorpus({ only } = {}) {
  fs.mkdirSync(OUT, { recursive: true });
  ensureThemes();
  const manifestFile = path.join(OUT, 'manifest.json');
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  const shared = ['people.mjs', 'render/dates.mjs'].map((f) => fs.readFileSync(path.join(HERE, f), 'utf8'));
  const truthSource = fs.readFileSync(path.join(HERE, 'truth.mjs'), 'utf8');
  const failures = [];
  for (const layout of LAYOUTS) {
    if (only && !only.includes(layout.id)) continue;
    if (layout.skip) {
      failures.push(`${layout.id}: ${layout.skip}`);
      continue;
    }
    const generator = generatorOf(layout);
    if (!fs.existsSync(generator)) {
      failures.push(`${layout.id}: no generator yet`);
      continue;
    }
    const source = fs.readFileSync(generator, 'utf8');
    for (let n = 1; n <= PEOPLE_PER_LAYOUT; n++) {
      const id = `${layout.id}-${n}`;
      const seed = seedOf(id);
      const people = layout.people === 'varied' ? variedSources(layout.pool).map((f) => fs.readFileSync(f, 'utf8')) : [];
      const key = digest(source, ...shared, ...people, String(seed), layout.theme ?? '', ...(layout.adapt ? [String(layout.adapt)] : []));
      const truthKey = digest(truthSource, key);
      const truthFile = path.join(OUT, `${id}.truth.json`);
      if (manifest[id]?.truthKey === truthKey && fs.existsSync(truthFile)) continue;
      try {
        const person = layout.people === 'varied' ? variedPerson(SPLIT[layout.id], layout.id, n, seed, layout.pool) : makePerson(seed);
        // A truth-only change re-reads the existing rendering instead of rendering again.
        const isRendered = manifest[id]?.key === key && manifest[id].files.every((f) => fs.existsSync(path.join(OUT, f)));
        const { files, headings } = isRendered
          ? { files: manifest[id].files.map((f) => path.join(OUT, f)), headings: manifest[id].headings }
          : await render(layout, person, path.join(OUT, id));
        const pdf = files.find((f) => f.endsWith('.pdf'));
        const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
        const truth = buildTruth(person, text, await readLinks(pdf), headings);
        const meta = {
          id,
          layout: layout.id,
          family: layout.family,
          split: SPLIT[layout.id],
          seed,
          files: files.map((f) => path.basename(f)),
        };
        const record = { ...truth, ...(files.some((f) => f.endsWith('.docx')) ? { _docx: truth } : {}), _meta: meta };
        fs.writeFileSync(truthFile, `${JSON.stringify(record, null, 2)}\n`);
        manifest[id] = { key, truthKey, files: meta.files, headings };
        process.stdout.write('.');
      } catch (error) {
        failures.push(`${id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  process.stdout.write('\n');
  for (const failure of failures) console.log(`not built: ${failure}`);
  return failures;
}

if (process.argv[1] === import.meta.filename) {
  const at = process.argv.indexOf('--only');
  await buildCorpus({ only: at > 0 ? process.argv[at + 1].split(',') : undefined });
}
