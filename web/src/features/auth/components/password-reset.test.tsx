import { FORGOT_PASSWORD_ANSWER, INVALID_RESET_LINK_MESSAGE } from '@hireready/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { expectPageTitle, renderApp } from '../../../test/render-app';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1');
  // As the server: one sentence for every well-formed address, whether an account has it or not.
  api.override('POST /api/auth/forgot-password', () => json(200, { message: FORGOT_PASSWORD_ANSWER }));
});

async function openForgotPassword(typedEmail = '') {
  const app = renderApp('/');
  await app.user.click(await screen.findByRole('button', { name: 'Sign In' }));
  const signIn = screen.getByRole('dialog', { name: 'Sign In' });
  if (typedEmail) await app.user.type(within(signIn).getByLabelText('Email'), typedEmail);
  await app.user.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));
  return { ...app, dialog: screen.getByRole('dialog', { name: 'Reset your password' }) };
}

describe('forgot password (decision 022)', () => {
  it.each(['ada@example.com', 'nobody@example.com'])('gives the same answer for %s, and sends just the address', async (email) => {
    const { user, dialog } = await openForgotPassword();
    await user.type(within(dialog).getByLabelText('Email'), email);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_ANSWER);
    expect(api.callsTo('POST /api/auth/forgot-password').map((call) => call.body)).toEqual([{ email }]);
    expect(within(dialog).queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('starts from the address typed in the sign-in form, and refuses a malformed one without asking the server', async () => {
    const { user, dialog } = await openForgotPassword('ada@example');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(/valid email/i);
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/forgot-password')).toHaveLength(0);
  });

  it('goes back to the sign-in form', async () => {
    const { user, dialog } = await openForgotPassword();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('reset password page (decision 022)', () => {
  async function openResetPage(token = 'link-token-1') {
    const app = renderApp(`/reset-password?token=${token}`);
    await expectPageTitle('Set a new password');
    return app;
  }

  it('marks a short password and a second copy that differs inline, and sends nothing', async () => {
    const { user } = await openResetPage();
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password should be at least 6 characters'),
    );

    await user.type(screen.getByLabelText('New password'), 'defgh');
    await user.type(screen.getByLabelText('New password again'), 'abcdefgx');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription('The two new passwords are not the same.');
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('sets the new password with the token from the link, then offers to sign in', async () => {
    api.override('POST /api/auth/reset-password', () => json(200, { ok: true }));
    const { user } = await openResetPage();
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('New password again'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const done = await screen.findByText(/^Your new password is set, and every device that was signed in has been signed out/);
    expect(done).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({ token: 'link-token-1', newPassword: 'new-secret' });
    await user.click(within(done.parentElement!).getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says a wrong, used or expired link is no good, and asks for a new one from there', async () => {
    api.override('POST /api/auth/reset-password', () => apiError(400, 'auth/invalid-action-code', INVALID_RESET_LINK_MESSAGE));
    const { user } = await openResetPage('expired-token');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('New password again'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(INVALID_RESET_LINK_MESSAGE));
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('says a link without its token is incomplete, without asking the server', async () => {
    renderApp('/reset-password');
    await expectPageTitle('Set a new password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);
  });
});
