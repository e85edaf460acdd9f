/**
 * A new user's first hour (issue: what a new user trips over), one journey per part, at desktop
 * and phone sizes, asserting what the user sees. SPEC's words are checked as they are.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, registerThroughApi, signUpWithProfile, uniqueEmail } from './support/accounts';
import { fillJob, JOB } from './support/jobs';
import { stubPrinting } from './support/printing';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isPhone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isPhone: true },
] as const;

const SHOTS = process.env.FIRST_HOUR_SCREENSHOT_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function expectAxeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Whether the element's top is inside the window (under the fixed bar). */
async function isInView(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y < height;
}

/** What the resume reader might answer, with the review the import engineer's reader adds. */
const UPLOAD_WITH_REVIEW = {
  name: 'Priya Raman',
  contact: { email: 'priya@example.com', phone: '555-0142', linkedin: '', location: 'Denver, CO' },
  summary: 'Data scientist.',
  skills: ['Python', 'SQL', 'Hardware Tools: Lab Equipment', 'SAP'],
  education: [
    { school: 'University of Colorado', degree: 'MS Statistics Expected', location: 'Boulder, CO', start_date: '2022', end_date: '2024' },
    { school: 'Denver College', degree: 'BS Mathematics', location: '', start_date: '2018', end_date: '2022' },
  ],
  work_experience: [
    {
      title: 'Data Analyst',
      company: 'Summit Health',
      location: 'Denver, CO',
      start_date: '2022',
      end_date: 'Present',
      description: ['Built churn models'],
    },
    { title: 'Research Assistant', company: '', location: '', start_date: '2020', end_date: '2022', description: ['Cleaned survey data'] },
  ],
  custom_sections: [
    {
      title: 'Projects',
      entries: [
        { title: 'Forecasting app', organization: 'Python, Prophet', start_date: '', end_date: '', description: 'Forecast demand' },
      ],
    },
  ],
  review: {
    uncertain: [
      { path: 'work_experience.1.company', reason: 'No company was found for this job.' },
      { path: 'education.0.degree', reason: 'The degree may include a date.' },
      { path: 'skills.2', reason: 'This looks like a group label.' },
      { path: 'custom_sections.0.entries.0.organization', reason: 'These may be technologies, not an organization.' },
    ],
    unplaced: ['GPA: 3.9/4.0', 'Relevant coursework: Bayesian Statistics'],
  },
};

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isPhone, hasTouch: size.isPhone });

    test('accounts: Start Building opens Create Account, every problem is marked at once, Logout sits in the menu', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Start Building' }).first().click();
      await expect(page).toHaveURL('/app/dashboard');
      const dialog = page.getByRole('dialog', { name: 'Create Account' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByLabel('Password').fill('123');
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Please enter a valid email address');
      await expect(dialog.getByRole('alert')).toContainText('Password should be at least 6 characters');
      await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
      // The focus ring on an input is solid indigo-600, over 6:1 against white.
      await expect(dialog.getByLabel('Email')).toBeFocused();
      const ring = await dialog.getByLabel('Email').evaluate((input) => getComputedStyle(input).boxShadow);
      expect(ring).toMatch(/oklch\(0\.511 0\.262 276\.966\)|rgb\(79, 70, 229\)/);
      await shot(page, `${size.name}-accounts-errors`);
      await expectAxeClean(page, '[role="dialog"]');

      await dialog.getByLabel('Email').fill(uniqueEmail('first-hour'));
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL('/app/profile');

      // The server's answer to sign-out, so the next visit cannot race the cleared session.
      const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-out'));
      if (size.isPhone) {
        const bottom = page.getByRole('navigation', { name: 'Quick links' });
        await expect(bottom.getByRole('link', { name: 'Profile' })).toBeVisible();
        await expect(bottom.getByRole('button', { name: 'Logout' })).toHaveCount(0);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
      }
      await expect(page).toHaveURL('/');
      expect((await signedOut).status()).toBe(204);

      // Signed out, the profile page says so and offers the way back in.
      await page.goto('/app/profile');
      await expect(page.getByText("You're not signed in or your profile didn't load.")).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
      await shot(page, `${size.name}-accounts-signed-out-profile`);
    });

    test('import: asked first in the app, then a review of what was found and what to check', async ({ page }) => {
      await registerThroughApi(page.request, uniqueEmail('import'));
      await page.route('**/api/openai/upload-resume', (route) => route.fulfill({ json: UPLOAD_WITH_REVIEW }));
      await page.goto('/app/profile');
      await page.getByRole('button', { name: 'Upload Resume' }).click();
      const ask = page.getByRole('dialog', { name: 'Upload Resume' });
      await expect(ask).toContainText('Uploading a resume will replace your profile. Continue?');
      const chooser = page.waitForEvent('filechooser');
      await ask.getByRole('button', { name: 'Continue' }).click();
      await (await chooser).setFiles({ name: 'priya.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
      await expect(page.getByRole('dialog', { name: 'Importing your resume' })).toBeHidden({ timeout: 15_000 });

      const review = page.getByRole('region', { name: 'Check your imported profile' });
      await expect(review).toContainText('We found 2 jobs, 2 schools, 4 skills, 1 project. Check the highlighted items.');
      await expect(review).toBeFocused();
      await expect(review.getByText('GPA: 3.9/4.0')).toBeVisible();
      const work = page.getByRole('region', { name: 'Work Experience' });
      await expect(work.getByText('Company: No company was found for this job.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Education' }).getByText('Degree: The degree may include a date.')).toBeVisible();
      // Imported skills show no level nobody chose.
      const skills = page.getByRole('region', { name: 'Skills' });
      await expect(skills.getByText('SAP', { exact: true })).toBeVisible();
      await expect(skills).not.toContainText('Beginner');
      await shot(page, `${size.name}-import-review`);
      await expectAxeClean(page, 'main');

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByRole('group', { name: 'Experience 2' }).getByLabel('Company')).toHaveAccessibleDescription(
        'Check: No company was found for this job.',
      );
      await page.getByRole('button', { name: 'Cancel' }).click();
      await review.getByRole('button', { name: 'Done reviewing' }).click();
      await expect(review).toBeHidden();
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
    });

    test('profile: empty entries are dropped, missing fields are named inline, the save is announced where the user is', async ({
      page,
    }) => {
      await signUpWithProfile(page.request, 'profile-checks');
      await page.goto('/app/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('button', { name: 'Add education' }).click();
      await page.getByRole('button', { name: 'Add work experience' }).click();
      const job = page.getByRole('group', { name: 'Experience 2' });
      await job.getByLabel('Location').fill('Remote');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(job.getByLabel('Job Title')).toHaveAccessibleDescription('Enter the job title.');
      await expect(job.getByLabel('Company')).toHaveAccessibleDescription('Enter the company.');
      await expect(job.getByLabel('Job Title')).toBeFocused();
      await shot(page, `${size.name}-profile-required`);
      await job.getByLabel('Job Title').fill('Data Scientist');
      await job.getByLabel('Company').fill('Acme');

      // Field names wait behind a small control.
      await page.getByLabel('New section name').fill('Projects');
      await page.getByLabel('New section name').press('Enter');
      const section = page.getByRole('group', { name: 'Section 1', exact: true });
      await expect(section.getByLabel('Field 1 name in Projects')).toHaveCount(0);
      await expect(section.getByRole('button', { name: 'Edit field names in Projects' })).toBeVisible();
      await section.getByLabel('Title').fill('Churn model');

      await page.getByRole('button', { name: 'Save Changes' }).click();
      const saved = page.getByText('Profile updated!');
      await expect(saved).toBeVisible();
      expect(await isInView(page, saved)).toBe(true);
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
      // The education entry added and left empty was dropped: only the one there before is left.
      await expect(page.getByRole('region', { name: 'Education' }).getByRole('listitem')).toHaveCount(1);
      await expect(
        page.getByRole('region', { name: 'Work Experience' }).getByRole('heading', { name: 'Data Scientist at Acme' }),
      ).toBeVisible();
      await expect(page.getByText('Untitled')).toHaveCount(0);
      await shot(page, `${size.name}-profile-saved`);
      await expectAxeClean(page, 'main');
    });

    test('generation: the result comes into view with the job line, templates beside it, and a full-screen view', async ({ page }) => {
      await signUpWithProfile(page.request, 'generation-view');
      await page.goto('/app/generation');
      await fillJob(page);
      await page.getByRole('button', { name: 'Generate Resume' }).click();
      const heading = page.getByRole('heading', { name: `Resume for ${JOB.company}` });
      await expect(heading).toBeFocused();
      await expect.poll(() => isInView(page, heading)).toBe(true);
      const result = page.getByRole('region', { name: `Resume for ${JOB.company}` });
      await expect(result).toContainText(`${JOB.jobTitle} · ${JOB.company} · Edit`);
      await expect(result.getByRole('button', { name: 'Edit the job' })).toBeVisible();
      await shot(page, `${size.name}-generation-result`);

      const templates = result.getByRole('radiogroup', { name: 'Template' });
      await expect(templates.getByRole('radio', { name: /Classic Professional/ })).toHaveAttribute('aria-checked', 'true');
      await templates.getByRole('radio', { name: /Modern/ }).click();
      await expect(page.locator('[contenteditable] [data-document]')).toHaveAttribute('data-template', 'modern');
      await expectAxeClean(page, 'main');

      await result.getByRole('button', { name: 'Full screen' }).click();
      const view = page.getByRole('dialog', { name: 'Document, full screen' });
      await expect(view).toBeVisible();
      const sheetWidth = async () => (await view.locator('[data-document]').boundingBox())?.width ?? 0;
      const fitted = await sheetWidth();
      await view.getByRole('button', { name: 'Zoom in' }).click();
      await view.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(sheetWidth).toBeGreaterThan(fitted * 1.9);
      await shot(page, `${size.name}-generation-full-screen`);
      // Edited in full screen, the same document is what stays.
      await view.locator('[contenteditable]').locator('h1, [data-document] *').first().click();
      await page.keyboard.press('End');
      await page.keyboard.type(' (edited)');
      await view.getByRole('button', { name: 'Done' }).click();
      await expect(view).toBeHidden();
      await expect(result.locator('[contenteditable]')).toContainText('(edited)');
    });

    test('dashboard: documents before templates on a phone, category names on cards, long names shortened in the middle', async ({
      page,
    }) => {
      const account = await signUpWithProfile(page.request, 'dashboard-view');
      const longTitle = 'Senior Data Scientist, Forecasting and Experimentation Platform';
      const created = await page.request.post('/api/documents', {
        headers: { Authorization: `Bearer ${account.token}` },
        data: { html: '<p>Resume</p>', type: 'resume', jobTitle: longTitle, companyName: 'Acme Analytics', templateId: 'classic' },
      });
      expect(created.ok()).toBe(true);
      await page.goto('/app/dashboard');
      const documents = page.getByRole('heading', { name: 'Your Exported Documents' });
      const templates = page.getByRole('heading', { name: 'Resume Template' });
      await expect(documents).toBeVisible();
      const [docsBox, templatesBox] = [await documents.boundingBox(), await templates.boundingBox()];
      if (size.isPhone) expect(docsBox!.y).toBeLessThan(templatesBox!.y);
      else expect(templatesBox!.y).toBeLessThan(docsBox!.y);

      const fileName = page.locator(`[title^="Resume_for_Acme_Analytics"]`);
      await expect(fileName).toHaveText(/^Resume_for_Acme_Analytics_-_Senior.*\.pdf$/);
      const [box, inner] = await fileName.evaluate((el) => [
        el.getBoundingClientRect().height,
        el.firstElementChild!.scrollWidth > el.firstElementChild!.clientWidth,
      ]);
      // One line, never broken mid-word; on a phone the middle is cut short.
      expect(box).toBeLessThan(30);
      if (size.isPhone) expect(inner).toBe(true);

      const picker = page.getByRole('region', { name: 'Resume Template' });
      await expect(picker.getByText('Minimalist', { exact: true }).last()).toBeVisible();
      await picker.getByRole('button', { name: 'Minimalist' }).click();
      await expect(picker.getByRole('listitem')).toHaveCount(1);
      await expect(picker.getByRole('listitem')).toContainText('Minimalist');
      await expect(picker.getByRole('listitem').locator('[data-document]')).toHaveCount(1);
      await shot(page, `${size.name}-dashboard`);
      await expectAxeClean(page, 'main');
    });

    test('speed: a signed-in page shows its heading before any script runs, with the footer below the fold', async ({ browser }) => {
      // What a slow phone shows while the app's code is still on its way.
      const context = await browser.newContext({ viewport: size.viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const [path, title] of [
        ['/app/dashboard', 'Dashboard'],
        ['/app/profile', 'Profile'],
        ['/app/generation', 'Generate'],
        ['/app/applications', 'Applications'],
        ['/app/settings', 'Settings'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
        await expect(page.getByRole('status'), path).toHaveText('Loading...');
        await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
      }
      // A page whose heading is its data starts from the common frame.
      await page.goto('/app/documents/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText('Loading...');
      await context.close();

      // With scripts, a signed-in page that fills in keeps its footer out of view until scrolled to.
      const live = await browser.newPage({ viewport: size.viewport });
      await registerThroughApi(live.request, uniqueEmail('speed'));
      await live.goto('/app/settings');
      await expect(live.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const footer = live.getByRole('contentinfo');
      await expect(footer).toBeAttached();
      expect(await isInView(live, footer)).toBe(false);
      await live.close();
    });

    test('navigation: a page opened by its address starts at its top, however far the last one was scrolled', async ({ page }) => {
      await registerThroughApi(page.request, uniqueEmail('scroll'));
      const scrollY = () => page.evaluate(() => window.scrollY);
      for (const [next, content] of [
        ['/app/settings', page.getByRole('button', { name: 'Delete my account' })],
        ['/app/dashboard', page.getByRole('region', { name: 'Your Plan' })],
      ] as const) {
        await page.goto('/app/dashboard');
        await expect(page.getByRole('region', { name: 'Your Plan' })).toBeVisible();
        await page.mouse.wheel(0, 900);
        await expect.poll(scrollY).toBeGreaterThan(300);

        await page.goto(next);
        await expect(content).toBeAttached();
        expect(await scrollY(), next).toBe(0);
      }
    });

    test('plans: the two dates explained, and Keep Plus takes back a downgrade', async ({ page }) => {
      await stubPrinting(page);
      await registerThroughApi(page.request, uniqueEmail('keep-plus'));
      await page.goto('/app/dashboard');
      const card = page.getByRole('region', { name: 'Your Plan' });
      await card.getByRole('button', { name: 'Upgrade to Plus' }).click();
      await page.getByRole('dialog', { name: 'Upgrade to Plus?' }).getByRole('button', { name: 'Continue to Checkout' }).click();
      await page.getByRole('button', { name: 'Pay $29.95' }).click();
      await expect(page.getByText('Successfully upgraded to Plus!')).toBeVisible();
      await page.getByRole('button', { name: 'OK' }).click();
      await card.getByRole('button', { name: 'Downgrade to Basic' }).click();
      await page.getByRole('dialog', { name: 'Downgrade to Basic?' }).getByRole('button', { name: 'Confirm Downgrade' }).click();
      await expect(page.getByText('Plan changed to Basic (effective next billing cycle)')).toBeVisible();
      await page.getByRole('button', { name: 'OK' }).click();

      await expect(
        card.getByText(
          /Your counts start again from zero on that date each month; Plus itself lasts until .+, when your paid billing cycle ends\./,
        ),
      ).toBeVisible();
      await shot(page, `${size.name}-plans-scheduled`);
      await expectAxeClean(page, 'main');
      await card.getByRole('button', { name: 'Keep Plus' }).click();
      await expect(card.getByText(/benefits last until/)).toHaveCount(0);
      await expect(card.getByLabel('Current plan')).toHaveText('Plus');
      await expect(card.getByRole('button', { name: 'Downgrade to Basic' })).toBeEnabled();
      await page.reload();
      await expect(card.getByLabel('Current plan')).toHaveText('Plus');
      await expect(card.getByText(/benefits last until/)).toHaveCount(0);
    });
  });
}
