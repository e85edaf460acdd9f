import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts';
import { printed, stubPrinting } from './support/printing';

/**
 * XSS through every text field (issue: proof under load, faults and bad input, point 7): hostile
 * strings saved in every profile field and in the job fields travel through the profile page, the
 * generated resume and cover letter, the print window and the document view. Nothing may run: no
 * dialog, no flag set on window, no element the payloads would create.
 */
const PAYLOADS = [
  '<script>window.__xss="script"</script>',
  '<img src=x onerror="window.__xss=\'img\'">',
  '<svg data-xss onload="window.__xss=\'svg\'"><circle r=1 /></svg>',
  '<a href="javascript:window.__xss=\'js-url\'">click</a>',
  '<a href="data:text/html,<script>parent.__xss=1</script>">data</a>',
  '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>',
  '<div style="background:url(javascript:window.__xss=1);width:expression(window.__xss=2)">css</div>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=\'mxss\'>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss="math">',
  '"><img src=x onerror=window.__xss="attr">',
  '{{constructor.constructor(\'window.__xss="tpl"\')()}}',
];

const payload = (i: number) => PAYLOADS[i % PAYLOADS.length]!;

async function expectNothingRan(page: Page, where: string) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), where).toBeUndefined();
  // No element the payloads would have created exists outside text.
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll(
        'img[src="x"], svg[data-xss], iframe[src^="javascript:"], script:not([src]), a[href^="javascript:"], a[href^="data:"], math',
      ).length,
  );
  expect(injected, where).toBe(0);
}

test('hostile strings in every field are shown as text and never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Record what the print window is asked to print, without opening a real print dialog.
  await stubPrinting(page);

  const account = await registerThroughApi(page.request, `xss-${Date.now()}@example.com`);
  const headers = { Authorization: `Bearer ${account.token}` };
  const saved = await page.request.post('/api/user/update-profile', {
    headers,
    data: {
      uid: account.uid,
      data: {
        name: `Eve ${payload(0)}`,
        summary: `Engineer ${payload(1)} who builds React apps`,
        phone: payload(2).slice(0, 40),
        linkedin: 'javascript:window.__xss="linkedin"',
        city: payload(3).slice(0, 100),
        state: 'OR',
        work_experience: [
          {
            title: `React Engineer ${payload(4).slice(0, 150)}`,
            company: `Contoso ${payload(5).slice(0, 150)}`,
            location: payload(6).slice(0, 200),
            start_date: '2020',
            end_date: 'Present',
            description: PAYLOADS.map((p) => `Built React features ${p}`).join('\n'),
          },
        ],
        education: [
          {
            school_name: `School ${payload(7).slice(0, 150)}`,
            degree: payload(8).slice(0, 200),
            location: '',
            start_date: '',
            end_date: '',
          },
        ],
        skills: [{ name: 'React' }, { name: payload(9).slice(0, 100) }],
        certifications: [{ name: payload(10).slice(0, 200), issuer: payload(1).slice(0, 200), date: '' }],
        custom_sections: [
          {
            id: 's1',
            title: payload(2).slice(0, 100),
            entries: [{ id: 'e1', fields: [{ label: payload(3).slice(0, 100), value: payload(4) }] }],
          },
        ],
      },
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/app/profile');
  await expect(page.getByText(`Eve ${payload(0)}`).first()).toBeVisible();
  await expectNothingRan(page, 'profile view');

  await page.goto('/app/generation');
  await page.getByRole('textbox', { name: 'Job Description' }).fill(`React engineer wanted. ${PAYLOADS.join(' ')}`);
  await page.getByRole('textbox', { name: 'Company' }).fill(`Acme ${payload(1)}`);
  await page.getByRole('textbox', { name: 'Job Title' }).fill(`Engineer ${payload(0)}`);
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page.getByRole('heading', { name: `Resume for Acme ${payload(1)}` })).toBeVisible();
  await expect(page.locator('[contenteditable="true"]')).toContainText('Eve');
  await expectNothingRan(page, 'resume preview');

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export as PDF' }).click();
  await (await popup).waitForEvent('close');
  const prints = await printed(page);
  expect(prints).toHaveLength(1);
  // Parsed, not pattern-matched: escaped text may spell href="javascript:..." and is harmless.
  const dangerousInPrint = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const tags = doc.querySelectorAll('img, svg, iframe, math, object, embed, script:not([src]), a[href^="javascript:"], a[href^="data:"]');
    const handlers = [...doc.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on')));
    return [...tags, ...handlers].map((el) => el.outerHTML.slice(0, 120));
  }, prints[0]!);
  expect(dangerousInPrint).toEqual([]);
  expect(prints[0]).toContain('&lt;img src=x onerror=');
  await expectNothingRan(page, 'after export');

  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByRole('heading', { name: `Cover Letter for Acme ${payload(1)}` })).toBeVisible();
  await expectNothingRan(page, 'cover letter preview');

  await page.goto('/app/dashboard');
  const link = page.getByRole('link', { name: /^View .*\.pdf$/ }).first();
  await link.click();
  await expect(page).toHaveURL(/\/app\/documents\//);
  await expect(page.getByText('Eve').first()).toBeVisible();
  await expectNothingRan(page, 'document view');

  expect(dialogs).toEqual([]);
});
