import { Page } from '../components/layout/page';
import { SettingsPage } from '../features/account/components/settings-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

/** /app/settings: password, your data, and deleting the account (decision 022). */
export default function SettingsRoute() {
  return (
    <RequireSignIn signInRedirectTo="/app/settings">
      <Page title="Settings" description="Your password, your data and your account.">
        <SettingsPage />
      </Page>
    </RequireSignIn>
  );
}
