import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { takeSignUpIntent } from '../../../lib/sign-up-intent';
import { useAuth } from '../hooks/use-auth';
import { SignInModal } from './sign-in-modal';

type RequireSignInProps = {
  children: ReactNode;
  /** Where a returning user goes once signed in here; the dashboard unless the page says otherwise. */
  signInRedirectTo?: string;
  /** What shows while the session is being restored; a loading message by default. */
  whileLoading?: ReactNode;
};

/**
 * SPEC point 2: an app page asks a signed-out visitor to sign in; closing the modal without
 * signing in goes to the landing page.
 */
export function RequireSignIn({ children, signInRedirectTo, whileLoading = <PageLoading /> }: RequireSignInProps) {
  const { isSignedIn, loading } = useAuth();
  const navigate = useNavigate();
  // Read once per visit to the page: a visitor from Start Building came to make an account.
  const [cameToSignUp] = useState(takeSignUpIntent);
  if (loading) return whileLoading;
  if (isSignedIn) return children;
  return (
    <>
      <div className="min-h-[50vh]" />
      <SignInModal
        isOpen
        onCancel={() => void navigate('/')}
        signInRedirectTo={signInRedirectTo}
        initialMode={cameToSignUp ? 'register' : 'sign-in'}
      />
    </>
  );
}
