/**
 * Export benchmark: tailors a resume for the full sample profile (bench/fixtures/sample-profile.json)
 * with the built-in engine, renders it in each template, fits the font size in a real Chromium
 * exactly as the browser does, prints the print page to PDF with Chromium and reports per template:
 * page count, fitted text size, and how much of the profile `pdftotext` recovers in reading order
 * (name, each job's title, company, dates and bullets, each school). The template sample data, a
 * cover letter, a short and a too-long resume are printed too.
 *
 * Then the DOCX export (issue 20): each resume saved as the server stores it, exported as DOCX and
 * read back by our own importer (export-docx.ts), per template: the set-aside resumes
 * (../shared/bench/resumes' truths) first, then the development set (the sample profile, the template
 * sample and bench/parse-extra's truths).
 *
 *   npm run bench:export [-- outDir] [--docx-only] [--no-set-aside]
 *
 * Needs /usr/bin/chromium (or CHROME_PATH) and poppler-utils (pdfinfo, pdftotext). Output goes to
 * /tmp/export unless another folder is given, as .html (the print page) and .pdf per document.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ProfileDataSchema, TEMPLATE_IDS, type GeneratedResume } from '@hireready/contract';
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS, CHROMIUM_HEADLESS_ARGS } from '../tools/chromium';
import { tailorResumeBuiltin } from '../server/src/providers/ai/builtin/generate';
import type { DocumentContent } from '../web/src/features/templates/components/template-document';
import { MAX_FONT_SIZE_PX, MIN_FONT_SIZE_PX, targetHeightFor } from '../web/src/features/templates/document-format';
import { fitFontSize } from '../web/src/features/templates/fit-font-size';
import { renderPrintPage } from '../web/src/features/templates/print-page';
import { renderDocumentHtml } from '../web/src/features/templates/render-document-html';
import { SAMPLE_COVER_LETTER, SAMPLE_RESUME } from '../web/src/features/templates/sample-data';
import { loadTruths } from './export-docx';
import { measureDocxReadBack, printDocxTable } from './export-docx-table';

const args = process.argv.slice(2);
const outDir = args.find((arg) => !arg.startsWith('--')) ?? '/tmp/export';
const isDocxOnly = args.includes('--docx-only');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();

const sizes: number[] = [];
for (let size = MIN_FONT_SIZE_PX; size <= MAX_FONT_SIZE_PX; size += 0.5) sizes.push(size);

/** Heights of the document at every half-pixel size, measured the way the browser hook does. */
async function measureAll(html: string): Promise<Map<number, number>> {
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  const heights = await page.evaluate((candidates) => {
    const root = document.querySelector<HTMLElement>('[data-document]');
    if (!root) throw new Error('no document root');
    return candidates.map((size) => {
      root.style.fontSize = `${size}px`;
      return root.getBoundingClientRect().height;
    });
  }, sizes);
  return new Map(sizes.map((size, index) => [size, heights[index] ?? Number.NaN]));
}

type Row = {
  file: string;
  fontSize: number;
  height: number;
  target: number;
  pages: number;
  pdfMs: number;
  recovered: number;
  expected: number;
  firstMissing: string | null;
};

/** The full sample profile, tailored to a typical posting as a user would export it. */
const sampleProfile = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/sample-profile.json'), 'utf8')) as { email: string };
const PROFILE_RESUME = tailorResumeBuiltin({
  profile: { ...ProfileDataSchema.parse(sampleProfile), email: sampleProfile.email },
  job: {
    jobDescription: 'Senior Software Engineer: TypeScript, Node.js, PostgreSQL, AWS, data pipelines, mentoring.',
    company: 'Acme',
    jobTitle: 'Senior Software Engineer',
  },
  today: new Date('2026-11-21T12:00:00Z'),
}).document;

/**
 * What an applicant tracking system must read from the PDF, as groups in reading order. Within a
 * group the order is the template's (a date may sit on the title's line, right-aligned); the groups
 * themselves must come one after another.
 */
function expectedText(content: DocumentContent): string[][] {
  const single = (parts: string[]) => parts.filter((part) => part.trim() !== '').map((part) => [part]);
  if (content.kind === 'cover_letter') {
    const letter = content.data;
    return single([letter.sender.name, letter.salutation, ...letter.body, letter.closing, letter.signature]);
  }
  const resume = content.data;
  return [
    ...single([resume.name, resume.summary]),
    ...resume.work_experience.flatMap((job) => [
      [job.title, job.company, job.start_date, job.end_date || 'Present'].filter((part) => part.trim() !== ''),
      ...single(job.description),
    ]),
    ...resume.education.map((school) => [school.school, school.degree].filter((part) => part.trim() !== '')),
    ...single(resume.skills),
  ];
}

/** How many expected strings the PDF's text holds group after group, and the first that it does not. */
function readInOrder(pdfText: string, groups: string[][]): { recovered: number; firstMissing: string | null } {
  const normalise = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toUpperCase();
  const text = normalise(pdfText);
  let from = 0;
  let recovered = 0;
  let firstMissing: string | null = null;
  for (const group of groups) {
    let groupEnd = from;
    for (const part of group) {
      const at = text.indexOf(normalise(part), from);
      if (at < 0) {
        firstMissing ??= part.slice(0, 40);
        continue;
      }
      recovered++;
      groupEnd = Math.max(groupEnd, at + normalise(part).length);
    }
    from = groupEnd;
  }
  return { recovered, firstMissing };
}
const rows: Row[] = [];

/** The pages the print page of a document comes to when the browser prints it to PDF. */
async function printedPages(documentHtml: string): Promise<number> {
  await page.setContent(renderPrintPage(documentHtml));
  const pdf = await page.pdf({ preferCSSPageSize: true });
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
}

/** Beyond the sample: a sparse profile (fits at the largest size) and one too long for a page. */
const SHORT_RESUME: GeneratedResume = {
  ...SAMPLE_RESUME,
  work_experience: SAMPLE_RESUME.work_experience.slice(0, 1),
  skills: SAMPLE_RESUME.skills.slice(0, 5),
  certifications: [],
  custom_sections: [],
};
const LONG_RESUME: GeneratedResume = {
  ...SAMPLE_RESUME,
  work_experience: [...SAMPLE_RESUME.work_experience, ...SAMPLE_RESUME.work_experience, ...SAMPLE_RESUME.work_experience],
};

for (const templateId of isDocxOnly ? [] : TEMPLATE_IDS) {
  const contents: { suffix: string; content: DocumentContent }[] = [
    { suffix: 'profile-resume', content: { kind: 'resume', templateId, data: PROFILE_RESUME } },
    { suffix: 'resume', content: { kind: 'resume', templateId, data: SAMPLE_RESUME } },
    { suffix: 'cover-letter', content: { kind: 'cover_letter', templateId, data: SAMPLE_COVER_LETTER } },
    { suffix: 'resume-short', content: { kind: 'resume', templateId, data: SHORT_RESUME } },
    { suffix: 'resume-long', content: { kind: 'resume', templateId, data: LONG_RESUME } },
  ];
  for (const { suffix, content } of contents) {
    const target = targetHeightFor(content.kind);
    const heights = await measureAll(renderDocumentHtml({ ...content, fontSize: MAX_FONT_SIZE_PX }));
    const fontSize = fitFontSize((size) => heights.get(size) ?? Number.NaN, target);

    const name = `${templateId}-${suffix}`;
    const htmlPath = join(outDir, `${name}.html`);
    const pdfPath = join(outDir, `${name}.pdf`);
    writeFileSync(htmlPath, renderPrintPage(renderDocumentHtml({ ...content, fontSize }), { title: name }));

    const started = performance.now();
    execFileSync(
      CHROME_PATH,
      [...CHROMIUM_HEADLESS_ARGS, '--no-pdf-header-footer', `--print-to-pdf=${pdfPath}`, pathToFileURL(htmlPath).href],
      { stdio: 'ignore' },
    );
    const pdfMs = performance.now() - started;
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    const pdfText = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
    const groups = expectedText(content);
    const { recovered, firstMissing } = readInOrder(pdfText, groups);
    const expected = groups.reduce((n, group) => n + group.length, 0);
    rows.push({
      file: `${name}.pdf`,
      fontSize,
      height: heights.get(fontSize) ?? Number.NaN,
      target,
      pages,
      pdfMs,
      recovered,
      expected,
      firstMissing,
    });
  }
}

const readBack = await measureDocxReadBack({
  outDir,
  developmentSet: [
    { label: 'sample profile', data: PROFILE_RESUME },
    { label: 'template sample', data: SAMPLE_RESUME },
    ...loadTruths(join(import.meta.dirname, 'parse-extra')),
  ],
  setAside: args.includes('--no-set-aside') ? [] : loadTruths(join(import.meta.dirname, '../../shared/bench/resumes')),
  fitFor: async (templateId, data) => {
    const heights = await measureAll(renderDocumentHtml({ kind: 'resume', templateId, data, fontSize: MAX_FONT_SIZE_PX }));
    const fontSize = fitFontSize((size) => heights.get(size) ?? Number.NaN, targetHeightFor('resume'));
    return { fontSize, pdfPages: await printedPages(renderDocumentHtml({ kind: 'resume', templateId, data, fontSize })) };
  },
});

await browser.close();

if (!isDocxOnly) printPdfTable();
printDocxTable(readBack);

function printPdfTable() {
  console.log('file                               font px  height/target  pages  pdf ms  recovered in order');
  for (const row of rows) {
    const share = `${((100 * row.recovered) / row.expected).toFixed(0)}% (${row.recovered}/${row.expected})`;
    console.log(
      `${row.file.padEnd(34)} ${row.fontSize.toFixed(1).padStart(7)}  ${row.height.toFixed(0).padStart(6)}/${row.target}  ${String(row.pages).padStart(5)}  ${row.pdfMs.toFixed(0).padStart(6)}  ${share}${row.firstMissing ? `  first missing: "${row.firstMissing}"` : ''}`,
    );
  }
  const profileRows = rows.filter((row) => row.file.includes('profile-resume'));
  const allOnePage = profileRows.every((row) => row.pages === 1);
  const allRecovered = profileRows.every((row) => row.recovered === row.expected);
  console.log(
    `\nSample profile: ${allOnePage ? '1 page' : 'MORE THAN 1 PAGE'} in every template; ${allRecovered ? '100% recovered in order' : 'NOT all recovered in order'} in every template.`,
  );
  console.log(`PDFs and print pages in ${outDir} (pdftoppm -png -r 60 <file>.pdf to look at them).`);
}
