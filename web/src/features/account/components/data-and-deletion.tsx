import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-fields';
import { primaryButtonClass } from '../../../components/ui/button-classes';
import { getErrorMessage } from '../../../lib/error-messages';
import { session } from '../../../lib/session';
import { deleteAccount, downloadAllData } from '../api/account-data';

/** "Download all my data": one JSON file with the profile, documents, applications, plan and usage. */
export function DownloadDataButton() {
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState('');
  async function handleClick() {
    setIsBusy(true);
    setProblem('');
    try {
      await downloadAllData();
    } catch (caught) {
      setProblem(getErrorMessage(caught, 'Your data could not be downloaded. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      <button type="button" onClick={() => void handleClick()} disabled={isBusy} className={primaryButtonClass}>
        {isBusy ? 'Preparing...' : 'Download all my data'}
      </button>
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {problem}
      </p>
    </div>
  );
}

/** "Delete my account": confirmed with the password in a dialog; afterwards the visitor is on the home page, signed out. */
export function DeleteAccountSection() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="rounded-lg border border-red-300 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Delete my account
      </button>
      {isOpen ? <DeleteAccountDialog onCancel={() => setIsOpen(false)} /> : null}
    </div>
  );
}

function DeleteAccountDialog({ onCancel }: { onCancel: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (!password) return setProblem('Enter your password to confirm.');
    setIsBusy(true);
    setProblem('');
    try {
      await deleteAccount({ password });
    } catch (caught) {
      setProblem(getErrorMessage(caught, 'Your account could not be deleted. Please try again.'));
      setIsBusy(false);
      return;
    }
    // Home first, then signed out: the settings page must not flash its sign-in dialog on the way.
    await navigate('/', { replace: true });
    session.end();
  }

  return (
    <Dialog isOpen onDismiss={onCancel} labelledBy={titleId}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          Delete your account?
        </h2>
        <p className="text-sm text-slate-600">
          Your profile, documents, applications and usage history are deleted for good, and any paid plan is cancelled with no further
          billing. Download your data first if you want to keep a copy.
        </p>
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={problem || undefined}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Keep my account
          </button>
          <button
            type="submit"
            disabled={isBusy}
            className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-500 disabled:cursor-wait disabled:opacity-70"
          >
            {isBusy ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
