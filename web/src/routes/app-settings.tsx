import { SettingsPage } from '../features/account/components/settings-page';
import { PAGE_HEADINGS } from '../app/page-headings';
import { SignedInPage } from '../features/auth/components/signed-in-page';
import { useAuth } from '../features/auth/hooks/use-auth';

/** /app/settings: password, your data, and deleting the account (decision 022). */
export default function SettingsRoute() {
  const { user } = useAuth();
  return (
    <SignedInPage {...PAGE_HEADINGS.settings} signInRedirectTo="/app/settings">
      <SettingsPage email={user?.email ?? ''} />
    </SignedInPage>
  );
}
