import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { profileQueryOptions } from '../api/get-profile';
import { createQueryClient } from '../lib/query-client';
import { forgetScrollOfFreshVisit } from '../lib/scroll-memory';
import { session } from '../lib/session';
import { LaunchContext, type Launch } from './launch-context';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

type LaunchAppOptions = Partial<Launch> & {
  container: HTMLElement;
  /** The container holds a pre-rendered picture (the landing page, an app shell's frame) that the app takes over. */
  replacesPage?: boolean;
  /** That picture is a finished page the visitor may have scrolled (the landing page): it keeps its place. */
  keepsScroll?: boolean;
};

/**
 * Starts the whole React app in `container`. Called at once by the app shell (index.html), and on
 * demand by the pre-rendered landing page (decision 009). When it takes over a finished page it
 * renders only once the router has loaded the route's lazy chunk: the loading spinner in between
 * would otherwise replace that page for a moment.
 */
export async function launchApp({
  container,
  opensSignIn = false,
  replacesPage = false,
  keepsScroll = false,
}: LaunchAppOptions): Promise<void> {
  const queryClient = createQueryClient();
  // Every signed-in page waits for the session and then the profile: ask for both now, while the
  // page's own code is still on its way, rather than after the first render (the same requests;
  // the session is restored once, and the page's query finds the profile in the cache).
  void session.start().then(() => {
    if (session.getState().status === 'signed-in') void queryClient.prefetchQuery(profileQueryOptions());
  });
  forgetScrollOfFreshVisit();
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
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <LaunchContext value={{ opensSignIn }}>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </LaunchContext>
    </StrictMode>
  );
  if (!keepsScroll) {
    root.render(app);
    return;
  }
  // Taking over a page the visitor may have scrolled: the router's first render scrolls to the top
  // (no position saved yet), so render now and put the page back where it was.
  const { scrollX, scrollY } = window;
  flushSync(() => root.render(app));
  window.scrollTo(scrollX, scrollY);
}
