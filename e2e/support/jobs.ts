import type { Page } from '@playwright/test';

/** The job every generation test applies for. */
export const JOB = {
  company: 'Northwind Logistics',
  jobTitle: 'Senior Frontend Engineer',
  jobDescription:
    'We are hiring a Senior Frontend Engineer to build our shipment tracking portal with React and TypeScript. ' +
    'You will design accessible interfaces, write automated tests, work with Node.js APIs and PostgreSQL, and mentor engineers.',
};

/** Fills the generation page's job form with JOB. */
export async function fillJob(page: Page) {
  await page.getByRole('textbox', { name: 'Job Description' }).fill(JOB.jobDescription);
  await page.getByRole('textbox', { name: 'Company' }).fill(JOB.company);
  await page.getByRole('textbox', { name: 'Job Title' }).fill(JOB.jobTitle);
}
