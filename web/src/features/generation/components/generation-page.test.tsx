import { GENERATION_FIELDS_REQUIRED } from '@hireready/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { coverLetterResponse, deferred, resumeResponse } from '../test/fixtures';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  api.override('POST /api/user/increment-count', (call) => {
    const { type } = call.body as { type: string };
    return json(200, { type, used: 1, limit: 10, credits: 1 });
  });
  api.override('POST /api/openai/resume', () => json(200, resumeResponse()));
  api.override('POST /api/openai/cover-letter', () => json(200, coverLetterResponse()));
});

/** The generation page with the profile loaded, as a user finds it after a moment. */
async function openGenerationPage() {
  const app = renderApp('/app/generation');
  // The first render loads the lazy route chunk, which is slow on a cold start.
  await screen.findByRole('button', { name: 'Generate Resume' }, { timeout: 5000 });
  await waitFor(() => expect(app.queryClient.getQueryData(['profile'])).toBeDefined());
  return app;
}

async function fillJob(
  user: ReturnType<typeof renderApp>['user'],
  { jobDescription = 'We need TypeScript and React.', company = 'Acme', jobTitle = 'Engineer' } = {},
) {
  if (jobDescription) {
    await user.click(screen.getByRole('textbox', { name: 'Job Description' }));
    await user.paste(jobDescription);
  }
  if (company) {
    await user.click(screen.getByRole('textbox', { name: 'Company' }));
    await user.paste(company);
  }
  if (jobTitle) {
    await user.click(screen.getByRole('textbox', { name: 'Job Title' }));
    await user.paste(jobTitle);
  }
}

describe('generation form (SPEC point 5)', () => {
  it.each([
    ['all empty', { jobDescription: '', company: '', jobTitle: '' }],
    ['no job description', { jobDescription: '' }],
    ['no company', { company: '' }],
    ['no job title', { jobTitle: '' }],
    ['a blank company', { company: '   ' }],
  ])('refuses with %s, before counting anything', async (_case, fields) => {
    const { user } = await openGenerationPage();
    await fillJob(user, fields);
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERATION_FIELDS_REQUIRED);
    expect(api.callsTo('POST /api/user/increment-count')).toHaveLength(0);
  });

  it('labels the three fields and tells assistive technology they are required', async () => {
    await openGenerationPage();
    for (const name of ['Company', 'Job Title', 'Job Description']) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
  });

  it("says 'Profile not loaded yet.' while the profile has not arrived", async () => {
    api.override('GET /api/user/profile', () => new Promise<Response>(() => {}));
    const { user } = renderApp('/app/generation');
    await screen.findByRole('button', { name: 'Generate Cover Letter' }, { timeout: 5000 });
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile not loaded yet.');
    expect(api.callsTo('POST /api/user/increment-count')).toHaveLength(0);
  });
});

describe('generating (SPEC points 4 and 7)', () => {
  it("counts first, then generates; only the button in use shows 'Generating...' and is disabled", async () => {
    const answer = deferred<Response>();
    api.override('POST /api/openai/resume', () => answer.promise);
    const { user } = await openGenerationPage();
    await fillJob(user, { jobDescription: 'Kubernetes and TypeScript', company: 'Acme', jobTitle: 'Platform Engineer' });
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }));

    const busy = await screen.findByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate Cover Letter' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Generate Resume' })).not.toBeInTheDocument();

    expect(api.callsTo('POST /api/user/increment-count').map((call) => call.body)).toEqual([{ uid: 'uid-1', type: 'resume' }]);
    await waitFor(() => expect(api.callsTo('POST /api/openai/resume')).toHaveLength(1));
    expect(api.callsTo('POST /api/openai/resume')[0]?.body).toEqual({
      jobDescription: 'Kubernetes and TypeScript',
      company: 'Acme',
      jobTitle: 'Platform Engineer',
    });
    const countIndex = api.calls.findIndex((call) => call.path === '/api/user/increment-count');
    const generateIndex = api.calls.findIndex((call) => call.path === '/api/openai/resume');
    expect(countIndex).toBeLessThan(generateIndex);

    answer.resolve(json(200, resumeResponse()));
    expect(await screen.findByRole('heading', { name: 'Resume for Acme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Resume' })).toBeEnabled();
  });

  it.each([
    ['resume', 'Generate Resume', 'You have reached your resume generation limit. Please upgrade your plan.'],
    ['cover_letter', 'Generate Cover Letter', 'You have reached your cover letter generation limit. Please upgrade your plan.'],
  ])('stops at the limit (403) for a %s with the spec message', async (type, button, message) => {
    api.override('POST /api/user/increment-count', () => apiError(403, 'QUOTA_EXCEEDED', 'Monthly limit reached.'));
    const { user } = await openGenerationPage();
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo('POST /api/user/increment-count')[0]?.body).toEqual({ uid: 'uid-1', type });
    expect(api.callsTo('POST /api/openai/resume')).toHaveLength(0);
    expect(api.callsTo('POST /api/openai/cover-letter')).toHaveLength(0);
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });

  it.each([
    ['POST /api/openai/resume', 'Generate Resume', 'Something went wrong while generating the resume.', 502, 'UPSTREAM_ERROR'],
    [
      'POST /api/openai/cover-letter',
      'Generate Cover Letter',
      'Something went wrong while generating the cover-letter.',
      504,
      'UPSTREAM_TIMEOUT',
    ],
    ['POST /api/user/increment-count', 'Generate Resume', 'Something went wrong while generating the resume.', 500, 'INTERNAL'],
  ] as const)('a failure of %s says the spec message', async (route, button, message, status, code) => {
    api.override(route, () => apiError(status, code, 'Upstream trouble'));
    const { user } = await openGenerationPage();
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { level: 2, name: /for Acme/ })).not.toBeInTheDocument();
  });
});

describe('preview (SPEC point 2)', () => {
  it("is headed 'Resume for {company}', draws the default template (classic) editable, with the keyword report", async () => {
    const { user, container } = await openGenerationPage();
    await fillJob(user, { company: 'Northwind' });
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }));
    const preview = (await screen.findByRole('heading', { name: 'Resume for Northwind' })).closest('section');
    expect(preview).not.toBeNull();

    const editable = container.querySelector('[contenteditable="true"]');
    expect(editable?.querySelector('[data-document="resume"]')).toHaveAttribute('data-template', 'classic');
    expect(editable).toHaveTextContent('Ada Lovelace');

    const report = within(screen.getByRole('complementary', { name: 'About this document' }));
    expect(report.getByText('40%')).toBeInTheDocument();
    expect(report.getByText('60%')).toBeInTheDocument();
    expect(report.getByText('kubernetes')).toBeInTheDocument();
    expect(report.getByText(/never add a skill you have not confirmed/)).toBeInTheDocument();
    expect(report.getByText('Built-in engine')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export as PDF' })).toBeInTheDocument();
    expect(screen.getByText(/Headers and footers/)).toBeInTheDocument();
  });

  it("draws the user's chosen template and heads a letter 'Cover Letter for {company}'", async () => {
    api.override('GET /api/user/profile', async (call) => {
      const profile = (await api.defaultAnswer(call).json()) as Record<string, unknown>;
      return json(200, { ...profile, resume_template: 'leftaligned' });
    });
    const { user, container } = await openGenerationPage();
    await fillJob(user, { company: 'Contoso' });
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByRole('heading', { name: 'Cover Letter for Contoso' })).toBeInTheDocument();
    const letter = container.querySelector('[contenteditable="true"] [data-document="cover_letter"]');
    expect(letter).toHaveAttribute('data-template', 'leftaligned');
    expect(screen.getByText('AI model (gpt-test)')).toBeInTheDocument();
  });
});
