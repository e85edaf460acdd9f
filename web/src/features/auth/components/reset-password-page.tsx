import { useState, type FormEvent } from 'react';
import { primaryButtonClass } from '../../../components/ui/button-classes';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { EMPTY_NEW_PASSWORD, findNewPasswordProblems, type NewPasswordProblems } from '../../../lib/new-password';
import { getErrorMessage } from '../../../lib/error-messages';
import { ApiError } from '../../../lib/request';
import { resetPassword } from '../api/reset-password';
import { SignInModal } from './sign-in-modal';

type ResetPasswordPageProps = { token: string };

type Outcome = { kind: 'done' } | { kind: 'bad-link'; message: string } | null;

/** /reset-password?token=…: the page a reset e-mail links to (decision 022). */
export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  const [password, setPassword] = useState(EMPTY_NEW_PASSWORD);
  const [problems, setProblems] = useState<NewPasswordProblems & { form?: string }>({});
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(
    token
      ? null
      : { kind: 'bad-link', message: 'This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.' },
  );
  const [dialog, setDialog] = useState<'sign-in' | 'forgot' | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const found = findNewPasswordProblems(password);
    if (Object.keys(found).length > 0) return setProblems(found);
    setIsBusy(true);
    setProblems({});
    try {
      await resetPassword({ token, newPassword: password.password });
      setOutcome({ kind: 'done' });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'auth/invalid-action-code')
        setOutcome({ kind: 'bad-link', message: caught.message });
      else setProblems({ form: getErrorMessage(caught, 'Your password could not be set. Please try again.') });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {outcome?.kind === 'done' ? (
        <div className="space-y-4">
          <p role="status" className="text-slate-800">
            Your new password is set, and every device that was signed in has been signed out. Sign in with your new password.
          </p>
          <button type="button" className={primaryButtonClass} onClick={() => setDialog('sign-in')}>
            Sign In
          </button>
        </div>
      ) : outcome?.kind === 'bad-link' ? (
        <div className="space-y-4">
          <p role="alert" className="text-red-800">
            {outcome.message}
          </p>
          <button type="button" className={primaryButtonClass} onClick={() => setDialog('forgot')}>
            Ask for a new link
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <NewPasswordFields value={password} onChange={setPassword} problems={problems} />
          <div role="alert" className="text-sm text-red-700 empty:hidden">
            {problems.form}
          </div>
          <button type="submit" disabled={isBusy} className={primaryButtonClass}>
            {isBusy ? 'Saving...' : 'Set new password'}
          </button>
        </form>
      )}
      <SignInModal
        isOpen={dialog !== null}
        startsWithForgotPassword={dialog === 'forgot'}
        onCancel={() => setDialog(null)}
        onSignedIn={() => setDialog(null)}
      />
    </div>
  );
}
