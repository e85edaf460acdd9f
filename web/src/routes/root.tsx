import { use, useState } from 'react';
import { LaunchContext } from '../app/launch-context';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import type { RouteHandle } from '../app/route-handle';
import { frameClassName, MAIN_CLASS_NAME } from '../components/layout/frame-classes';
import { NavBar } from '../components/layout/nav-bar';
// The footer (pop-ups, newsletter, support) is the landing feature's.
import { SiteFooter } from '../features/landing/components/site-footer';
import { useSignOut } from '../features/auth/api/sign-out';
import { SignInModal } from '../features/auth/components/sign-in-modal';
import { useAuth } from '../features/auth/hooks/use-auth';
import { SCROLL_STORAGE_KEY, scrollKey } from '../lib/scroll-memory';

/** The frame of every page: navigation bar, the page, footer, and the sign-in modal the bar opens. */
export default function RootLayout() {
  const { isSignedIn, loading } = useAuth();
  const signOut = useSignOut();
  // The pre-rendered landing page starts the app when Sign In is pressed (decision 009).
  const { opensSignIn } = use(LaunchContext);
  const [isSignInOpen, setIsSignInOpen] = useState(opensSignIn);
  const pageTitle = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast((title) => title !== undefined);

  return (
    <div className={frameClassName(isSignedIn)}>
      {/* React 19 hoists <title> into the document head. */}
      <title>{pageTitle ? `${pageTitle} · HireReady` : 'HireReady: tailored resumes and cover letters'}</title>
      <NavBar isSignedIn={isSignedIn} isLoading={loading} onSignIn={() => setIsSignInOpen(true)} onSignOut={signOut} />
      <main className={MAIN_CLASS_NAME}>
        <Outlet />
      </main>
      <SiteFooter />
      <SignInModal isOpen={isSignInOpen && !isSignedIn} onCancel={() => setIsSignInOpen(false)} onSignedIn={() => setIsSignInOpen(false)} />
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_STORAGE_KEY} />
    </div>
  );
}
