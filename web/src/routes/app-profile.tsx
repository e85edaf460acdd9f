import { Page } from '../components/layout/page';
import { PageLoading } from '../components/ui/page-loading';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useProfile } from '../features/profile/api/get-profile';
import { ProfilePage } from '../features/profile/components/profile-page';

/** /app/profile (SPEC point 2): signed out, or a profile that fails to load, gets the spec's message. */
export default function ProfileRoute() {
  const { isSignedIn, loading } = useAuth();
  const profile = useProfile({ enabled: isSignedIn });

  if (loading || (isSignedIn && profile.isPending)) return <PageLoading label="Loading profile..." />;
  if (!isSignedIn || !profile.data) {
    return (
      <Page title="Profile">
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          You're not signed in or your profile didn't load.
        </p>
      </Page>
    );
  }
  return (
    <Page title="Profile" description="The facts every resume and cover letter is built from.">
      <ProfilePage profile={profile.data} />
    </Page>
  );
}
