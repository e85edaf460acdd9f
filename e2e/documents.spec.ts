import { expect, test, type Page } from '@playwright/test';
import { signUpWithProfile } from './support/accounts';
import { fillJob, JOB } from './support/jobs';
import { printed, stubPrinting } from './support/printing';

const TEMPLATE_NAMES = [
  ['classic', 'Classic Professional'],
  ['modern', 'Modern'],
  ['leftaligned', 'Left Aligned'],
] as const;

const FILE_NAME = `Resume_for_${JOB.company.replace(/ /g, '_')}_-_${JOB.jobTitle.replace(/ /g, '_')}.pdf`;

for (const [templateId, templateName] of TEMPLATE_NAMES) {
  test(`choose ${templateName}, generate, export, find it in the list and open it`, async ({ page }) => {
    await signUpWithProfile(page.request, 'docs');
    await stubPrinting(page);

    await page.goto('/app/dashboard');
    const choose = page.getByRole('button', { name: `Use ${templateName}` });
    await choose.click();
    await expect(choose).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No documents yet - Create your first resume or cover letter to get started.')).toBeVisible();

    await page.goto('/app/generation');
    await fillJob(page);
    await page.getByRole('button', { name: 'Generate Resume' }).click();
    await expect(page.getByRole('heading', { name: `Resume for ${JOB.company}` })).toBeVisible();
    await expect(page.locator('[contenteditable="true"] [data-document="resume"]')).toHaveAttribute('data-template', templateId);

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Export as PDF' }).click();
    const printWindow = await popup;
    await printWindow.waitForEvent('close');
    const pages = await printed(page);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(`data-template="${templateId}"`);
    expect(pages[0]).toContain('@page { size: letter; margin: 0.5in; }');
    expect(pages[0]).not.toContain('<script');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const row = page.getByRole('row').filter({ hasText: FILE_NAME });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Resume');
    await expect(row).toContainText(new Date().toLocaleDateString('en-US'));
    await row.getByRole('link', { name: `View ${FILE_NAME}` }).click();

    await expect(page).toHaveURL(/\/app\/documents\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Resume for ${JOB.company} - ${JOB.jobTitle}` })).toBeVisible();
    await expect(page.getByText(/^Created on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.locator('[data-testid="document-content"] [data-document="resume"]')).toHaveAttribute('data-template', templateId);
    await expect(page.getByTestId('document-content')).toContainText('Ada Lovelace');

    // Printing again from the document view saves nothing new.
    const again = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Export as PDF' }).click();
    await (await again).waitForEvent('close');
    expect(await printed(page)).toHaveLength(2);
    const list = await page.request.get('/api/documents', { headers: await bearer(page) });
    expect(((await list.json()) as { documents: unknown[] }).documents).toHaveLength(1);
  });
}

/** The bearer token the app holds in memory is not reachable; sign in again through the API for one. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const refreshed = await page.request.post('/api/auth/refresh');
  const session = (await refreshed.json()) as { accessToken: string };
  return { Authorization: `Bearer ${session.accessToken}` };
}

test('an edited preview cannot smuggle script into the saved document', async ({ page }) => {
  await signUpWithProfile(page.request, 'docs');
  await stubPrinting(page);
  await page.goto('/app/generation');
  await fillJob(page);
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  const editable = page.locator('[contenteditable="true"]');
  await expect(editable.locator('[data-document="resume"]')).toBeVisible();

  // Typed: it must stay text. Pasted as rich content: the image and the javascript: link must go.
  await editable.locator('h1').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' <img src=x onerror="window.__xss=1">');
  await editable.locator('p').first().click();
  await page.evaluate(() =>
    document.execCommand(
      'insertHTML',
      false,
      '<img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">my site</a><script>window.__xss=3</script>',
    ),
  );

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export as PDF' }).click();
  await (await popup).waitForEvent('close');
  const [printedPage] = await printed(page);
  // The typed text survives escaped (&lt;img ...); no element or javascript: link does.
  expect(printedPage).not.toMatch(/<img|<script|href="javascript:/i);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: `View ${FILE_NAME}` }).click();
  const content = page.getByTestId('document-content');
  await expect(content).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(content).toContainText('my site');
  await expect(content.locator('img, script')).toHaveCount(0);
  await expect(content.locator('a[href^="javascript"]')).toHaveCount(0);
  await content.getByText('my site').click();
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // And on a fresh load of the document view, straight from storage.
  await page.reload();
  await expect(page.getByTestId('document-content')).toContainText('my site');
  await expect(page.getByTestId('document-content').locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
