import { SettingsPage } from '../features/account/components/settings-page';
import { SignedInPage } from '../features/auth/components/signed-in-page';
import { useAuth } from '../features/auth/hooks/use-auth';

/** /app/settings: password, your data, and deleting the account (decision 022). */
export default function SettingsRoute() {
  const { user } = useAuth();
  return (
    <SignedInPage title="Settings" description="Your password, your data and your account." signInRedirectTo="/app/settings">
      <SettingsPage email={user?.email ?? ''} />
    </SignedInPage>
  );
}
