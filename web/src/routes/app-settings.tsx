import { Page } from '../components/layout/page';
import { SettingsPage } from '../features/account/components/settings-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';
import { useAuth } from '../features/auth/hooks/use-auth';

/** /app/settings: password, your data, and deleting the account (decision 022). */
export default function SettingsRoute() {
  const { user } = useAuth();
  return (
    <RequireSignIn signInRedirectTo="/app/settings">
      <Page title="Settings" description="Your password, your data and your account.">
        <SettingsPage email={user?.email ?? ''} />
      </Page>
    </RequireSignIn>
  );
}
