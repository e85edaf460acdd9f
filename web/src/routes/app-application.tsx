import { useParams } from 'react-router';
import { ApplicationDetail } from '../features/applications/components/application-detail';
import { SignedInPage } from '../features/auth/components/signed-in-page';

/** /app/applications/{id}: one application's timeline, documents, notes and next step. */
export default function ApplicationRoute() {
  const { id = '' } = useParams();
  return (
    <SignedInPage title="Application" signInRedirectTo={`/app/applications/${id}`}>
      <ApplicationDetail id={id} />
    </SignedInPage>
  );
}
