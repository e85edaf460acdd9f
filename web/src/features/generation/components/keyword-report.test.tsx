import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { resumeResponse } from '../test/fixtures';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  api.override('POST /api/user/increment-count', () => json(200, { type: 'resume', used: 1, limit: 10, credits: 1 }));
  const base = resumeResponse();
  api.override('POST /api/openai/resume', () =>
    json(200, {
      ...base,
      meta: {
        ...base.meta,
        keywords: {
          ...base.meta.keywords,
          missing: ['SQL', 'Kubernetes'],
          advice: [
            { term: 'SQL', evidence: 'PostgreSQL' },
            { term: 'Kubernetes', evidence: null },
          ],
          softSkills: ['communication skills'],
        },
      },
    }),
  );
});

async function generateResume() {
  const app = renderApp('/app/generation');
  await screen.findByRole('button', { name: 'Generate Resume' }, { timeout: 5000 });
  await waitFor(() => expect(app.queryClient.getQueryData(['profile'])).toBeDefined());
  for (const [name, value] of [
    ['Job Description', 'We need SQL.'],
    ['Company', 'Acme'],
    ['Job Title', 'Analyst'],
  ]) {
    await app.user.click(screen.getByRole('textbox', { name }));
    await app.user.paste(value);
  }
  await app.user.click(screen.getByRole('button', { name: 'Generate Resume' }));
  await screen.findByRole('heading', { name: 'Resume for Acme' });
  return { ...app, report: within(screen.getByRole('complementary', { name: 'About this document' })) };
}

describe('keyword report advice', () => {
  it('says what related evidence the profile holds, and soft skills apart', async () => {
    const { report } = await generateResume();
    expect(report.getByText(/your profile lists/).closest('p')).toHaveTextContent(
      'The posting asks for SQL; your profile lists PostgreSQL.',
    );
    expect(report.getByRole('heading', { name: 'Not in your profile (1)' })).toBeInTheDocument();
    expect(report.getByText('Kubernetes')).toBeInTheDocument();
    expect(report.getByRole('button', { name: 'Add Kubernetes to your skills' })).toBeInTheDocument();
    expect(report.getByText('communication skills')).toBeInTheDocument();
  });

  it('adds a missing keyword to the skills only after the user confirms, then refreshes the profile', async () => {
    let added: unknown = null;
    api.override('POST /api/user/add-skill', async (call) => {
      added = call.body;
      const profile = (await api.defaultAnswer({ ...call, method: 'GET', path: '/api/user/profile' } as never).json()) as Record<
        string,
        unknown
      >;
      return json(200, profile);
    });
    const { user, report } = await generateResume();
    const profileReads = api.callsTo('GET /api/user/profile').length;
    await user.click(report.getByRole('button', { name: 'Add SQL to your skills?' }));
    expect(api.callsTo('POST /api/user/add-skill')).toHaveLength(0);
    await user.click(report.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/user/add-skill')).toHaveLength(0);

    await user.click(report.getByRole('button', { name: 'Add SQL to your skills?' }));
    await user.click(report.getByRole('button', { name: 'Yes, add SQL' }));
    expect(await report.findByRole('status')).toHaveTextContent('Added SQL to your skills.');
    expect(added).toEqual({ name: 'SQL' });
    expect(api.callsTo('POST /api/user/add-skill')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/user/profile').length).toBeGreaterThan(profileReads));
  });

  it('says so when the skill could not be added, and lets the user try again', async () => {
    api.override('POST /api/user/add-skill', () => apiError(400, 'VALIDATION_ERROR', 'A profile lists at most 200 skills.'));
    const { user, report } = await generateResume();
    await user.click(report.getByRole('button', { name: 'Add Kubernetes to your skills' }));
    await user.click(report.getByRole('button', { name: 'Yes, add Kubernetes' }));
    expect(await report.findByRole('alert')).toHaveTextContent('Could not add Kubernetes.');
    expect(report.getByRole('button', { name: 'Add Kubernetes to your skills' })).toBeEnabled();
  });
});
