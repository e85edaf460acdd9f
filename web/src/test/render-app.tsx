import { configure, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect } from 'vitest';
import { AppProvider } from '../app/provider';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session';

// Pages are lazy chunks; the first import of one in a test run can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// The session is the app's one module-level store; every test starts signed out of it.
afterEach(() => {
  session.reset();
});

/** Waits until the browser tab names `page` (each route sets its title; see app/routes.tsx). */
export async function expectPageTitle(page: string) {
  await waitFor(() => expect(document.title).toBe(`${page} · HireReady`));
}

/** The whole app, with its real route table and providers, at `path`. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  /** Where the browser is: path plus query string, as the address bar shows it. */
  const currentUrl = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, queryClient, user, currentUrl };
}
