import { expect, test } from '@playwright/test';
import { signUpWithProfile } from './support/accounts';
import { fillJob, JOB } from './support/jobs';

test('generate a resume and a cover letter and see each preview', async ({ page }) => {
  await signUpWithProfile(page.request, 'gen');
  await page.goto('/app/generation');
  await fillJob(page);

  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page.getByRole('heading', { name: `Resume for ${JOB.company}` })).toBeVisible();
  const preview = page.locator('[contenteditable="true"]');
  await expect(preview.locator('[data-document="resume"]')).toHaveAttribute('data-template', 'classic');
  await expect(preview).toContainText('Ada Lovelace');
  await expect(preview).toContainText('Contoso');
  await expect(page.getByRole('complementary', { name: 'About this document' })).toContainText('Keyword match');
  await expect(page.getByRole('button', { name: 'Export as PDF' })).toBeVisible();

  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByRole('heading', { name: `Cover Letter for ${JOB.company}` })).toBeVisible();
  await expect(preview.locator('[data-document="cover_letter"]')).toBeVisible();
  await expect(preview).toContainText('Ada Lovelace');
});

test('the 11th resume of the month on basic says the limit is reached', async ({ page }) => {
  const account = await signUpWithProfile(page.request, 'gen');
  // Ten generations used up through the API, as ten earlier visits would have.
  for (let used = 0; used < 10; used += 1) {
    const counted = await page.request.post('/api/user/increment-count', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { uid: account.uid, type: 'resume' },
    });
    expect(counted.ok()).toBe(true);
  }
  await page.goto('/app/generation');
  await fillJob(page);
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page.getByRole('alert')).toHaveText('You have reached your resume generation limit. Please upgrade your plan.');
  await expect(page.getByRole('heading', { name: `Resume for ${JOB.company}` })).toHaveCount(0);
});
