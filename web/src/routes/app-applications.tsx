import { Page } from '../components/layout/page';
import { ApplicationsPage } from '../features/applications/components/applications-page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

/** /app/applications: every application from posting to offer (DESIGN decision 12). */
export default function ApplicationsRoute() {
  return (
    <RequireSignIn signInRedirectTo="/app/applications">
      <Page title="Applications" description="Track every application from posting to offer, with the documents you made for it.">
        <ApplicationsPage />
      </Page>
    </RequireSignIn>
  );
}
