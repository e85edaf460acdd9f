import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-fields';
import { primaryButtonClass } from '../../../components/ui/button-classes';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { EMPTY_NEW_PASSWORD, findNewPasswordProblems, type NewPasswordProblems } from '../../../lib/new-password';
import { getErrorMessage } from '../../../lib/error-messages';
import { changePassword } from '../api/change-password';

type Problems = NewPasswordProblems & { current?: string; form?: string };

/** Change password: the current one again, the new one twice. Other devices are signed out. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState(EMPTY_NEW_PASSWORD);
  const [problems, setProblems] = useState<Problems>({});
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);

  function findProblems(): Problems {
    return { ...(current ? {} : { current: 'Enter your current password.' }), ...findNewPasswordProblems(next) };
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
      await changePassword({ currentPassword: current, newPassword: next.password });
      setCurrent('');
      setNext(EMPTY_NEW_PASSWORD);
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
      <NewPasswordFields value={next} onChange={setNext} problems={problems} />
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
