import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/page';
import { RequireSignIn } from './require-sign-in';
import { signedInPageLoading } from './signed-in-page-loading';

type SignedInPageProps = {
  title: string;
  description?: string;
  /** Where a returning user goes once signed in here; the dashboard unless the page says otherwise. */
  signInRedirectTo?: string;
  children: ReactNode;
};

/**
 * An app page that needs sign-in. Its heading shows from the first frame, while the session is
 * restored (it is the largest thing on the screen, so the page reads as loaded sooner); a
 * signed-out visitor sees nothing of the page behind the sign-in modal.
 */
export function SignedInPage({ title, description, signInRedirectTo, children }: SignedInPageProps) {
  return (
    <RequireSignIn signInRedirectTo={signInRedirectTo} whileLoading={signedInPageLoading({ title, description })}>
      <Page title={title} description={description}>
        {children}
      </Page>
    </RequireSignIn>
  );
}
