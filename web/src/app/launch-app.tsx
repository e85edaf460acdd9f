import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { LaunchContext, type Launch } from './launch-context';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

type LaunchAppOptions = Partial<Launch> & {
  container: HTMLElement;
  /** The container holds a finished page (the pre-rendered landing page) that the app takes over. */
  replacesPage?: boolean;
};

/**
 * Starts the whole React app in `container`. Called at once by the app shell (index.html), and on
 * demand by the pre-rendered landing page (decision 009). When it takes over a finished page it
 * renders only once the router has loaded the route's lazy chunk: the loading spinner in between
 * would otherwise replace that page for a moment.
 */
export async function launchApp({ container, opensSignIn = false, replacesPage = false }: LaunchAppOptions): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  if (replacesPage && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  createRoot(container).render(
    <StrictMode>
      <LaunchContext value={{ opensSignIn }}>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </LaunchContext>
    </StrictMode>,
  );
}
