import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { registerInBrowser, uniqueEmail } from './support/accounts';

/** Registered through the sign-in dialog, on the profile page and ready to edit it. */
async function register(page: Page, email: string) {
  await registerInBrowser(page, email);
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const group = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });

/** A one-page resume written here and printed by Chromium, so the test needs no file from elsewhere. */
const RESUME_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  body { font-family: Arial, Helvetica, sans-serif; font-size: 11pt; margin: 0; }
  h1 { font-size: 22pt; margin: 0 0 4pt; }
  h2 { font-size: 13pt; margin: 14pt 0 4pt; text-transform: uppercase; }
  p, li { margin: 2pt 0; }
</style></head><body>
  <h1>Margaret Hamilton</h1>
  <p>margaret.hamilton@example.com | (617) 555-0142 | linkedin.com/in/margaret-hamilton | Boston, MA</p>
  <h2>Summary</h2>
  <p>Software engineer who led the on-board flight software for the Apollo missions.</p>
  <h2>Experience</h2>
  <p><b>Director, Software Engineering Division</b></p>
  <p>MIT Instrumentation Laboratory, Cambridge, MA | Jan 1965 – Dec 1976</p>
  <ul>
    <li>Led the team that wrote the Apollo guidance computer flight software</li>
    <li>Introduced priority scheduling and error recovery to the on-board system</li>
  </ul>
  <h2>Education</h2>
  <p><b>B.A. Mathematics</b></p>
  <p>Earlham College, Richmond, IN | Sep 1954 – Jun 1958</p>
  <h2>Skills</h2>
  <p>Software Engineering, Real-Time Systems, Assembly Language, Fortran</p>
</body></html>`;

async function printResumePdf(browser: Browser, path: string) {
  const printer = await browser.newPage();
  try {
    await printer.setContent(RESUME_HTML);
    await writeFile(
      path,
      await printer.pdf({ format: 'Letter', margin: { top: '0.5in', bottom: '0.5in', left: '0.6in', right: '0.6in' } }),
    );
  } finally {
    await printer.close();
  }
}

test('edit every section, including a custom section, save, and find it all after a reload', async ({ page }) => {
  const email = uniqueEmail('profile');
  await register(page, email);
  const personal = region(page, 'Personal Details');
  await expect(personal.getByText(email)).toBeVisible();
  await expect(personal.getByText('Not set').first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await personal.getByLabel('Name').fill('Katherine Johnson');
  await personal.getByLabel('Phone').fill('757-555-0110');
  await personal.getByLabel('LinkedIn').fill('linkedin.com/in/kjohnson');
  await personal.getByLabel('Street Address').fill('1 Langley Blvd');
  await personal.getByLabel('City').fill('Hampton');
  await personal.getByLabel('State').fill('VA');
  await personal.getByLabel('ZIP Code').fill('23681');
  await personal.getByLabel('Summary').fill('Mathematician who computed trajectories for crewed spaceflight.');

  await page.getByRole('button', { name: 'Add work experience' }).click();
  // Typing right after the click: the new item's first field already has the focus.
  await page.keyboard.type('Research Mathematician');
  const job = group(page, 'Experience 1');
  await job.getByLabel('Company').fill('NASA Langley');
  await job.getByLabel('Location').fill('Hampton, VA');
  await job.getByLabel('Start Date').fill('1953');
  await job.getByLabel('End Date').fill('1986');
  await job.getByLabel('Description').fill('Computed the Friendship 7 trajectory\nVerified the IBM 7090 orbital equations');

  await page.getByRole('button', { name: 'Add education' }).click();
  const school = group(page, 'Education 1');
  await school.getByLabel('School').fill('West Virginia State College');
  await school.getByLabel('Degree').fill('B.S. Mathematics and French');
  await school.getByLabel('End Date').fill('1937');

  await page.getByRole('button', { name: 'Add skill' }).click();
  const skill = group(page, 'Skill 1');
  // Stored at SPEC's default (beginner), but a level nobody chose is shown as not specified.
  await expect(skill.getByLabel('Experience Level')).toHaveValue('');
  await expect(skill.getByLabel('Experience Level').locator('option:checked')).toHaveText('Not specified');
  await skill.getByLabel('Skill', { exact: true }).fill('Orbital mechanics');
  await skill.getByLabel('Experience Level').selectOption('expert');

  await page.getByRole('button', { name: 'Add certification' }).click();
  const certification = group(page, 'Certification 1');
  await certification.getByLabel('Certification Name').fill('Presidential Medal of Freedom');
  await certification.getByLabel('Issuer').fill('The White House');
  await certification.getByLabel('Date').fill('2015');

  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByText('Please enter a section name.')).toBeVisible();
  await page.getByLabel('New section name').fill('Publications');
  await page.getByLabel('New section name').press('Enter');
  const publications = group(page, 'Section 1');
  const firstEntry = group(publications, 'Entry 1');
  await expect(firstEntry.getByRole('textbox')).toHaveCount(5);
  await firstEntry.getByLabel('Title').fill('Determination of Azimuth Angle at Burnout');
  await firstEntry.getByLabel('Organization').fill('NASA Technical Note');
  await firstEntry.getByLabel('Start Date').fill('1960');
  // Field names belong to the section: renamed once, every entry shows the new name. They wait
  // behind a small control.
  await publications.getByRole('button', { name: 'Edit field names in Publications' }).click();
  await publications.getByLabel('Field 2 name in Publications').fill('Publisher');
  await expect(firstEntry.getByLabel('Publisher')).toHaveValue('NASA Technical Note');
  await publications.getByRole('button', { name: 'Add entry' }).click();
  const secondEntry = group(publications, 'Entry 2');
  await expect(secondEntry.getByLabel('Title')).toHaveValue('');
  await secondEntry.getByLabel('Title').fill('Orbital trajectory notes');
  // The second entry goes first.
  await page.getByRole('button', { name: 'Move Entry 2 in Publications up' }).click();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await page.reload();
  await expect(personal.getByText('Katherine Johnson')).toBeVisible();
  for (const value of ['757-555-0110', 'linkedin.com/in/kjohnson', '1 Langley Blvd', 'Hampton', 'VA', '23681']) {
    await expect(personal.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(personal.getByText(/computed trajectories/)).toBeVisible();
  const work = region(page, 'Work Experience');
  await expect(work.getByRole('heading', { name: 'Research Mathematician at NASA Langley' })).toBeVisible();
  // Each description line is its own bullet.
  await expect(work.getByRole('listitem').filter({ hasText: /^(Computed|Verified)/ })).toHaveText([
    'Computed the Friendship 7 trajectory',
    'Verified the IBM 7090 orbital equations',
  ]);
  await expect(
    region(page, 'Education').getByRole('heading', { name: 'B.S. Mathematics and French, West Virginia State College' }),
  ).toBeVisible();
  await expect(region(page, 'Skills').getByText('Orbital mechanics · Expert')).toBeVisible();
  await expect(region(page, 'Certifications').getByText('Presidential Medal of Freedom')).toBeVisible();
  const custom = region(page, 'Custom Sections');
  await expect(custom.getByRole('heading', { name: 'Publications' })).toBeVisible();
  const entryTitles = custom.getByRole('definition').filter({ hasText: /Azimuth|trajectory notes/ });
  await expect(entryTitles).toHaveText(['Orbital trajectory notes', 'Determination of Azimuth Angle at Burnout']);
  await expect(custom.getByRole('term').filter({ hasText: 'Publisher' }).first()).toBeVisible();
});

test('saving the profile loads the schema checks without a console error or a refused eval', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The browser reports what the Content-Security-Policy refused as an event on the document.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP refused ${event.blockedURI} (${event.effectiveDirective})`);
    });
  });
  await register(page, uniqueEmail('csp'));
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone').fill('555-0100');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  expect(problems).toEqual([]);
});

test('leaving with unsaved edits asks first', async ({ page }) => {
  await register(page, uniqueEmail('unsaved'));
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone').fill('555-0000');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/app/profile');
  await dialog.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(page.getByLabel('Phone')).toHaveValue('555-0000');
  await expect(page.getByLabel('Phone')).toBeVisible();

  // Logout leaves the page too: it asks the same question. Keeping the edits keeps the session, even
  // through a later visit to another page (a Logout the user called off must not linger).
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Keep Editing' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/app/dashboard');
  await page.getByRole('link', { name: 'HireReady' }).first().click();
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Once answered with Discard, Logout signs out and goes to /.
  await nav.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone').fill('555-1111');
  await nav.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the profile passes an accessibility check in view mode, edit mode and with field errors', async ({ page }) => {
  await register(page, uniqueEmail('axe-profile'));
  const main = () => new AxeBuilder({ page }).include('main').analyze();
  expect((await main()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('button', { name: 'Add work experience' }).click();
  await page.getByRole('button', { name: 'Add skill' }).click();
  await page.getByLabel('New section name').fill('Projects');
  await page.getByRole('button', { name: 'Add section' }).click();
  expect((await main()).violations).toEqual([]);

  // Entries left entirely empty would simply be dropped: these two are started, not finished.
  await group(page, 'Experience 1').getByLabel('Location').fill('Remote');
  await group(page, 'Skill 1').getByLabel('Experience Level').selectOption('advanced');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('A skill needs a name')).toBeVisible();
  await expect(page.getByText('Enter the job title.')).toBeVisible();
  expect((await main()).violations).toEqual([]);
});

test('upload a PDF resume: confirm, watch the overlay, and see the imported profile', async ({ page, browser }, testInfo) => {
  const pdfPath = testInfo.outputPath('resume.pdf');
  await printResumePdf(browser, pdfPath);
  await register(page, uniqueEmail('upload'));

  // A short pause before the real server gets the file, so the first step is on screen long enough to see.
  await page.route('**/api/openai/upload-resume', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  // The app asks first, in its own dialog with SPEC's words, and only then opens the file chooser.
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  const ask = page.getByRole('dialog', { name: 'Upload Resume' });
  await expect(ask).toContainText('Uploading a resume will replace your profile. Continue?');
  const chooser = page.waitForEvent('filechooser');
  await ask.getByRole('button', { name: 'Continue' }).click();
  await (await chooser).setFiles(pdfPath);

  const overlay = page.getByRole('dialog', { name: 'Importing your resume' });
  await expect(overlay.getByRole('status')).toHaveText('Submitting...');
  expect(browserDialogs).toEqual([]);
  await expect(overlay.getByRole('status')).toHaveText('Done', { timeout: 20_000 });
  await expect(overlay).toBeHidden();

  const personal = region(page, 'Personal Details');
  await expect(personal.getByText('Margaret Hamilton')).toBeVisible();
  await expect(region(page, 'Work Experience').getByText(/Apollo guidance computer/)).toBeVisible();

  // Saved, not only shown.
  await page.reload();
  await expect(personal.getByText('Margaret Hamilton')).toBeVisible();
});

test('a file that is not a resume says the upload failed and keeps the profile', async ({ page }, testInfo) => {
  const bogus = testInfo.outputPath('not-a-resume.pdf');
  await writeFile(bogus, 'this is not a PDF at all');
  await register(page, uniqueEmail('bad-upload'));
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Upload Resume' }).getByRole('button', { name: 'Continue' }).click();
  await (await chooser).setFiles(bogus);

  const overlay = page.getByRole('dialog', { name: 'Importing your resume' });
  await expect(overlay.getByRole('status')).toHaveText('Resume upload failed.');
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
});
