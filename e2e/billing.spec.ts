import { expect, test, type Page } from '@playwright/test';
import { registerInBrowser, uniqueEmail } from './support/accounts';

/** Where screenshots go for a person to look at; not compared by the test. */
const SHOTS = process.env.BILLING_SCREENSHOT_DIR;

const planCard = (page: Page) => page.getByRole('region', { name: 'Your Plan' });

async function shot(page: Page, name: string, locator = planCard(page)) {
  if (SHOTS) await locator.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * CSP violations and script errors; none is expected. Failed requests are left out: the app's first
 * session refresh while signed out answers 401 by design.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('upgrade to Plus through the local checkout, then downgrade to the end of the cycle', async ({ page }) => {
  const problems = watchConsole(page);
  await registerInBrowser(page, uniqueEmail('billing'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();

  const card = planCard(page);
  await expect(card.getByLabel('Current plan')).toHaveText('Basic');
  await expect(card.getByRole('progressbar', { name: 'Resumes' })).toHaveAttribute('aria-valuemax', '10');
  await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Pro Tips' })).toBeVisible();
  await shot(page, 'billing-plan-card-basic');

  await card.getByRole('button', { name: 'Upgrade to Plus' }).click();
  await page.getByRole('dialog', { name: 'Upgrade to Plus?' }).getByRole('button', { name: 'Continue to Checkout' }).click();

  // Our own test-mode checkout page, served by the server under the same CSP.
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await expect(page.getByRole('heading', { name: 'HireReady Plus' })).toBeVisible();
  await expect(page.getByText('$29.95', { exact: false }).first()).toBeVisible();
  await shot(page, 'billing-checkout-page', page.locator('main'));
  await page.getByRole('button', { name: 'Pay $29.95' }).click();

  await expect(page.getByText('Successfully upgraded to Plus!')).toBeVisible();
  await expect(page).toHaveURL('/app/dashboard');
  await shot(page, 'billing-upgraded-notice', page.getByRole('dialog'));
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(card.getByLabel('Current plan')).toHaveText('Plus');
  await expect(card.getByRole('progressbar', { name: 'Resumes' })).toHaveAttribute('aria-valuemax', '200');
  await expect(card.getByRole('progressbar', { name: 'Cover letters' })).toHaveAttribute('aria-valuemax', '200');
  await shot(page, 'billing-plan-card-plus');

  // A reload of the dashboard does not upgrade a second time: the address no longer carries the session.
  await page.reload();
  await expect(card.getByLabel('Current plan')).toHaveText('Plus');
  await expect(page.getByText('Successfully upgraded to Plus!')).toHaveCount(0);

  await card.getByRole('button', { name: 'Downgrade to Basic' }).click();
  const confirm = page.getByRole('dialog', { name: 'Downgrade to Basic?' });
  await expect(confirm).toContainText('subscription will be cancelled and there will be no more billing');
  await expect(confirm).toContainText('until the end of the current billing cycle');
  await confirm.getByRole('button', { name: 'Confirm Downgrade' }).click();

  await expect(page.getByText('Plan changed to Basic (effective next billing cycle)')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(card.getByLabel('Current plan')).toHaveText('Plus');
  await expect(card.getByText(/benefits last until .+, the end of this billing cycle/)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Starts / })).toBeDisabled();
  await shot(page, 'billing-plan-card-cancelled');

  expect(problems).toEqual([]);
});

test('cancelling on the checkout page returns to the dashboard with the plan unchanged', async ({ page }) => {
  await registerInBrowser(page, uniqueEmail('billing-cancel'));
  await page.goto('/app/dashboard');
  await planCard(page).getByRole('button', { name: 'Upgrade to Plus' }).click();
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Pay $29.95' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/app/dashboard');
  await expect(planCard(page).getByLabel('Current plan')).toHaveText('Basic');
});
