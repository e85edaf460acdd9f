import { useLocation, useParams } from 'react-router';
import { RequireSignIn } from '../features/auth/components/require-sign-in';
import { DocumentView } from '../features/documents/components/document-view';
import { ReadingView } from '../features/documents/components/reading-view';
import { DocumentSheet } from '../features/templates/components/document-sheet';
import { renderPrintPage } from '../features/templates/print-page';

/**
 * /app/documents/:id (SPEC point 2). A signed-out visitor who signs in here comes back to this document.
 * The stored HTML carries its own inline styles; it is drawn on the same Letter sheet as the preview.
 */
export default function DocumentRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  return (
    <RequireSignIn signInRedirectTo={location.pathname + location.search}>
      <DocumentView
        key={id}
        id={id}
        buildPrintPage={renderPrintPage}
        renderDocument={(safeHtml) => (
          <ReadingView>
            <DocumentSheet>
              <div data-testid="document-content" dangerouslySetInnerHTML={{ __html: safeHtml }} />
            </DocumentSheet>
          </ReadingView>
        )}
      />
    </RequireSignIn>
  );
}
