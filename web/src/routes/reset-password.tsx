import { useSearchParams } from 'react-router';
import { Page } from '../components/layout/page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';

/** /reset-password?token=…: where a password reset e-mail leads (decision 022). */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Page title="Set a new password" description="Choose the password you will sign in with from now on.">
      <ResetPasswordPage token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
