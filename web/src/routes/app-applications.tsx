import { ApplicationsPage } from '../features/applications/components/applications-page';
import { PAGE_HEADINGS } from '../app/page-headings';
import { SignedInPage } from '../features/auth/components/signed-in-page';

/** /app/applications: every application from posting to offer (DESIGN decision 12). */
export default function ApplicationsRoute() {
  return (
    <SignedInPage {...PAGE_HEADINGS.applications} signInRedirectTo="/app/applications">
      <ApplicationsPage />
    </SignedInPage>
  );
}
