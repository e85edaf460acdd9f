import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  api.override('GET /api/documents', () => json(200, { documents: [], nextCursor: null }));
  api.override('POST /api/user/template', (call) => {
    const { templateId } = call.body as { templateId: string };
    return json(200, { resume_template: templateId });
  });
});

async function openPicker() {
  const app = renderApp('/app/dashboard');
  const heading = await screen.findByRole('heading', { name: 'Resume Template' }, { timeout: 5000 });
  const section = heading.closest('section');
  if (!section) throw new Error('no picker section');
  return { ...app, picker: within(section) };
}

const cardNames = (picker: Awaited<ReturnType<typeof openPicker>>['picker']) =>
  picker.getAllByRole('button', { name: /^Use / }).map((button) => button.getAttribute('aria-label'));

describe('template picker (SPEC points 2 and 5)', () => {
  it("marks 'classic' for a user who never chose, shows every card's preview, name and description and the notice", async () => {
    const { picker } = await openPicker();
    expect(picker.getByRole('button', { name: 'Use Classic Professional' })).toHaveAttribute('aria-pressed', 'true');
    expect(picker.getByRole('button', { name: 'Use Modern' })).toHaveAttribute('aria-pressed', 'false');
    expect(picker.getByRole('button', { name: 'Use Left Aligned' })).toHaveAttribute('aria-pressed', 'false');
    expect(picker.getByText('All templates are available to every user.')).toBeInTheDocument();
    expect(picker.getByText(/Centred header, serif headings/)).toBeInTheDocument();
    // Each card draws the real template with the sample resume.
    for (const id of ['classic', 'modern', 'leftaligned']) {
      // Thumbnails are drawn once the page is idle.
      await waitFor(() => expect(document.querySelector(`figure [data-document="resume"][data-template="${id}"]`)).not.toBeNull());
    }
    expect(api.callsTo('POST /api/user/template')).toHaveLength(0);
  });

  it('marks the stored choice', async () => {
    api.override('GET /api/user/profile', async (call) => {
      const profile = (await api.defaultAnswer(call).json()) as Record<string, unknown>;
      return json(200, { ...profile, resume_template: 'leftaligned' });
    });
    const { picker } = await openPicker();
    await waitFor(() => expect(picker.getByRole('button', { name: 'Use Left Aligned' })).toHaveAttribute('aria-pressed', 'true'));
    expect(picker.getByRole('button', { name: 'Use Classic Professional' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters by category: All, Classic, Modern, Minimalist', async () => {
    const { picker, user } = await openPicker();
    expect(cardNames(picker)).toEqual(['Use Classic Professional', 'Use Modern', 'Use Left Aligned']);
    await user.click(picker.getByRole('button', { name: 'Modern' }));
    expect(picker.getByRole('button', { name: 'Modern' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames(picker)).toEqual(['Use Modern']);
    await user.click(picker.getByRole('button', { name: 'Minimalist' }));
    expect(cardNames(picker)).toEqual(['Use Left Aligned']);
    await user.click(picker.getByRole('button', { name: 'Classic' }));
    expect(cardNames(picker)).toEqual(['Use Classic Professional']);
    await user.click(picker.getByRole('button', { name: 'All' }));
    expect(cardNames(picker)).toHaveLength(3);
  });

  it('saves a choice with POST /api/user/template and marks it', async () => {
    const { picker, user } = await openPicker();
    await user.click(picker.getByRole('button', { name: 'Use Modern' }));
    await waitFor(() => expect(picker.getByRole('button', { name: 'Use Modern' })).toHaveAttribute('aria-pressed', 'true'));
    expect(picker.getByRole('button', { name: 'Use Classic Professional' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('POST /api/user/template').map((call) => call.body)).toEqual([{ templateId: 'modern' }]);
    expect(picker.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to save template selection. Please try again.' and keeps the previous choice when saving fails", async () => {
    api.override('POST /api/user/template', () => apiError(500, 'INTERNAL', 'Database unavailable'));
    const { picker, user } = await openPicker();
    await user.click(picker.getByRole('button', { name: 'Use Left Aligned' }));
    expect(await picker.findByRole('alert')).toHaveTextContent('Failed to save template selection. Please try again.');
    expect(picker.getByRole('button', { name: 'Use Classic Professional' })).toHaveAttribute('aria-pressed', 'true');
    expect(picker.getByRole('button', { name: 'Use Left Aligned' })).toHaveAttribute('aria-pressed', 'false');
  });
});
