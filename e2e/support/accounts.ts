import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The password every test account is registered with. */
export const PASSWORD = 'correct-horse-1';

/** The uid and bearer token of an account registered through the API. */
export type Account = { uid: string; token: string };

/** A fresh address per call, so tests never collide on one server; `label` says which test made it. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Registers through the API. The browser context shares the refresh cookie, so a page opened
 * afterwards restores the session.
 */
export async function registerThroughApi(request: APIRequestContext, email: string): Promise<Account> {
  const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const session = (await registered.json()) as { accessToken: string; user: { uid: string } };
  return { uid: session.user.uid, token: session.accessToken };
}

/**
 * A signed-in user with a real profile: registered through the API (the browser context shares the
 * refresh cookie, so the app restores the session), the profile filled with the bearer token.
 */
export async function signUpWithProfile(request: APIRequestContext, label: string): Promise<Account> {
  const email = uniqueEmail(label);
  const account = await registerThroughApi(request, email);
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
        education: [
          {
            school_name: 'Portland State University',
            degree: 'BSc Computer Science',
            location: 'Portland, OR',
            start_date: '2014',
            end_date: '2018',
          },
        ],
        skills: [{ name: 'React' }, { name: 'TypeScript' }, { name: 'Node.js' }],
      },
    },
  });
  expect(updated.ok()).toBe(true);
  return account;
}

/** Registers as a visitor would: Sign In on the landing page, then Create Account in the dialog. */
export async function registerInBrowser(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/app/profile');
}
