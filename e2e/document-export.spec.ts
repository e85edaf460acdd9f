import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpWithProfile } from './support/accounts';
import { fillJob, JOB } from './support/jobs';

const STEM = `Resume_for_${JOB.company.replace(/ /g, '_')}_-_${JOB.jobTitle.replace(/ /g, '_')}`;

let folder: string;
test.beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'hireready-export-'));
});
test.afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** What a user's word processor shows: LibreOffice turns the file into a PDF, pdftotext reads it. */
function openWithLibreOffice(docx: string): { text: string; info: string } {
  execFileSync(
    'soffice',
    [`-env:UserInstallation=file://${join(folder, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', folder, docx],
    {
      stdio: 'pipe',
      timeout: 120_000,
    },
  );
  const pdf = docx.replace(/\.docx$/, '.pdf');
  return {
    text: execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }),
    info: execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }),
  };
}

test('export an edited resume as DOCX, open it in LibreOffice, and the text is there; then as plain text', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpWithProfile(page.request, 'docx');
  await page.goto('/app/generation');
  await fillJob(page);
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page.getByRole('heading', { name: `Resume for ${JOB.company}` })).toBeVisible();

  // An edit in the preview is part of what is exported.
  const name = page.locator('[contenteditable="true"] h1');
  await name.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' King');
  await expect(name).toHaveText(/Ada Lovelace King/i);

  const docxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as DOCX' }).click();
  const docx = await docxDownload;
  expect(docx.suggestedFilename()).toBe(`${STEM}.docx`);
  const docxPath = join(folder, docx.suggestedFilename());
  await docx.saveAs(docxPath);
  expect(readFileSync(docxPath).subarray(0, 2).toString()).toBe('PK');

  const opened = openWithLibreOffice(docxPath);
  expect(opened.info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  // One page, as the browser prints it: the Word file's fonts and line heights lay out alike in LibreOffice.
  expect(opened.info).toMatch(/^Pages:\s+1$/m);
  const text = opened.text.replace(/\s+/g, ' ');
  for (const part of [
    'Ada Lovelace King',
    'Frontend Engineer',
    'Contoso',
    'Portland State University',
    'BSc Computer Science',
    'Built a React and TypeScript design system',
  ]) {
    expect(text.toLowerCase()).toContain(part.toLowerCase());
  }
  expect(text).toMatch(/EXPERIENCE/i);

  const textDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as text' }).click();
  const plain = await textDownload;
  expect(plain.suggestedFilename()).toBe(`${STEM}.txt`);
  const plainPath = join(folder, plain.suggestedFilename());
  await plain.saveAs(plainPath);
  const lines = readFileSync(plainPath, 'utf8').split('\r\n');
  expect(lines[0]).toBe('Ada Lovelace King');
  expect(lines).toContain('EXPERIENCE');
  expect(lines).toContain('- Built a React and TypeScript design system');
  expect(lines.join('\n')).not.toMatch(/\t/);

  // Both formats came from one saved document, which the list shows once; the document view downloads it again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const row = page.getByRole('row').filter({ hasText: `${STEM}.pdf` });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `View ${STEM}.pdf` }).click();
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as DOCX' }).click();
  expect((await again).suggestedFilename()).toBe(`${STEM}.docx`);
});
