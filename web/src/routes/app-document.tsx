import { Link, useLocation, useParams } from 'react-router';
import { Page } from '../components/layout/page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

/** /app/documents/:id (SPEC point 2). A signed-out visitor who signs in here comes back to this document. */
export default function DocumentRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  return (
    <RequireSignIn signInRedirectTo={location.pathname + location.search}>
      <Page title="Document">
        <Link to="/app/dashboard" className="text-sm font-semibold text-indigo-600 hover:text-indigo-500">
          Back to Dashboard
        </Link>
        <p className="mt-4 text-slate-600">Document {id}</p>
      </Page>
    </RequireSignIn>
  );
}
