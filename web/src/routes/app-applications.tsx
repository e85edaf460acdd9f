import { ApplicationsPage } from '../features/applications/components/applications-page';
import { SignedInPage } from '../features/auth/components/signed-in-page';

/** /app/applications: every application from posting to offer (DESIGN decision 12). */
export default function ApplicationsRoute() {
  return (
    <SignedInPage
      title="Applications"
      description="Track every application from posting to offer, with the documents you made for it."
      signInRedirectTo="/app/applications"
    >
      <ApplicationsPage />
    </SignedInPage>
  );
}
