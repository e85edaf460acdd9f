import { useState } from 'react';
import { PAGE_HEADINGS } from '../app/page-headings';
import { Page } from '../components/layout/page';
import { signedInPageLoading } from '../features/auth/components/signed-in-page-loading';
import { SignInModal } from '../features/auth/components/sign-in-modal';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useProfile } from '../api/get-profile';
import { ProfilePage } from '../features/profile/components/profile-page';

const actionClass = 'shrink-0 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500';

/**
 * /app/profile (SPEC point 2): signed out, or a profile that fails to load, gets the spec's message,
 * with the way forward beside it: Sign In, or Try again when the session is there but the load failed.
 */
export default function ProfileRoute() {
  const { isSignedIn, loading } = useAuth();
  const profile = useProfile({ enabled: isSignedIn });
  const [isSignInOpen, setIsSignInOpen] = useState(false);

  // The same picture as the page's shell, so nothing changes on screen until the profile is in.
  if (loading || (isSignedIn && profile.isPending)) return signedInPageLoading(PAGE_HEADINGS.profile);
  if (!isSignedIn || !profile.data) {
    return (
      <Page {...PAGE_HEADINGS.profile}>
        <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="text-amber-900">
            You're not signed in or your profile didn't load.
          </p>
          {isSignedIn ? (
            <button type="button" onClick={() => void profile.refetch()} className={actionClass}>
              Try again
            </button>
          ) : (
            <button type="button" onClick={() => setIsSignInOpen(true)} className={actionClass}>
              Sign In
            </button>
          )}
        </div>
        <SignInModal
          isOpen={isSignInOpen && !isSignedIn}
          onCancel={() => setIsSignInOpen(false)}
          onSignedIn={() => setIsSignInOpen(false)}
          signInRedirectTo="/app/profile"
        />
      </Page>
    );
  }
  return (
    <Page {...PAGE_HEADINGS.profile}>
      <ProfilePage profile={profile.data} />
    </Page>
  );
}
