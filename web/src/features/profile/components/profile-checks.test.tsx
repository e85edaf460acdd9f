/** Empty entries, required fields, where the save outcome shows, and skill levels nobody chose. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { serveProfile } from '../test/serve-profile';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
});

async function openAndEdit() {
  const app = renderApp('/app/profile');
  await app.user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return app;
}

const group = (name: string) => screen.getByRole('group', { name });
const updates = () => api.callsTo('POST /api/user/update-profile');
const lastData = () => (updates().at(-1)?.body as { data: Record<string, unknown> }).data;

describe('empty entries and required fields', () => {
  it('drops entries left entirely empty instead of saving them', async () => {
    serveProfile(api, {
      custom_sections: [{ id: 's-1', title: 'Projects', entries: [{ id: 'e-1', fields: [{ label: 'Title', value: 'Compiler' }] }] }],
    });
    const { user } = await openAndEdit();
    await user.click(screen.getByRole('button', { name: 'Add work experience' }));
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.click(screen.getByRole('button', { name: 'Add certification' }));
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Profile updated!');
    const data = lastData();
    expect(data.work_experience).toEqual([]);
    expect(data.education).toEqual([]);
    expect(data.skills).toEqual([]);
    expect(data.certifications).toEqual([]);
    expect(data.custom_sections).toEqual([
      { id: 's-1', title: 'Projects', entries: [{ id: 'e-1', fields: [{ label: 'Title', value: 'Compiler' }] }] },
    ]);
    // No 'Untitled' job or school in the saved profile.
    expect(screen.queryByText('Untitled')).not.toBeInTheDocument();
  });

  it('marks the required fields and says inline what is missing in an entry that was started', async () => {
    serveProfile(api);
    const { user } = await openAndEdit();
    await user.click(screen.getByRole('button', { name: 'Add work experience' }));
    const job = group('Experience 1');
    expect(within(job).getByLabelText('Job Title')).toHaveAttribute('aria-required', 'true');
    expect(within(job).getByLabelText('Company')).toHaveAttribute('aria-required', 'true');
    expect(within(job).getByLabelText('Location')).not.toHaveAttribute('aria-required');
    await user.type(within(job).getByLabelText('Location'), 'Remote');
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.type(within(group('Education 1')).getByLabelText('Degree'), 'BSc');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(within(job).getByLabelText('Job Title')).toHaveAccessibleDescription('Enter the job title.');
    expect(within(job).getByLabelText('Company')).toHaveAccessibleDescription('Enter the company.');
    expect(within(group('Education 1')).getByLabelText('School')).toHaveAccessibleDescription('Enter the school.');
    expect(within(job).getByLabelText('Job Title')).toHaveFocus();
    expect(updates()).toHaveLength(0);
  });
});

describe('the save outcome', () => {
  it("shows 'Profile updated!' in a fixed, announced status and puts focus back on the action bar", async () => {
    serveProfile(api);
    const { user } = await openAndEdit();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('Profile updated!')).toBeInTheDocument());
    const live = screen.getByText('Profile updated!').closest('[role="status"]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live?.parentElement).toHaveClass('fixed');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
  });
});

describe('skill levels', () => {
  it('shows a level only where one was chosen', async () => {
    serveProfile(api, {
      skills: [
        { name: 'SAP', experience_level: 'beginner' },
        { name: 'SQL', experience_level: 'expert' },
        { name: 'Excel', experience_level: 'beginner', level_set: true },
      ],
    });
    renderApp('/app/profile');
    const skills = await screen.findByRole('region', { name: 'Skills' });
    const items = within(skills)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['SAP', 'SQL · Expert', 'Excel · Beginner']);
  });
});
