import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { PAGE_HEADINGS } from './page-headings';
import { expectPageTitle, renderApp } from '../test/render-app';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

describe('route table (SPEC point 2)', () => {
  it('redirects /dashboard to /app/dashboard keeping the query string', async () => {
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
    const { currentUrl } = renderApp('/dashboard?success=true&tier=plus');
    await expectPageTitle('Dashboard');
    expect(currentUrl()).toBe('/app/dashboard?success=true&tier=plus');
  });

  it('shows the landing page for an unknown path, at that path', async () => {
    const { currentUrl } = renderApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Start Building' })).toHaveAttribute('href', '/app/dashboard');
    expect(currentUrl()).toBe('/no/such/page');
  });

  it.each(['/app', '/app/', '/app/x', '/app/documents', '/app/dashboard/extra'])('redirects %s to /app/dashboard', async (path) => {
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
    const { currentUrl } = renderApp(path);
    await expectPageTitle('Dashboard');
    expect(currentUrl()).toBe('/app/dashboard');
  });

  it.each([
    ['/app/dashboard', 'Dashboard'],
    ['/app/generation', 'Generate'],
    ['/app/documents/doc-7', 'Document'],
    ['/app/profile', 'Profile'],
  ])('opens %s for a signed-in user without asking to sign in', async (path, title) => {
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
    const { currentUrl } = renderApp(path);
    await expectPageTitle(title);
    const mainNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(mainNav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentUrl()).toBe(path);
  });

  // The server sends /app/<key> the shell the build drew with PAGE_HEADINGS[key]: each key must be
  // the address of the page that shows that heading, or a reload would flash another page's.
  it.each(Object.entries(PAGE_HEADINGS))('shows the heading drawn into its shell at /app/%s', async (page, heading) => {
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
    const { currentUrl } = renderApp(`/app/${page}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading.title })).toBeInTheDocument();
    expect(screen.getByText(heading.description)).toBeInTheDocument();
    expect(currentUrl()).toBe(`/app/${page}`);
  });
});

describe('app pages need sign-in (SPEC point 2)', () => {
  it.each(['/app/dashboard', '/app/generation', '/app/documents/doc-7'])(
    'asks a signed-out visitor on %s to sign in; closing the modal goes to /',
    async (path) => {
      const { user, currentUrl } = renderApp(path);
      const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
      // Nothing of the page shows behind the modal.
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByRole('link', { name: 'Start Building' })).toBeInTheDocument();
      expect(currentUrl()).toBe('/');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('shows the profile message to a signed-out visitor on /app/profile, with Sign In beside it', async () => {
    api.addAccount('ada@example.com', 'secret1');
    const { user, currentUrl } = renderApp('/app/profile');
    expect(await screen.findByText("You're not signed in or your profile didn't load.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/app/profile');
  });

  it.each(['Start Building', 'Start For Free', 'Start with Basic', 'Get Plus'])(
    "opens the dialog in Create Account mode for a visitor who pressed '%s'",
    async (name) => {
      const { user, currentUrl } = renderApp('/');
      await user.click(await screen.findByRole('link', { name }));
      expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
      expect(currentUrl()).toBe('/app/dashboard');
    },
  );

  it('opens the dialog in Sign In mode on an app page reached any other way', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Start Building' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('link', { name: 'Start Building' });
    // The intent was used once: a later visit to an app page asks a returning user to sign in.
    cleanup();
    renderApp('/app/generation');
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('offers Try again when the session is there but the profile did not load', async () => {
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
    let fails = true;
    api.override('GET /api/user/profile', (call) => (fails ? new Response('upstream down', { status: 503 }) : api.defaultAnswer(call)));
    const { user } = renderApp('/app/profile');
    expect(await screen.findByText("You're not signed in or your profile didn't load.")).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('shows the same message when the profile fails to load', async () => {
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
    api.override('GET /api/user/profile', () => new Response('upstream down', { status: 404 }));
    renderApp('/app/profile');
    expect(await screen.findByText("You're not signed in or your profile didn't load.")).toBeInTheDocument();
  });

  it('loads the profile with the bearer token of the restored session', async () => {
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
    renderApp('/app/profile');
    await waitFor(() => expect(api.callsTo('GET /api/user/profile')).not.toHaveLength(0));
    const [profileCall] = api.callsTo('GET /api/user/profile');
    expect(profileCall?.authorization).toMatch(/^Bearer token-\d+$/);
  });

  it('brings a visitor who signs in on a document back to that document', async () => {
    api.addAccount('ada@example.com', 'secret1');
    const { user, currentUrl } = renderApp('/app/documents/doc-7?print=1');
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectPageTitle('Document');
    expect(currentUrl()).toBe('/app/documents/doc-7?print=1');
  });
});
