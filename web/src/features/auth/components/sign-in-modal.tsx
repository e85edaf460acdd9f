import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { createProfile } from '../api/create-profile';
import { register } from '../api/register';
import { signIn } from '../api/sign-in';
import { ForgotPasswordForm } from './forgot-password-form';
import { findSignInProblems, problemFromAuthError, type SignInField, type SignInProblem } from '../lib/sign-in-problems';

export type SignInMode = 'sign-in' | 'register';

const inputClass =
  'mt-1 block w-full rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600';

type SignInModalProps = {
  isOpen: boolean;
  /** Cancel, Escape or the backdrop closed the modal without a sign-in. */
  onCancel: () => void;
  /** The user is signed in: the modal should close. */
  onSignedIn?: () => void;
  /** Where a returning user goes after signing in (SPEC point 2: the dashboard). New accounts go to their profile. */
  signInRedirectTo?: string;
  /** Create Account for a visitor who came to make one (Start Building, Start For Free, a plan). */
  initialMode?: SignInMode;
  /** Opens on "Reset your password" (a reset link that no longer works asks for a new one). */
  startsWithForgotPassword?: boolean;
};

/** SPEC points 2 and 5: the sign-in / registration modal. Each opening starts with empty fields. */
export function SignInModal({
  isOpen,
  onCancel,
  onSignedIn,
  signInRedirectTo,
  initialMode = 'sign-in',
  startsWithForgotPassword = false,
}: SignInModalProps) {
  const titleId = useId();
  return (
    <Dialog isOpen={isOpen} onDismiss={onCancel} labelledBy={titleId}>
      <SignInDialogBody
        titleId={titleId}
        onCancel={onCancel}
        onSignedIn={onSignedIn}
        signInRedirectTo={signInRedirectTo ?? '/app/dashboard'}
        initialMode={initialMode}
        startsWithForgotPassword={startsWithForgotPassword}
      />
    </Dialog>
  );
}

/** Inside the dialog, so every opening starts afresh: the credentials form, or "Forgot password?". */
function SignInDialogBody({
  startsWithForgotPassword,
  ...formProps
}: Omit<SignInFormProps, 'onForgotPassword'> & { startsWithForgotPassword: boolean }) {
  // The e-mail typed so far while the forgotten-password form is shown; null shows the credentials form.
  const [forgotFor, setForgotFor] = useState<string | null>(startsWithForgotPassword ? '' : null);
  if (forgotFor !== null) {
    return <ForgotPasswordForm titleId={formProps.titleId} initialEmail={forgotFor} onBack={() => setForgotFor(null)} />;
  }
  return <SignInForm {...formProps} onForgotPassword={setForgotFor} />;
}

type SignInFormProps = {
  titleId: string;
  onCancel: () => void;
  onSignedIn: (() => void) | undefined;
  signInRedirectTo: string;
  initialMode: SignInMode;
  onForgotPassword: (email: string) => void;
};

function SignInForm({ titleId, onCancel, onSignedIn, signInRedirectTo, initialMode, onForgotPassword }: SignInFormProps) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Every problem at once, each marking its fields (SPEC point 5's messages).
  const [problems, setProblems] = useState<SignInProblem[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  // A sign-in that finishes after Cancel still signs in, but must not pull the user to another page.
  const isCancelled = useRef(false);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const isRegister = mode === 'register';
  const isInvalid = (field: SignInField) => problems.some((problem) => problem.fields.includes(field));

  function clearFields() {
    setEmail('');
    setPassword('');
    setProblems([]);
  }

  /** Shows the problems and puts the cursor in the first field to fix. */
  function showProblems(found: SignInProblem[]) {
    setProblems(found);
    const fields = found.flatMap((problem) => problem.fields);
    const first = fields.includes('email') ? emailRef.current : fields.includes('password') ? passwordRef.current : null;
    first?.focus();
  }

  function handleCancel() {
    isCancelled.current = true;
    clearFields();
    onCancel();
  }

  function toggleMode() {
    setMode(isRegister ? 'sign-in' : 'register');
    setProblems([]);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const trimmedEmail = email.trim();
    const found = findSignInProblems({ email: trimmedEmail, password, isRegister });
    if (found.length > 0) {
      showProblems(found);
      return;
    }
    setIsBusy(true);
    setProblems([]);
    let user;
    try {
      const session = isRegister ? await register({ email: trimmedEmail, password }) : await signIn({ email: trimmedEmail, password });
      user = session.user;
    } catch (caught) {
      showProblems([problemFromAuthError(caught)]);
      setIsBusy(false);
      return;
    }
    setIsBusy(false);
    clearFields();
    onSignedIn?.();
    try {
      // SPEC point 7: create or merge the profile; a failure must not stop the user.
      await createProfile({ uid: user.uid, email: user.email || '', name: user.name || '' });
    } catch (caught) {
      console.warn('Failed to create/merge user profile:', caught);
    }
    if (isCancelled.current) return;
    await navigate(isRegister ? '/app/profile' : signInRedirectTo);
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <div className="mb-6 text-center">
        <p className="text-sm font-semibold tracking-wide text-indigo-600">HireReady</p>
        <h2 id={titleId} className="mt-1 text-2xl font-bold text-slate-900">
          {isRegister ? 'Create Account' : 'Sign In'}
        </h2>
        <p className="mt-1 text-sm text-slate-500">
          {isRegister ? 'Build your profile once, tailor every application.' : 'Welcome back. Pick up where you left off.'}
        </p>
      </div>

      <div className="space-y-4">
        <div>
          <label htmlFor={emailId} className="block text-sm font-medium text-slate-700">
            Email
          </label>
          <input
            id={emailId}
            ref={emailRef}
            data-autofocus
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={isInvalid('email') || undefined}
            aria-describedby={isInvalid('email') ? errorId : undefined}
            className={`${inputClass} ${isInvalid('email') ? 'border-red-500 bg-red-50/40' : 'border-slate-300'}`}
            placeholder="you@example.com"
          />
        </div>
        <div>
          <label htmlFor={passwordId} className="block text-sm font-medium text-slate-700">
            Password
          </label>
          <input
            id={passwordId}
            ref={passwordRef}
            type="password"
            name="password"
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={isInvalid('password') || undefined}
            aria-describedby={isInvalid('password') ? errorId : undefined}
            className={`${inputClass} ${isInvalid('password') ? 'border-red-500 bg-red-50/40' : 'border-slate-300'}`}
            placeholder={isRegister ? 'At least 6 characters' : 'Your password'}
          />
          {isRegister ? null : (
            <button
              type="button"
              onClick={() => onForgotPassword(email.trim())}
              className="mt-2 text-sm font-medium text-indigo-600 hover:text-indigo-500"
            >
              Forgot password?
            </button>
          )}
        </div>
      </div>

      <div id={errorId} role="alert" className="mt-4 min-h-5 space-y-1 text-sm text-red-700">
        {problems.map((problem) => (
          <p key={problem.message}>{problem.message}</p>
        ))}
      </div>

      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={handleCancel}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-wait disabled:opacity-70"
        >
          {isBusy ? 'Processing...' : isRegister ? 'Create Account' : 'Sign In'}
        </button>
      </div>

      <p className="mt-6 text-center text-sm text-slate-600">
        {isRegister ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button type="button" onClick={toggleMode} className="font-semibold text-indigo-600 hover:text-indigo-500">
          {isRegister ? 'Sign In' : 'Create Account'}
        </button>
      </p>
    </form>
  );
}
