import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, registerInBrowser, uniqueEmail } from './support/accounts';

const header = (page: Page) => page.getByRole('banner');

async function expectSignedInNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Generate', 'Profile']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toHaveCount(0);
}

async function expectSignedOutNav(page: Page) {
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedOutNav(page);
}

test('register from the landing page, land on the profile, sign out, sign in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  await registerInBrowser(page, email);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveTitle('Profile · HireReady');
  await expectSignedInNav(page);

  await signOut(page);

  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL('/app/dashboard');
  await expect(page).toHaveTitle('Dashboard · HireReady');
  await expectSignedInNav(page);
});

test('the session survives a reload (refresh cookie, token in memory only)', async ({ page }) => {
  await registerInBrowser(page, uniqueEmail('reload'));
  await page.reload();
  await expect(page).toHaveTitle('Profile · HireReady');
  await expectSignedInNav(page);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toMatch(/token|eyJ/i);
});

test('sign out, then reload at once: still signed out, whatever became of the sign-out request', async ({ page }) => {
  await registerInBrowser(page, uniqueEmail('reload-out'));
  await expect(page).toHaveTitle('Profile · HireReady');
  // The sign-out request is held back, as on a slow network, so the reload overtakes it.
  await page.route('**/api/auth/sign-out', () => {});
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.reload();
  await expectSignedOutNav(page);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
});

test("a wrong password says 'Invalid email or password'", async ({ page }) => {
  const email = uniqueEmail('wrong');
  await registerInBrowser(page, email);
  await signOut(page);

  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL('/');
});

test('registering an e-mail twice says it is already registered', async ({ page }) => {
  const email = uniqueEmail('twice');
  await registerInBrowser(page, email);
  await signOut(page);
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Password').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('This email is already registered');
});

test('/dashboard keeps its query string on the way to /app/dashboard', async ({ page }) => {
  await registerInBrowser(page, uniqueEmail('query'));
  await page.goto('/dashboard?x=1');
  await expect(page).toHaveURL('/app/dashboard?x=1');
  await expect(page).toHaveTitle('Dashboard · HireReady');
});

test('a signed-out visitor on an app page gets the modal; closing it goes home', async ({ page }) => {
  await page.goto('/app/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await expectSignedOutNav(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Start Building' })).toBeVisible();
});

test('the landing page loads without the app pages, errors or CSP violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Building' })).toBeVisible();
  await expectSignedOutNav(page);
  expect(scripts.some((script) => /app-(dashboard|profile|generation|document)/.test(script))).toBe(false);
  // A visitor without a session gets one 401 from the refresh on start; the browser logs it.
  expect(problems.filter((text) => !/401 \(Unauthorized\)/.test(text))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a bottom bar and a collapsible menu offer the same items', async ({ page }) => {
    await registerInBrowser(page, uniqueEmail('phone'));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const bottom = page.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['Dashboard', 'Generate', 'Profile']) {
      await expect(bottom.getByRole('link', { name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Generate' }).click();
    await expect(page).toHaveURL('/app/generation');
    await expect(menu).toHaveCount(0);

    // Logout is in the menu, not in the bottom bar where a thumb rests.
    await expect(bottom.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

test('the bar turns white with a shadow once the page scrolls', async ({ page }) => {
  await page.goto('/');
  const bar = header(page);
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  const initialShadow = await bar.evaluate((element) => getComputedStyle(element).boxShadow);
  expect(initialShadow).toBe('none');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 200);
  });
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect(await bar.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
});

test("an unexpected failure shows React Router's fallback error screen", async ({ page }) => {
  // A page's code that cannot load (e.g. a deploy removed an old chunk) is such a failure.
  await page.route(/\/assets\/app-dashboard-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
});

test('the navigation bar and the sign-in modal pass an accessibility check', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');
  const modal = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(modal.violations).toEqual([]);

  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await registerInBrowser(page, uniqueEmail('axe'));
  const bars = await new AxeBuilder({ page }).include('header').include('nav').analyze();
  expect(bars.violations).toEqual([]);
});
