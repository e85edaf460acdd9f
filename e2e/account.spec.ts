import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_SMTP_PORT } from '../playwright.config';
import { resetLinkIn, startSmtpInbox } from '../server/test/support/smtp-inbox';
import { PASSWORD, registerInBrowser, registerThroughApi, uniqueEmail } from './support/accounts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signInInBrowser(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

test('change the password in Settings: other devices are signed out, the new password signs in', async ({ page, request }) => {
  const email = uniqueEmail('change');
  await registerInBrowser(page, email);
  // A second device, signed in with the old password.
  const other = await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  const otherToken = ((await other.json()) as { accessToken: string }).accessToken;

  await mainNav(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/app/settings');
  await expect(page).toHaveTitle('Settings · HireReady');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('battery-staple-9');
  await page.getByLabel('New password again').fill('battery-staple-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That is not your current password.' })).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(401);

  // This device stays signed in, across a reload too (its refresh cookie was renewed).
  await page.reload();
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  await signInInBrowser(page, email, PASSWORD);
  await expect(page.getByRole('dialog').getByText('Invalid email or password')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await signInInBrowser(page, email, 'battery-staple-9');
  await expect(page).toHaveURL('/app/dashboard');
});

test.describe('forgotten password', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  test.beforeAll(async () => {
    inbox = await startSmtpInbox(E2E_SMTP_PORT);
  });
  test.afterAll(async () => {
    await inbox.close();
  });

  test('forgot password → e-mail → reset → sign in with the new password', async ({ page, request }) => {
    const email = uniqueEmail('forgot');
    await registerThroughApi(request, email);
    await request.post('/api/auth/sign-out');

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('status')).toContainText('If an account uses that address');

    const link = resetLinkIn((await inbox.take(email)).text);
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveTitle('Set a new password · HireReady');
    await page.getByLabel('New password', { exact: true }).fill('battery-staple-9');
    await page.getByLabel('New password again').fill('battery-staple-9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Your new password is set');

    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('battery-staple-9');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/app/dashboard');
    expect((await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).status()).toBe(401);

    // The link worked once; opened again it says so and offers a new one.
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('another-one-9');
    await page.getByLabel('New password again').fill('another-one-9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This reset link is invalid, expired or already used.' })).toBeVisible();
    await page.getByRole('button', { name: 'Ask for a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });
});

test('download all my data, then delete the account: signed out, and the account cannot sign in again', async ({ page, request }) => {
  const email = uniqueEmail('delete');
  await registerInBrowser(page, email);
  await page.goto('/app/settings');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hireready-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    account: { email: string };
    profile: unknown;
    documents: unknown[];
  };
  expect(data.account.email).toBe(email);
  expect(data.documents).toEqual([]);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That is not your current password.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await signInInBrowser(page, email, PASSWORD);
  await expect(page.getByRole('dialog').getByText('Invalid email or password')).toBeVisible();
  expect((await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).status()).toBe(401);
});
