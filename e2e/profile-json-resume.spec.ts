import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerThroughApi, signUpWithProfile, uniqueEmail } from './support/accounts';

test('download the profile as JSON Resume, upload it into another account, and get the same profile', async ({ page, browser }) => {
  await signUpWithProfile(page.request, 'jsonresume');
  await page.goto('/app/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download profile as JSON Resume' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Ada_Lovelace_resume.json');
  const path = await file.path();
  const resume = JSON.parse(readFileSync(path, 'utf8')) as { basics: { name: string }; work: { name: string; position: string }[] };
  expect(resume.basics.name).toBe('Ada Lovelace');
  expect(resume.work[0]).toMatchObject({ name: 'Contoso', position: 'Frontend Engineer' });

  // A second person, in a browser of their own, uploads the file through Upload Resume.
  const context = await browser.newContext();
  const other = await context.newPage();
  await registerThroughApi(other.request, uniqueEmail('jsonresume-in'));
  await other.goto('/app/profile');
  await other.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(other.getByText('Uploading a resume will replace your profile. Continue?')).toBeVisible();
  const chooser = other.waitForEvent('filechooser');
  await other.getByRole('dialog', { name: 'Upload Resume' }).getByRole('button', { name: 'Continue' }).click();
  await (await chooser).setFiles(path);
  const overlay = other.getByRole('dialog', { name: 'Importing your resume' });
  await expect(overlay.getByRole('status')).toHaveText('Done', { timeout: 30_000 });
  await expect(overlay).toBeHidden();

  const mine = await page.request.get('/api/user/profile', { headers: await bearer(page.request) });
  const theirs = await other.request.get('/api/user/profile', { headers: await bearer(other.request) });
  const PROFILE_FIELDS = [
    'name',
    'summary',
    'linkedin',
    'phone',
    'street_address',
    'city',
    'state',
    'zip',
    'work_experience',
    'education',
    'skills',
    'certifications',
    'custom_sections',
  ];
  const fields = (profile: Record<string, unknown>) => Object.fromEntries(PROFILE_FIELDS.map((key) => [key, profile[key]]));
  expect(fields((await theirs.json()) as Record<string, unknown>)).toEqual(fields((await mine.json()) as Record<string, unknown>));
  await expect(other.getByText('Contoso').first()).toBeVisible();
  await context.close();
});

async function bearer(request: import('@playwright/test').APIRequestContext): Promise<Record<string, string>> {
  const refreshed = await request.post('/api/auth/refresh');
  return { Authorization: `Bearer ${((await refreshed.json()) as { accessToken: string }).accessToken}` };
}
