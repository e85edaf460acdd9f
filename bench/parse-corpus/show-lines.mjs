// Prints the reading-ordered lines the extractor gives for a development file of the corpus, with
// their geometry, for debugging. Refuses set-aside files: those are never opened.
//   node --import tsx bench/parse-corpus/show-lines.mjs <file in out/>
import fs from 'node:fs';
import path from 'node:path';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '..', '..');
const split = JSON.parse(fs.readFileSync(path.join(HERE, 'split.json'), 'utf8'));
const file = process.argv[2];
// The longest id that names the file: 'komacv' is a prefix of 'komacv-rg', which may be set aside.
const layout = Object.keys(split)
  .filter((id) => /^-\d+\./.test(path.basename(file).slice(id.length)) && path.basename(file).startsWith(id))
  .sort((a, b) => b.length - a.length)[0];
if (!layout || split[layout] !== 'development') {
  console.error('Only development files of the corpus can be shown.');
  process.exit(2);
}
const { extractInProcess } = await import(path.join(ROOT, 'server/src/providers/extraction/extract-document.ts'));
const document = await extractInProcess(new Uint8Array(fs.readFileSync(path.resolve(HERE, 'out', path.basename(file)))));
// --labels: the lines after the label column is read (structure-resume/label-column.ts).
const { readLabelColumn } = await import(path.join(ROOT, 'server/src/providers/ai/builtin/structure-resume/label-column.ts'));
const lines = process.argv.includes('--labels') ? readLabelColumn(document.lines) : document.lines;
process.stdout.on('error', () => process.exit(0));
for (const l of lines) {
  console.log(
    `${String(l.page)} x${String(Math.round(l.x)).padStart(4)} y${String(Math.round(l.y)).padStart(4)} ${String(l.fontSize).padStart(4)}${l.bold ? 'b' : ' '}${l.isListItem ? 'L' : ' '} ${l.style ?? ''}| ${l.text}`,
  );
}
console.log('links:', document.links.join(' '));
