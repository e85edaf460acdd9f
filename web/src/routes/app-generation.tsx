import { Page } from '../components/layout/page';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

/** /app/generation (SPEC point 2). A signed-out visitor who signs in here comes back here. */
export default function GenerationRoute() {
  return (
    <RequireSignIn signInRedirectTo="/app/generation">
      <Page title="Generate" description="Paste a job description to tailor a resume or cover letter." />
    </RequireSignIn>
  );
}
