import { useParams } from 'react-router';
import { Page } from '../components/layout/page';
import { ApplicationDetail } from '../features/applications/components/application-detail';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

/** /app/applications/{id}: one application's timeline, documents, notes and next step. */
export default function ApplicationRoute() {
  const { id = '' } = useParams();
  return (
    <RequireSignIn signInRedirectTo={`/app/applications/${id}`}>
      <Page title="Application">
        <ApplicationDetail id={id} />
      </Page>
    </RequireSignIn>
  );
}
