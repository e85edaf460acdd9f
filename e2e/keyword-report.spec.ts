import { expect, test } from '@playwright/test';
import { signUpWithProfile } from './support/accounts';

/** A posting that asks for GraphQL, which the test profile lacks, and for React, which it has. */
const POSTING = {
  company: 'Fabrikam',
  jobTitle: 'Frontend Engineer',
  jobDescription:
    'Frontend Engineer\nRequirements:\n- Experience with React and TypeScript\n- GraphQL APIs and Apollo\n- Strong communication skills\n- React testing with Playwright',
};

test('the keyword report says what is missing and adds a skill only after the user confirms', async ({ page }) => {
  const account = await signUpWithProfile(page.request, 'keywords');
  await page.goto('/app/generation');
  await page.getByRole('textbox', { name: 'Job Description' }).fill(POSTING.jobDescription);
  await page.getByRole('textbox', { name: 'Company' }).fill(POSTING.company);
  await page.getByRole('textbox', { name: 'Job Title' }).fill(POSTING.jobTitle);
  await page.getByRole('button', { name: 'Generate Resume' }).click();

  const report = page.getByRole('complementary', { name: 'About this document' });
  await expect(report.getByRole('heading', { name: /^Not in your profile/ })).toBeVisible();
  await expect(report.getByText('GraphQL', { exact: true })).toBeVisible();
  await expect(report.getByText('communication skills')).toBeVisible();

  await report.getByRole('button', { name: 'Add GraphQL to your skills' }).click();
  await report.getByRole('button', { name: 'Yes, add GraphQL' }).click();
  await expect(report.getByRole('status')).toHaveText('Added GraphQL to your skills. Generate again to use it.');

  const profile = await page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${account.token}` } });
  const skills = ((await profile.json()) as { skills: { name: string }[] }).skills.map((s) => s.name);
  expect(skills).toEqual(['React', 'TypeScript', 'Node.js', 'GraphQL']);
});
