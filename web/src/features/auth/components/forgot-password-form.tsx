import { useId, useState, type FormEvent } from 'react';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@hireready/contract';
import { getErrorMessage } from '../../../lib/error-messages';
import { requestPasswordReset } from '../api/forgot-password';

type ForgotPasswordFormProps = {
  titleId: string;
  /** What was typed in the sign-in form, so it need not be typed again. */
  initialEmail: string;
  onBack: () => void;
};

const inputClass =
  'mt-1 block w-full rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600';

/** "Forgot password?" in the sign-in dialog: asks for the e-mail and sends a reset link to it (decision 022). */
export function ForgotPasswordForm({ titleId, initialEmail, onBack }: ForgotPasswordFormProps) {
  const emailId = useId();
  const problemId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState('');
  const [answer, setAnswer] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      setProblem(trimmed === '' ? 'Please enter your email address' : INVALID_EMAIL_MESSAGE);
      return;
    }
    setIsBusy(true);
    setProblem('');
    try {
      setAnswer(await requestPasswordReset({ email: trimmed }));
    } catch (caught) {
      setProblem(getErrorMessage(caught, 'The reset link could not be sent. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <div className="mb-6 text-center">
        <p className="text-sm font-semibold tracking-wide text-indigo-600">HireReady</p>
        <h2 id={titleId} className="mt-1 text-2xl font-bold text-slate-900">
          Reset your password
        </h2>
        <p className="mt-1 text-sm text-slate-500">We will e-mail you a link to set a new one.</p>
      </div>
      {answer ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {answer}
        </p>
      ) : (
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
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className={`${inputClass} ${problem ? 'border-red-500 bg-red-50/40' : 'border-slate-300'}`}
            placeholder="you@example.com"
          />
        </div>
      )}
      <div id={problemId} role="alert" className="mt-4 min-h-5 text-sm text-red-700">
        {problem}
      </div>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onBack}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Back to Sign In
        </button>
        {answer ? null : (
          <button
            type="submit"
            disabled={isBusy}
            className="rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-wait disabled:opacity-70"
          >
            {isBusy ? 'Sending...' : 'Send reset link'}
          </button>
        )}
      </div>
    </form>
  );
}
