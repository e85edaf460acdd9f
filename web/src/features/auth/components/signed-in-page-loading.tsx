import { Page } from '../../../components/layout/page';
import { PageLoading } from '../../../components/ui/page-loading';

/**
 * What a signed-in page shows while the session is restored: its heading over the loading line. The
 * build draws the same into the page's shell (decision 019). A function, not a component: the page
 * that replaces it has the same root, so React keeps the heading's element.
 */
export function signedInPageLoading({ title, description }: { title: string; description?: string }) {
  return (
    <Page title={title} description={description}>
      <PageLoading />
    </Page>
  );
}
