import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { expectPageTitle, renderApp } from '../../../test/render-app';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

async function openModal(path = '/') {
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: 'Sign In' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign In' });
  return { ...app, dialog };
}

describe('sign-in modal (SPEC points 2 and 5)', () => {
  it('signs in on Enter, closes, creates the profile and goes to the dashboard', async () => {
    api.addAccount('ada@example.com', 'secret1');
    const { user, dialog, currentUrl } = await openModal();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');

    await expectPageTitle('Dashboard');
    expect(currentUrl()).toBe('/app/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/auth/sign-in')[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
    const [createProfile] = api.callsTo('POST /api/user/create-profile');
    expect(createProfile?.body).toEqual({ uid: 'uid-1', email: 'ada@example.com', name: '' });
    expect(createProfile?.authorization).toMatch(/^Bearer /);
  });

  it('registers a new account and goes to the profile', async () => {
    const { user, dialog, currentUrl } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(within(dialog).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await expectPageTitle('Profile');
    expect(currentUrl()).toBe('/app/profile');
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(1);
    expect(api.callsTo('POST /api/user/create-profile')).toHaveLength(1);
  });

  it.each([
    ['', ''],
    ['ada@example.com', ''],
    ['', 'secret1'],
  ])('asks for both fields (email %j, password %j) and sends nothing', async (email, password) => {
    const { user, dialog } = await openModal();
    if (email) await user.type(within(dialog).getByLabelText('Email'), email);
    if (password) await user.type(within(dialog).getByLabelText('Password'), password);
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(api.callsTo('POST /api/auth/sign-in')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows 'Processing...' on a disabled submit button while signing in", async () => {
    api.addAccount('ada@example.com', 'secret1');
    let release: () => void = () => {};
    api.override('POST /api/auth/sign-in', (call) => {
      return new Promise((resolve) => {
        release = () => resolve(api.defaultAnswer(call));
      });
    });
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');

    const busy = await within(dialog).findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    // A second Enter while busy sends nothing more.
    await user.type(within(dialog).getByLabelText('Password'), '{Enter}');
    expect(api.callsTo('POST /api/auth/sign-in')).toHaveLength(1);

    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel closes the modal and clears the fields', async () => {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const reopened = screen.getByRole('dialog', { name: 'Sign In' });
    expect(within(reopened).getByLabelText('Email')).toHaveValue('');
    expect(within(reopened).getByLabelText('Password')).toHaveValue('');
  });

  it('Escape closes the modal too, and focus starts in the e-mail field', async () => {
    const { user, dialog } = await openModal();
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [400, 'auth/invalid-email', 'Please enter a valid email address'],
    [401, 'auth/user-not-found', 'Invalid email or password'],
    [401, 'auth/wrong-password', 'Invalid email or password'],
    [401, 'auth/invalid-credential', 'Invalid email or password'],
    [409, 'auth/email-already-in-use', 'This email is already registered'],
    [400, 'auth/weak-password', 'Password should be at least 6 characters'],
    [429, 'auth/too-many-requests', 'Too many attempts. Try again in a few minutes.'],
    [403, 'auth/user-disabled', 'This account has been disabled.'],
  ])('maps a %i %s answer to %j', async (status, code, message) => {
    api.override('POST /api/auth/sign-in', () => apiError(status, code, message === 'Invalid email or password' ? 'raw' : message));
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('maps the real server answers for registration', async () => {
    api.addAccount('taken@example.com', 'secret1');
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    const email = within(dialog).getByLabelText('Email');
    const password = within(dialog).getByLabelText('Password');

    await user.type(email, 'not-an-email');
    await user.type(password, 'secret1{Enter}');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'taken@example.com{Enter}');
    expect(await within(dialog).findByText('This email is already registered')).toBeInTheDocument();

    await user.clear(email);
    await user.clear(password);
    await user.type(email, 'fresh@example.com');
    await user.type(password, '123{Enter}');
    expect(await within(dialog).findByText('Password should be at least 6 characters')).toBeInTheDocument();
  });

  it('shows a network failure in its own words', async () => {
    api.override('POST /api/auth/sign-in', () => Promise.reject(new TypeError('Failed to fetch')));
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network error. Please check your connection and try again.');
  });

  it('still closes and navigates when creating the profile fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.addAccount('ada@example.com', 'secret1');
    api.override('POST /api/user/create-profile', () => json(500, { error: { code: 'INTERNAL', message: 'boom' } }));
    const { user, dialog, currentUrl } = await openModal();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');

    await expectPageTitle('Dashboard');
    expect(currentUrl()).toBe('/app/dashboard');
    expect(warn).toHaveBeenCalledWith('Failed to create/merge user profile:', expect.objectContaining({ code: 'INTERNAL' }));
  });
});

describe('every problem at once (issue: errors one at a time)', () => {
  it('marks both fields and says both things when registering with a bad address and a short password', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    const email = within(dialog).getByLabelText('Email');
    const password = within(dialog).getByLabelText('Password');
    await user.type(email, 'not-an-email');
    await user.type(password, '123{Enter}');

    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Please enter a valid email address');
    expect(alert).toHaveTextContent('Password should be at least 6 characters');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('marks only the empty field when one is missing', async () => {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(within(dialog).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
  });

  it('marks both fields for a wrong e-mail or password, which the server does not tell apart', async () => {
    api.override('POST /api/auth/sign-in', () => apiError(401, 'auth/invalid-credential', 'raw'));
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');
    expect(await within(dialog).findByText('Invalid email or password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });
});
