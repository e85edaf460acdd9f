import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavBarView } from './nav-bar';
import { enhanceNavBar } from './nav-bar-static';

const noop = () => {};

function bar(isSignedIn: boolean, isLoading: boolean, isMenuOpen = false) {
  return renderToString(
    <StaticRouter location="/">
      <NavBarView
        {...{ isSignedIn, isLoading, isMenuOpen }}
        isScrolled={false}
        onSignIn={noop}
        onSignOut={noop}
        onToggleMenu={noop}
        onCloseMenu={noop}
      />
    </StaticRouter>,
  );
}

/** The page as the build writes it (decision 009): the loading bar in the frame, the other states in templates. */
function setUpPage() {
  document.body.innerHTML =
    `<div id="root"><div class="flex">${bar(false, true)}<main>page</main></div></div>` +
    `<template data-nav-state="signed-out">${bar(false, false)}</template>` +
    `<template data-nav-state="signed-in">${bar(true, false)}</template>` +
    `<template data-nav-state="signed-in-menu">${bar(true, false, true)}</template>`;
  const handlers = { onSignIn: vi.fn(), onSignInIntent: vi.fn(), onSignOut: vi.fn() };
  const frame = document.querySelector<HTMLElement>('#root > div')!;
  const navBar = enhanceNavBar({ frame, ...handlers });
  return { navBar, handlers, frame };
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('navigation bar of the pre-rendered landing page (SPEC point 2)', () => {
  it('offers nothing while the session is restored, then Sign In to a signed-out visitor', async () => {
    const { navBar, handlers } = setUpPage();
    expect(within(screen.getByRole('banner')).queryByRole('button')).not.toBeInTheDocument();
    act(() => navBar.setState('signed-out'));
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' }));
    expect(handlers.onSignIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    navBar.destroy();
  });

  it('offers Dashboard, Applications, Generate, Profile and Logout to a signed-in user: pages in the bar, the bottom bar and the menu, Logout in the bar and the menu', async () => {
    const user = userEvent.setup();
    const { navBar, handlers, frame } = setUpPage();
    navBar.setState('signed-in');
    for (const name of ['Main', 'Quick links']) {
      const nav = screen.getByRole('navigation', { name });
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
      expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/app/applications');
      expect(within(nav).getByRole('link', { name: 'Generate' })).toHaveAttribute('href', '/app/generation');
      expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/app/profile');
    }
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Quick links' })).queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(frame).toHaveClass('pb-16');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(screen.getByRole('banner')).toHaveClass('bg-white', 'shadow-md');
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(handlers.onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    navBar.destroy();
  });

  it('turns white with a shadow once the page is scrolled more than 10 px', () => {
    const { navBar } = setUpPage();
    navBar.setState('signed-out');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    scrollTo(10);
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
    expect(screen.getByRole('banner')).not.toHaveClass('shadow-md');
    scrollTo(11);
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    expect(screen.getByRole('banner')).toHaveClass('bg-white', 'shadow-md');
    scrollTo(0);
    expect(screen.getByRole('banner')).not.toHaveClass('shadow-md');
    navBar.destroy();
  });
});
