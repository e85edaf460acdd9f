/**
 * Renders every template with the sample data, fits the font size in a real Chromium, writes the
 * print pages and prints them to PDF, then reports the fitted sizes, page counts and timings.
 *
 *   TSX_TSCONFIG_PATH=web/tsconfig.json node --import tsx bench/render-templates.tsx [outDir]
 *
 * Needs /usr/bin/chromium (or CHROME_PATH) and poppler-utils (pdfinfo). Output goes to
 * /tmp/templates unless another folder is given: <id>-resume.html/.pdf, <id>-cover-letter.html/.pdf.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TEMPLATE_IDS } from '@hireready/contract';
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

type Row = { file: string; fontSize: number; height: number; target: number; pages: number; pdfMs: number };
const rows: Row[] = [];

for (const templateId of TEMPLATE_IDS) {
  const contents: DocumentContent[] = [
    { kind: 'resume', templateId, data: SAMPLE_RESUME },
    { kind: 'cover_letter', templateId, data: SAMPLE_COVER_LETTER },
  ];
  for (const content of contents) {
    const target = targetHeightFor(content.kind);
    const heights = await measureAll(renderDocumentHtml({ ...content, fontSize: MAX_FONT_SIZE_PX }));
    const fontSize = fitFontSize((size) => heights.get(size) ?? Number.NaN, target);

    const name = `${templateId}-${content.kind === 'resume' ? 'resume' : 'cover-letter'}`;
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
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
    rows.push({ file: `${name}.pdf`, fontSize, height: heights.get(fontSize) ?? Number.NaN, target, pages, pdfMs });
  }
}

await browser.close();

console.log('file                       font px  height/target  pages  pdf ms');
for (const row of rows) {
  console.log(
    `${row.file.padEnd(26)} ${row.fontSize.toFixed(1).padStart(7)}  ${row.height.toFixed(0).padStart(6)}/${row.target}  ${String(row.pages).padStart(5)}  ${row.pdfMs.toFixed(0).padStart(6)}`,
  );
}
