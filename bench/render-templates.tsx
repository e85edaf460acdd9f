/**
 * Renders every template with the sample data, fits the font size in a real Chromium, writes the
 * print pages and prints them to PDF, then reports the fitted sizes, page counts and timings.
 *
 *   TSX_TSCONFIG_PATH=web/tsconfig.json node --import tsx bench/render-templates.tsx [outDir]
 *
 * Needs /usr/bin/chromium (or CHROME_PATH) and poppler-utils (pdfinfo). Output goes to
 * /tmp/templates unless another folder is given: <id>-resume, <id>-cover-letter (the sample data),
 * <id>-resume-short and <id>-resume-long, each as .html (the print page) and .pdf.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TEMPLATE_IDS, type GeneratedResume } from '@hireready/contract';
import { chromium } from 'playwright-core';
import type { DocumentContent } from '../web/src/features/templates/components/template-document';
import {
  MAX_FONT_SIZE_PX,
  MIN_FONT_SIZE_PX,
  targetHeightFor,
} from '../web/src/features/templates/document-format';
import { fitFontSize } from '../web/src/features/templates/fit-font-size';
import { renderPrintPage } from '../web/src/features/templates/print-page';
import { renderDocumentHtml } from '../web/src/features/templates/render-document-html';
import { SAMPLE_COVER_LETTER, SAMPLE_RESUME } from '../web/src/features/templates/sample-data';

const outDir = process.argv[2] ?? '/tmp/templates';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
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
  textInOrder: string;
};

/** What an applicant tracking system must read from the PDF, in this order. */
function expectedText(content: DocumentContent): string[] {
  if (content.kind === 'cover_letter') {
    const letter = content.data;
    return [letter.sender.name, letter.salutation, ...letter.body, letter.closing, letter.signature];
  }
  const resume = content.data;
  return [
    resume.name,
    'SUMMARY',
    resume.summary,
    'EXPERIENCE',
    ...resume.work_experience.flatMap((job) => [job.title, ...job.description]),
    'EDUCATION',
    ...resume.education.map((school) => school.school),
    'SKILLS',
    ...resume.skills,
  ];
}

/** 'ok', or the first expected string the PDF's text does not have after the previous one. */
function readsInOrder(pdfText: string, expected: string[]): string {
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toUpperCase();
  const text = normalise(pdfText);
  let from = 0;
  for (const part of expected) {
    const at = text.indexOf(normalise(part), from);
    if (at < 0) return `missing "${part.slice(0, 30)}"`;
    from = at + normalise(part).length;
  }
  return 'ok';
}
const rows: Row[] = [];

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

for (const templateId of TEMPLATE_IDS) {
  const contents: { suffix: string; content: DocumentContent }[] = [
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
      chromePath,
      ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--print-to-pdf=${pdfPath}`, pathToFileURL(htmlPath).href],
      { stdio: 'ignore' },
    );
    const pdfMs = performance.now() - started;
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    const pdfText = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
    const textInOrder = readsInOrder(pdfText, expectedText(content));
    rows.push({ file: `${name}.pdf`, fontSize, height: heights.get(fontSize) ?? Number.NaN, target, pages, pdfMs, textInOrder });
  }
}

await browser.close();

console.log('file                            font px  height/target  pages  pdf ms  text in order');
for (const row of rows) {
  console.log(
    `${row.file.padEnd(31)} ${row.fontSize.toFixed(1).padStart(7)}  ${row.height.toFixed(0).padStart(6)}/${row.target}  ${String(row.pages).padStart(5)}  ${row.pdfMs.toFixed(0).padStart(6)}  ${row.textInOrder}`,
  );
}
