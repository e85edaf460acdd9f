import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { getAuthErrorMessage } from '../../../lib/error-messages';
import { createProfile } from '../api/create-profile';
import { register } from '../api/register';
import { signIn } from '../api/sign-in';

type Mode = 'sign-in' | 'register';

type SignInModalProps = {
  isOpen: boolean;
  /** Cancel, Escape or the backdrop closed the modal without a sign-in. */
  onCancel: () => void;
  /** The user is signed in: the modal should close. */
  onSignedIn?: () => void;
  /** Where a returning user goes after signing in (SPEC point 2: the dashboard). New accounts go to their profile. */
  signInRedirectTo?: string;
};

/** SPEC points 2 and 5: the sign-in / registration modal. Each opening starts with empty fields. */
export function SignInModal({ isOpen, onCancel, onSignedIn, signInRedirectTo }: SignInModalProps) {
  const titleId = useId();
  return (
    <Dialog isOpen={isOpen} onDismiss={onCancel} labelledBy={titleId}>
      <SignInForm
        titleId={titleId}
        onCancel={onCancel}
        onSignedIn={onSignedIn}
        signInRedirectTo={signInRedirectTo ?? '/app/dashboard'}
      />
    </Dialog>
  );
}

type SignInFormProps = {
  titleId: string;
  onCancel: () => void;
  onSignedIn: (() => void) | undefined;
  signInRedirectTo: string;
};

function SignInForm({ titleId, onCancel, onSignedIn, signInRedirectTo }: SignInFormProps) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // A sign-in that finishes after Cancel still signs in, but must not pull the user to another page.
  const isCancelled = useRef(false);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const isRegister = mode === 'register';

  function clearFields() {
    setEmail('');
    setPassword('');
    setError(null);
  }

  function handleCancel() {
    isCancelled.current = true;
    clearFields();
    onCancel();
  }

  function toggleMode() {
    setMode(isRegister ? 'sign-in' : 'register');
    setError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const trimmedEmail = email.trim();
    if (trimmedEmail === '' || password === '') {
      setError('Please enter both email and password');
      return;
    }
    setIsBusy(true);
    setError(null);
    let user;
    try {
      const session = isRegister
        ? await register({ email: trimmedEmail, password })
        : await signIn({ email: trimmedEmail, password });
      user = session.user;
    } catch (caught) {
      setError(getAuthErrorMessage(caught));
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
            data-autofocus
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error !== null && email.trim() === '' ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
            placeholder="you@example.com"
          />
        </div>
        <div>
          <label htmlFor={passwordId} className="block text-sm font-medium text-slate-700">
            Password
          </label>
          <input
            id={passwordId}
            type="password"
            name="password"
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error !== null && password === '' ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
            placeholder={isRegister ? 'At least 6 characters' : 'Your password'}
          />
        </div>
      </div>

      <p id={errorId} role="alert" className="mt-4 min-h-5 text-sm text-red-600">
        {error}
      </p>

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
