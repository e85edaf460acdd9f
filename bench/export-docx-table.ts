/** Runs the DOCX read-back of export-docx.ts over two sets of resumes and prints it per template. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_IDS, type GeneratedResume, type TemplateId } from '@hireready/contract';
import { exportAndReadBack, inPairs, type ReadBack } from './export-docx';

type Labelled = { label: string; data: GeneratedResume };
type Result = ReadBack & { label: string; path: string; pdfPages: number; wordPages: number | null };
type Row = { set: 'set-aside' | 'development'; templateId: TemplateId; results: Result[] };
/** What the browser did with a resume: the text size it fitted and the pages its PDF prints on. */
export type Fitted = { fontSize: number; pdfPages: number };

/** The share of fields that came back, for the table. */
const share = (recovered: number, expected: number) =>
  `${((100 * recovered) / Math.max(1, expected)).toFixed(1)}% (${recovered}/${expected})`;

export async function measureDocxReadBack(opts: {
  outDir: string;
  developmentSet: Labelled[];
  setAside: Labelled[];
  fitFor: (templateId: TemplateId, data: GeneratedResume) => Promise<Fitted>;
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
      const fitted: Fitted[] = [];
      for (const resume of resumes) fitted.push(await opts.fitFor(templateId, resume.data));
      const results = await inPairs(
        resumes.map((resume, index) => async (): Promise<Result> => {
          const path = join(dir, `${set}-${templateId}-${resume.label.replace(/\W+/g, '-')}.docx`);
          const { fontSize = 10, pdfPages = Number.NaN } = fitted[index] ?? {};
          return {
            label: resume.label,
            path,
            pdfPages,
            wordPages: null,
            ...(await exportAndReadBack({ resume: resume.data, templateId, fontSize, path })),
          };
        }),
      );
      rows.push({ set, templateId, results });
    }
  }
  countWordPages(
    dir,
    rows.flatMap((row) => row.results),
  );
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
  printPageTable(rows);
  console.log('');
}

/**
 * Every DOCX as LibreOffice lays it out (soffice --convert-to pdf, one run for all): its pages go in
 * `wordPages`, left null when soffice is not installed or could not convert a file.
 */
function countWordPages(dir: string, results: Result[]): void {
  if (results.length === 0) return;
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' });
  } catch {
    return;
  }
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${join(dir, 'lo-profile')}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      ...results.map((r) => r.path),
    ],
    { stdio: 'ignore' },
  );
  for (const result of results) {
    const pdf = result.path.replace(/\.docx$/, '.pdf');
    if (!existsSync(pdf)) continue;
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    result.wordPages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
  }
}

/** Per template: how many DOCX files LibreOffice lays out on as many Letter pages as the browser prints the PDF on. */
function printPageTable(rows: Row[]): void {
  if (rows.every((row) => row.results.every((r) => r.wordPages === null))) {
    console.log('\n(LibreOffice not installed: apt-get install libreoffice-writer to count the DOCX pages.)');
    return;
  }
  console.log('\nPages: the DOCX in LibreOffice (soffice --convert-to pdf) against the PDF printed by Chromium');
  console.log('set          template      same pages  DOCX pages (resumes)  PDF pages (resumes)');
  const tally = (pages: (number | null)[]) =>
    [...new Set(pages)]
      .sort()
      .map((n) => `${n ?? '?'}: ${pages.filter((p) => p === n).length}`)
      .join(', ');
  for (const row of rows) {
    const same = row.results.filter((r) => r.wordPages === r.pdfPages).length;
    console.log(
      `${row.set.padEnd(12)} ${row.templateId.padEnd(13)} ${`${same}/${row.results.length}`.padStart(10)}  ${tally(row.results.map((r) => r.wordPages)).padEnd(20)}  ${tally(row.results.map((r) => r.pdfPages))}`,
    );
  }
  const differ = rows.flatMap((row) =>
    row.results
      .filter((r) => r.wordPages !== r.pdfPages)
      .map((r) => `${row.set} ${row.templateId} ${r.label}: PDF ${r.pdfPages}, DOCX ${r.wordPages ?? '?'}`),
  );
  for (const line of differ.slice(0, 25)) console.log(`  ${line}`);
  const sample = rows.flatMap((row) => row.results.filter((r) => r.label === 'sample profile'));
  if (sample.length > 0) console.log(`Sample profile DOCX and LibreOffice's PDF of it: ${join(sample[0]!.path, '..')}`);
}
