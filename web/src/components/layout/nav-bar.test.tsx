import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { NavBar } from './nav-bar';

function renderNavBar(props: Partial<Parameters<typeof NavBar>[0]> = {}) {
  const handlers = { onSignIn: vi.fn(), onSignOut: vi.fn() };
  const router = createMemoryRouter([{ path: '*', element: <NavBar isSignedIn={false} isLoading={false} {...handlers} {...props} /> }]);
  render(<RouterProvider router={router} />);
  return handlers;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('navigation bar (SPEC point 2)', () => {
  it('turns white with a shadow once the page is scrolled more than 10 px', () => {
    renderNavBar();
    const bar = screen.getByRole('banner');
    expect(bar).not.toHaveClass('bg-white', 'shadow-md');
    scrollTo(10);
    expect(bar).not.toHaveClass('shadow-md');
    scrollTo(11);
    expect(bar).toHaveClass('bg-white', 'shadow-md');
    scrollTo(0);
    expect(bar).not.toHaveClass('shadow-md');
  });

  it('offers only Sign In to a signed-out visitor, and the wordmark goes home', async () => {
    const { onSignIn } = renderNavBar({ isSignedIn: false });
    expect(screen.getByRole('link', { name: 'HireReady' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('offers nothing while the session is being restored', () => {
    renderNavBar({ isLoading: true });
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Dashboard, Applications, Generate, Profile and Logout to a signed-in user; the bottom bar has the pages only', () => {
    renderNavBar({ isSignedIn: true });
    for (const name of ['Main', 'Quick links']) {
      const nav = screen.getByRole('navigation', { name });
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
      expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/app/applications');
      expect(within(nav).getByRole('link', { name: 'Generate' })).toHaveAttribute('href', '/app/generation');
      expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/app/profile');
    }
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // Settings is an account page, beside Logout, not one of the pages of the bottom bar.
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/app/settings',
    );
    expect(within(screen.getByRole('navigation', { name: 'Quick links' })).queryByRole('link', { name: 'Settings' })).toBeNull();
    // A destructive action does not sit where a thumb rests: Logout is in the menu instead.
    expect(within(screen.getByRole('navigation', { name: 'Quick links' })).queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('has a collapsible menu with the same items for small screens', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderNavBar({ isSignedIn: true });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Applications', 'Generate', 'Profile', 'Settings']);

    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('Logout (SPEC points 2 and 8)', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  });

  it('signs out and goes to /', async () => {
    const { user, currentUrl } = renderApp('/app/dashboard');
    const mainNav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(mainNav).getByRole('button', { name: 'Logout' }));

    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(api.hasRefreshCookie).toBe(false);
  });

  it('only logs a failed sign-out, and still leaves the app', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.override('POST /api/auth/sign-out', () => Promise.reject(new TypeError('Failed to fetch')));
    const { user, currentUrl } = renderApp('/app/dashboard');
    const mainNav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(mainNav).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Start Building' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledWith('Logout failed:', expect.objectContaining({ code: 'NETWORK_ERROR' }));
  });
});
