/** Runs the DOCX read-back of export-docx.ts over two sets of resumes and prints it per template. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_IDS, type GeneratedResume, type TemplateId } from '@hireready/contract';
import { exportAndReadBack, inPairs, type ReadBack } from './export-docx';

type Labelled = { label: string; data: GeneratedResume };
type Row = { set: 'set-aside' | 'development'; templateId: TemplateId; results: (ReadBack & { label: string; path: string })[] };

/** The share of fields that came back, for the table. */
const share = (recovered: number, expected: number) =>
  `${((100 * recovered) / Math.max(1, expected)).toFixed(1)}% (${recovered}/${expected})`;

export async function measureDocxReadBack(opts: {
  outDir: string;
  developmentSet: Labelled[];
  setAside: Labelled[];
  fitFor: (templateId: TemplateId, data: GeneratedResume) => Promise<number>;
}): Promise<Row[]> {
  const dir = join(opts.outDir, 'docx');
  mkdirSync(dir, { recursive: true });
  const rows: Row[] = [];
  for (const [set, resumes] of [
    ['set-aside', opts.setAside],
    ['development', opts.developmentSet],
  ] as const) {
    if (resumes.length === 0) continue;
    for (const templateId of TEMPLATE_IDS) {
      // Fitted one after another in the one browser page; exported and read back two at a time.
      const sizes: number[] = [];
      for (const resume of resumes) sizes.push(await opts.fitFor(templateId, resume.data));
      const results = await inPairs(
        resumes.map((resume, index) => async () => {
          const path = join(dir, `${set}-${templateId}-${resume.label.replace(/\W+/g, '-')}.docx`);
          return {
            label: resume.label,
            path,
            ...(await exportAndReadBack({ resume: resume.data, templateId, fontSize: sizes[index] ?? 10, path })),
          };
        }),
      );
      rows.push({ set, templateId, results });
    }
  }
  return rows;
}

export function printDocxTable(rows: Row[]): void {
  console.log('DOCX read back by our importer (name, titles, companies, dates, bullets, schools and degrees)');
  console.log('set          template      resumes  recovered            worst resume');
  for (const row of rows) {
    const recovered = row.results.reduce((n, r) => n + r.recovered, 0);
    const expected = row.results.reduce((n, r) => n + r.expected, 0);
    const worst = [...row.results].sort((a, b) => a.recovered / Math.max(1, a.expected) - b.recovered / Math.max(1, b.expected))[0];
    console.log(
      `${row.set.padEnd(12)} ${row.templateId.padEnd(13)} ${String(row.results.length).padStart(7)}  ${share(recovered, expected).padEnd(20)} ${worst ? `${worst.label} ${share(worst.recovered, worst.expected)}` : ''}`,
    );
  }
  const misses = rows.flatMap((row) =>
    row.results.flatMap((r) => r.misses.map((miss) => `${row.set} ${row.templateId} ${r.label}: ${miss}`)),
  );
  if (misses.length > 0) {
    console.log(`\nFirst misses (of ${misses.length}):`);
    for (const miss of misses.slice(0, 25)) console.log(`  ${miss}`);
  }
  printLibreOfficePages(rows.flatMap((row) => row.results.filter((r) => r.label === 'sample profile').map((r) => r.path)));
  console.log('');
}

/** The sample profile's DOCX as LibreOffice lays it out: pages and page size, when soffice is installed. */
function printLibreOfficePages(paths: string[]): void {
  if (paths.length === 0) return;
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' });
  } catch {
    console.log('\n(LibreOffice not installed: apt-get install libreoffice-writer to check pages.)');
    return;
  }
  const dir = join(paths[0]!, '..');
  execFileSync(
    'soffice',
    [`-env:UserInstallation=file://${join(dir, 'lo-profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...paths],
    { stdio: 'ignore' },
  );
  console.log('\nSample profile DOCX opened by LibreOffice (soffice --convert-to pdf):');
  for (const path of paths) {
    const pdf = path.replace(/\.docx$/, '.pdf');
    if (!existsSync(pdf)) {
      console.log(`  ${path}: LibreOffice could not convert it`);
      continue;
    }
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    console.log(`  ${pdf}: ${/^Pages:\s+(\d+)/m.exec(info)?.[1]} page(s), ${/^Page size:\s+(.*)$/m.exec(info)?.[1]}`);
  }
}
