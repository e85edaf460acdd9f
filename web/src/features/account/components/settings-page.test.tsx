import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@hireready/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catchDownloads } from '../../../test/catch-downloads';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { expectPageTitle, renderApp } from '../../../test/render-app';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
});

async function openSettings() {
  const app = renderApp('/app/settings');
  await expectPageTitle('Settings');
  await screen.findByText('You sign in as ada@example.com.');
  return app;
}

/** The inline problem under a field: the field is marked invalid and names the message as its description. */
function expectFieldProblem(label: string, message: string) {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('settings: change password', () => {
  it('marks a short new password and a second copy that differs inline, and sends nothing', async () => {
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('New password again'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expectFieldProblem('New password', 'Password should be at least 6 characters');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'new-secreT');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expectFieldProblem('New password again', 'The two new passwords are not the same.');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');

    await user.clear(screen.getByLabelText('Current password'));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expectFieldProblem('Current password', 'Enter your current password.');
    expect(api.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('changes the password, says other devices are signed out and empties the fields', async () => {
    // The server answers a new session for this device, as a sign-in would.
    api.override('POST /api/auth/change-password', (call) =>
      api.defaultAnswer({ ...call, path: '/api/auth/sign-in', body: { email: 'ada@example.com', password: 'secret1' } }),
    );
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('New password again'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed. Every other device has been signed out.')).toBeVisible();
    const [call] = api.callsTo('POST /api/auth/change-password');
    expect(call?.body).toEqual({ currentPassword: 'secret1', newPassword: 'new-secret' });
    expect(call?.authorization).toMatch(/^Bearer /);
    for (const label of ['Current password', 'New password', 'New password again']) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it("shows the server's answer to a wrong current password and keeps what was typed", async () => {
    api.override('POST /api/auth/change-password', () => apiError(403, 'auth/wrong-password', WRONG_CURRENT_PASSWORD_MESSAGE));
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('New password again'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const form = screen.getByRole('button', { name: 'Change password' }).closest('form')!;
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(WRONG_CURRENT_PASSWORD_MESSAGE));
    expect(screen.queryByText(/Password changed/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('new-secret');
  });
});

describe('settings: download all my data', () => {
  it('saves the whole account export as one dated JSON file', async () => {
    const downloads = catchDownloads();
    const exported = { format: 'hireready-account-export/1', account: { email: 'ada@example.com' }, documents: [] };
    api.override('GET /api/user/export', () => json(200, exported));
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Download all my data' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^hireready-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await downloads[0]!.blob.text())).toEqual(exported);
    expect(screen.getByRole('button', { name: 'Download all my data' })).toBeEnabled();
  });

  it('says so when the data could not be downloaded', async () => {
    const downloads = catchDownloads();
    api.override('GET /api/user/export', () => apiError(503, 'SERVICE_UNAVAILABLE', 'The server is busy. Please try again shortly.'));
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Download all my data' }));

    expect(await screen.findByText('The server is busy. Please try again shortly.')).toBeVisible();
    expect(downloads).toHaveLength(0);
  });
});

describe('settings: delete my account', () => {
  it('asks for confirmation first, and "Keep my account" deletes nothing', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/user')).toHaveLength(0);
  });

  it('needs the password: without one it asks for it, a wrong one gets the server answer, the account stays', async () => {
    api.override('DELETE /api/user', () => apiError(403, 'auth/wrong-password', WRONG_CURRENT_PASSWORD_MESSAGE));
    const { user, currentUrl } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription('Enter your password to confirm.');
    expect(api.callsTo('DELETE /api/user')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD_MESSAGE));
    expect(currentUrl()).toBe('/app/settings');
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });

  it('deletes with the password, then shows the home page signed out', async () => {
    api.override('DELETE /api/user', () => new Response(null, { status: 204 }));
    const { user, currentUrl } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(api.callsTo('DELETE /api/user')[0]?.body).toEqual({ password: 'secret1' });
    expect((await screen.findAllByRole('button', { name: 'Sign In' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
