import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpWithProfile } from './support/accounts';
import { fillJob, JOB } from './support/jobs';
import { stubPrinting } from './support/printing';

const seriousOrWorse = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
};

function localDay(date = new Date()): string {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

test('generate, then track the application to an interview, see it on the dashboard and export it', async ({ page }) => {
  await signUpWithProfile(page.request, 'apps');
  await stubPrinting(page);

  // Generating files the document under a new saved application.
  await page.goto('/app/generation');
  await fillJob(page);
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  const filed = page.getByRole('region', { name: 'Application' });
  await expect(filed).toContainText(`Filed under ${JOB.jobTitle} at ${JOB.company} (a new saved application)`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export as PDF' }).click();
  await (await popup).waitForEvent('close');

  // The board has it in Saved; the card's status control moves it to Applied.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
  const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
  const card = (status: string) => column(status).getByRole('listitem').filter({ hasText: JOB.company });
  await expect(card('Saved')).toBeVisible();
  await card('Saved')
    .getByRole('combobox', { name: `Status of ${JOB.jobTitle} at ${JOB.company}` })
    .selectOption('applied');
  await expect(card('Applied')).toBeVisible();
  await expect(column('Saved').getByRole('listitem')).toHaveCount(0);
  expect(await seriousOrWorse(page)).toEqual([]);

  // Dragging the card moves it to Interviewing.
  await card('Applied').dragTo(column('Interviewing'));
  await expect(card('Interviewing')).toBeVisible();

  // The detail page: the document, a note and a next step due today.
  await card('Interviewing').getByRole('link', { name: JOB.jobTitle }).click();
  await expect(page).toHaveURL(/\/app\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Documents' }).getByRole('link')).toHaveText(
    `Resume_for_${JOB.company.replace(/ /g, '_')}_-_${JOB.jobTitle.replace(/ /g, '_')}.pdf`,
  );
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Moved from Saved to Applied');
  await expect(timeline).toContainText('Moved from Applied to Interviewing');
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'Notes' }).fill('Spoke with the hiring manager about the tracking portal.');
  await notes.getByRole('button', { name: 'Save notes' }).click();
  await expect(notes.getByRole('status')).toHaveText('Saved.');
  const nextStep = page.getByRole('region', { name: 'Next step' });
  await nextStep.getByRole('textbox', { name: 'Next step' }).fill('Send the take-home exercise');
  await nextStep.getByLabel('Due date').fill(localDay());
  await nextStep.getByRole('button', { name: 'Save next step' }).click();
  await expect(nextStep.getByRole('status')).toHaveText('Saved.');
  expect(await seriousOrWorse(page)).toEqual([]);

  // The dashboard counts this month's moves and shows the follow-up due.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const overview = page.getByRole('region', { name: 'Applications' });
  const byStatus = overview.getByRole('list', { name: 'Applications by status this month' });
  await expect(byStatus.getByRole('listitem').filter({ hasText: 'Applied' })).toHaveText('1Applied');
  await expect(byStatus.getByRole('listitem').filter({ hasText: 'Interviewing' })).toHaveText('1Interviewing');
  await expect(overview.getByRole('link', { name: `${JOB.jobTitle} at ${JOB.company}` })).toBeVisible();
  await expect(overview).toContainText('Send the take-home exercise · due');
  await expect(page.getByRole('row').filter({ hasText: 'Resume_for_' })).toContainText(`For: ${JOB.jobTitle} at ${JOB.company}`);

  // Export CSV: the browser saves a file with the application in it.
  await page.goto('/app/applications?view=table');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain('Company,Job Title,Status,Date Applied');
  expect(text).toContain(`${JOB.company},${JOB.jobTitle},Interviewing,${new Date().toISOString().slice(0, 10)}`);
  expect(text).toContain('Spoke with the hiring manager about the tracking portal.');
});

test('the applications screens stay accessible on a phone, with the menu and bottom bar offering them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpWithProfile(page.request, 'apps-phone');
  await page.goto('/app/dashboard');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page).toHaveURL('/app/applications');
  await page.getByRole('button', { name: 'Add application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add application' });
  await dialog.getByRole('button', { name: 'Add application' }).click();
  await expect(dialog.getByText('Company is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Fabrikam');
  await dialog.getByRole('textbox', { name: 'Job title' }).fill('Product Designer');
  await dialog.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByRole('heading', { name: 'Product Designer' })).toBeVisible();
  expect(await seriousOrWorse(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Applications' }).click();
  for (const view of ['Board', 'Table', 'Insights']) {
    await page.getByRole('tab', { name: view }).click();
    await expect(page.getByRole('tab', { name: view })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    expect(await seriousOrWorse(page), view).toEqual([]);
  }
});
