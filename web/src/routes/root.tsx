import { useState } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import type { RouteHandle } from '../app/routes';
import { NavBar } from '../components/layout/nav-bar';
// The footer (pop-ups, newsletter, support) is the landing feature's.
import { SiteFooter } from '../features/landing/components/site-footer';
import { useSignOut } from '../features/auth/api/sign-out';
import { SignInModal } from '../features/auth/components/sign-in-modal';
import { useAuth } from '../features/auth/hooks/use-auth';

/** The frame of every page: navigation bar, the page, footer, and the sign-in modal the bar opens. */
export default function RootLayout() {
  const { isSignedIn, loading } = useAuth();
  const signOut = useSignOut();
  const [isSignInOpen, setIsSignInOpen] = useState(false);
  const pageTitle = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast((title) => title !== undefined);

  return (
    // Signed-in phones get a bottom bar; the padding keeps the footer out from under it.
    <div className={`flex min-h-dvh flex-col ${isSignedIn ? 'pb-16 md:pb-0' : ''}`}>
      {/* React 19 hoists <title> into the document head. */}
      <title>{pageTitle ? `${pageTitle} · HireReady` : 'HireReady: tailored resumes and cover letters'}</title>
      <NavBar
        isSignedIn={isSignedIn}
        isLoading={loading}
        onSignIn={() => setIsSignInOpen(true)}
        onSignOut={signOut}
      />
      <main className="flex-1 pt-16">
        <Outlet />
      </main>
      <SiteFooter />
      <SignInModal
        isOpen={isSignInOpen && !isSignedIn}
        onCancel={() => setIsSignInOpen(false)}
        onSignedIn={() => setIsSignInOpen(false)}
      />
      <ScrollRestoration />
    </div>
  );
}
