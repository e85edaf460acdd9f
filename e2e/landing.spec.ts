import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './support/accounts';

const header = (page: Page) => page.getByRole('banner');

async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('landing page links and buttons (SPEC point 2)', () => {
  for (const name of ['Start Building', 'Start For Free']) {
    test(`'${name}' goes to /app/dashboard`, async ({ page }) => {
      await openLanding(page);
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL('/app/dashboard');
      // Signed out, the dashboard asks for a sign-in (SPEC point 2, Dashboard).
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }

  test('the pricing cards of Basic and Plus lead to the dashboard; Pro offers nothing to click', async ({ page }) => {
    await openLanding(page);
    const pricing = page.getByRole('region', { name: 'Simple, honest pricing' });
    for (const plan of ['Basic', 'Plus']) {
      await expect(pricing.getByRole('article', { name: plan }).getByRole('link')).toHaveAttribute('href', '/app/dashboard');
    }
    await expect(pricing.getByRole('article', { name: 'Pro' }).getByRole('link')).toHaveCount(0);
  });

  test("'See How It Works' brings the four steps into view and moves focus there", async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'See How It Works' }).click();
    const heading = page.getByRole('heading', { name: 'Complete Job Search Solution' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // Clear of the fixed navigation bar.
    const top = await heading.evaluate((node) => node.getBoundingClientRect().top);
    const barBottom = await header(page).evaluate((node) => node.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(barBottom);
  });

  test('the wordmark leads home, and an unknown path shows the landing page at its own address', async ({ page }) => {
    await openLanding(page, '/no/such/page');
    await expect(page).toHaveURL('/no/such/page');
    await header(page).getByRole('link', { name: 'HireReady' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the support link writes to the support address', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'support@hireready.app' })).toHaveAttribute(
      'href',
      'mailto:support@hireready.app',
    );
  });
});

test('the navigation bar turns white with a shadow after 10 px of scroll', async ({ page }) => {
  await openLanding(page);
  const bar = header(page);
  const shadow = () => bar.evaluate((node) => getComputedStyle(node).boxShadow);
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  expect(await shadow()).toBe('none');

  await page.evaluate(() => window.scrollTo(0, 10));
  await page.waitForTimeout(100);
  await expect(bar).toHaveAttribute('data-scrolled', 'false');

  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(shadow).not.toBe('none');
  await expect.poll(() => bar.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(255, 255, 255)');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a signed-in visitor gets the bottom bar with the same items', async ({ page }) => {
    await registerThroughApi(page.request, uniqueEmail('bottom-bar'));
    await openLanding(page);
    const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bottomBar).toBeVisible();
    for (const name of ['Dashboard', 'Generate', 'Profile']) {
      await expect(bottomBar.getByRole('link', { name })).toBeVisible();
    }
    await expect(bottomBar.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    const box = await bottomBar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    // The desktop links are hidden at this width.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await bottomBar.getByRole('link', { name: 'Generate' }).click();
    await expect(page).toHaveURL('/app/generation');
  });

  test('a signed-out visitor sees no bottom bar and nothing overflows sideways', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});

test('a newsletter subscription is stored, and subscribing again is not an error', async ({ page }) => {
  await openLanding(page);
  const footer = page.getByRole('contentinfo');
  const input = footer.getByRole('textbox', { name: 'Email address' });
  const status = footer.getByRole('status');
  const email = uniqueEmail('news');

  await input.fill('not an address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(status).toHaveText('Please enter a valid email address');

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
  await input.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  expect((await answer).status()).toBe(200);
  await expect(status).toHaveText('Thanks for subscribing!');
  await expect(input).toHaveValue('');

  // The same address again, in other letter case: the same thanks.
  await page.reload();
  await input.fill(email.toUpperCase());
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(status).toHaveText('Thanks for subscribing!');
  const again = await page.request.post('/api/newsletter', { data: { email } });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ subscribed: true });
});

test('footer pop-ups work from the keyboard: focus moves in, Escape closes, focus returns, the page does not scroll', async ({ page }) => {
  await openLanding(page);
  const opener = page.getByRole('button', { name: 'Terms of Service' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByText(/change or cancel your plan at any time from your dashboard/i)).toBeVisible();

  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, -600);
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A second open and a second Escape behave the same.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('keyboard alone reaches the hero actions in order', async ({ page }) => {
  await openLanding(page);
  const reached: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  const start = reached.indexOf('Start Building');
  expect(start).toBeGreaterThanOrEqual(0);
  expect(reached[start + 1]).toBe('See How It Works');
  await page.keyboard.press('Enter');
});

test.describe('automated accessibility check', () => {
  // Generic, so each violation keeps axe's own type (id, help, nodes) after filtering.
  const seriousOrWorse = <T extends { impact?: string | null }>(violations: T[]) =>
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

  test('the landing page has no serious or critical violations', async ({ page }) => {
    await openLanding(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(seriousOrWorse(results.violations).map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test('nor with a pop-up open, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page);
    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' }).getByText(/hashed form/)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(seriousOrWorse(results.violations).map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});
