import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const PASSWORD = 'correct-horse-1';

const JOB = {
  company: 'Northwind Logistics',
  jobTitle: 'Senior Frontend Engineer',
  jobDescription:
    'We are hiring a Senior Frontend Engineer to build our shipment tracking portal with React and TypeScript. ' +
    'You will design accessible interfaces, write automated tests, work with Node.js APIs and PostgreSQL, and mentor engineers.',
};

type Account = { uid: string; token: string };

/**
 * A signed-in user with a real profile: registered through the API (the browser context shares the
 * refresh cookie, so the app restores the session), the profile filled with the bearer token.
 */
async function signUpWithProfile(request: APIRequestContext): Promise<Account> {
  const email = `gen-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const session = (await registered.json()) as { accessToken: string; user: { uid: string } };
  const account = { uid: session.user.uid, token: session.accessToken };
  const headers = { Authorization: `Bearer ${account.token}` };
  await request.post('/api/user/create-profile', { headers, data: { uid: account.uid, email, name: 'Ada Lovelace' } });
  const updated = await request.post('/api/user/update-profile', {
    headers,
    data: {
      uid: account.uid,
      data: {
        name: 'Ada Lovelace',
        phone: '555-0100',
        city: 'Portland',
        state: 'OR',
        summary: 'Frontend engineer who builds accessible React applications.',
        work_experience: [
          {
            title: 'Frontend Engineer',
            company: 'Contoso',
            location: 'Portland, OR',
            start_date: '2020',
            end_date: 'Present',
            description: 'Built a React and TypeScript design system\nWrote automated tests with Playwright\nMentored two engineers',
          },
        ],
        education: [{ school_name: 'Portland State University', degree: 'BSc Computer Science', location: 'Portland, OR', start_date: '2014', end_date: '2018' }],
        skills: [{ name: 'React' }, { name: 'TypeScript' }, { name: 'Node.js' }],
      },
    },
  });
  expect(updated.ok()).toBe(true);
  return account;
}

async function fillJob(page: Page) {
  await page.getByRole('textbox', { name: 'Job Description' }).fill(JOB.jobDescription);
  await page.getByRole('textbox', { name: 'Company' }).fill(JOB.company);
  await page.getByRole('textbox', { name: 'Job Title' }).fill(JOB.jobTitle);
}

test('generate a resume and a cover letter and see each preview', async ({ page }) => {
  await signUpWithProfile(page.request);
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

test("the 11th resume of the month on basic says the limit is reached", async ({ page }) => {
  const account = await signUpWithProfile(page.request);
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
  await expect(page.getByRole('alert')).toHaveText(
    'You have reached your resume generation limit. Please upgrade your plan.',
  );
  await expect(page.getByRole('heading', { name: `Resume for ${JOB.company}` })).toHaveCount(0);
});
