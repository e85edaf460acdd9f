/** Where the result lands, the job line above it, the template beside it and the full-screen view. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { resumeResponse } from '../test/fixtures';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  api.override('POST /api/user/increment-count', () => json(200, { type: 'resume', used: 1, limit: 10, credits: 1 }));
  api.override('POST /api/openai/resume', () => json(200, resumeResponse()));
});

afterEach(() => {
  // jsdom has no scrollIntoView; the tests lend one.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

async function generateResume() {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  const app = renderApp('/app/generation');
  await screen.findByRole('button', { name: 'Generate Resume' }, { timeout: 5000 });
  await waitFor(() => expect(app.queryClient.getQueryData(['profile'])).toBeDefined());
  await app.user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme');
  await app.user.type(screen.getByRole('textbox', { name: 'Job Title' }), 'Data Scientist');
  await app.user.type(screen.getByRole('textbox', { name: 'Job Description' }), 'Python and SQL.');
  await app.user.click(screen.getByRole('button', { name: 'Generate Resume' }));
  const heading = await screen.findByRole('heading', { name: 'Resume for Acme' });
  return { ...app, heading, scrolled };
}

const documentRoot = () => document.querySelector<HTMLElement>('[contenteditable] [data-document]');

describe('the generation result', () => {
  it('is scrolled into view and takes focus, under a compact line naming the job', async () => {
    const { heading, scrolled, user } = await generateResume();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
    const section = screen.getByRole('region', { name: 'Resume for Acme' });
    expect(section).toHaveTextContent('Data Scientist · Acme · Edit');
    await user.click(within(section).getByRole('button', { name: 'Edit the job' }));
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveFocus();
  });

  it('offers the three templates beside the preview and redraws the document at once, leaving the saved choice', async () => {
    const { user } = await generateResume();
    const templates = screen.getByRole('radiogroup', { name: 'Template' });
    // Never chosen: the effective default.
    expect(within(templates).getByRole('radio', { name: /Classic Professional/ })).toBeChecked();
    await waitFor(() => expect(documentRoot()).toHaveAttribute('data-template', 'classic'));
    await user.click(within(templates).getByRole('radio', { name: /Left Aligned/ }));
    expect(within(templates).getByRole('radio', { name: /Left Aligned/ })).toBeChecked();
    await waitFor(() => expect(documentRoot()).toHaveAttribute('data-template', 'leftaligned'));
    expect(api.callsTo('POST /api/user/set-template')).toHaveLength(0);
  });

  it('opens a full-screen reading view with zoom, and comes back with the same (edited) document', async () => {
    const { user } = await generateResume();
    await waitFor(() => expect(documentRoot()).not.toBeNull());
    const editable = document.querySelector<HTMLElement>('[contenteditable]')!;
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    const view = screen.getByRole('dialog', { name: 'Document, full screen' });
    expect(within(view).getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(within(view).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(within(view).getByRole('button', { name: 'Zoom in' }));
    expect(view).toHaveTextContent('150%');
    // The very element the user edits, not a copy.
    expect(view).toContainElement(editable);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[contenteditable]')).toBe(editable);
  });
});
