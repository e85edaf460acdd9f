import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@hireready/contract';
import { TextField } from '../../../components/ui/form-fields';
import { getErrorMessage } from '../../../lib/error-messages';
import { changePassword } from '../api/change-password';

type Problems = { current?: string; next?: string; repeat?: string; form?: string };

export const primaryButtonClass =
  'rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-wait disabled:opacity-70';

/** Change password: the current one again, the new one twice. Other devices are signed out. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);

  function findProblems(): Problems {
    const found: Problems = {};
    if (!current) found.current = 'Enter your current password.';
    if (next.length < PASSWORD_MIN_LENGTH) found.next = `Password should be at least ${PASSWORD_MIN_LENGTH} characters`;
    else if (repeat !== next) found.repeat = 'The two new passwords are not the same.';
    return found;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const found = findProblems();
    setProblems(found);
    setIsDone(false);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    try {
      await changePassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      setIsDone(true);
    } catch (caught) {
      setProblems({ form: getErrorMessage(caught, 'Your password could not be changed. Please try again.') });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-md space-y-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={problems.current}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        error={problems.next}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={problems.repeat}
      />
      <div role="alert" className="text-sm text-red-700 empty:hidden">
        {problems.form}
      </div>
      <div role="status" className="text-sm text-emerald-800 empty:hidden">
        {isDone ? 'Password changed. Every other device has been signed out.' : null}
      </div>
      <button type="submit" disabled={isBusy} className={primaryButtonClass}>
        {isBusy ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
