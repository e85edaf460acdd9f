import { APPLICATION_LIMITS } from '@hireready/contract';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useReplaceCalendarLink, useSaveNoReplyDays, useTrackerSettings } from '../api/applications-extras';
import { useCopy } from '../hooks/use-copy';

/** Tracker settings: how long before "no reply yet", and the private calendar feed address. */
export function SettingsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const settings = useTrackerSettings();
  const save = useSaveNoReplyDays();
  const replace = useReplaceCalendarLink();
  const { copy, copied } = useCopy();
  const daysId = useId();
  // Null until the user types: the field shows the saved value.
  const [typed, setTyped] = useState<string | null>(null);
  const days = typed ?? (settings.data ? String(settings.data.noReplyDays) : '');
  const [message, setMessage] = useState<string | null>(null);

  function saveDays() {
    const value = Number(days);
    if (!Number.isInteger(value) || value < APPLICATION_LIMITS.noReplyDaysMin || value > APPLICATION_LIMITS.noReplyDaysMax) {
      setMessage('Enter a whole number of days from 1 to 365.');
      return;
    }
    save.mutate(value, { onSuccess: () => setMessage('Saved.'), onError: (e) => setMessage(e.message) });
  }

  return (
    <Dialog isOpen={isOpen} onDismiss={onClose} labelledBy="tracker-settings-title">
      <h2 id="tracker-settings-title" className="text-xl font-semibold text-slate-900">
        Tracker settings
      </h2>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          saveDays();
        }}
      >
        <label htmlFor={daysId} className="block text-sm font-medium text-slate-700">
          Flag as "no reply yet" after this many days without a change
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={daysId}
            type="number"
            min={1}
            max={365}
            value={days}
            onChange={(e) => setTyped(e.target.value)}
            className="w-24 rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          />
          <button type="submit" className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white">
            Save
          </button>
        </div>
        {message ? (
          <p role="status" className="mt-1 text-sm text-slate-700">
            {message}
          </p>
        ) : null}
      </form>

      <h3 className="mt-6 text-sm font-semibold text-slate-900">Calendar feed</h3>
      <p className="mt-1 text-sm text-slate-600">
        Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see next steps and interviews. Anyone with the
        address can read it: make a new one to turn the old one off.
      </p>
      {settings.data ? (
        <>
          <input
            readOnly
            aria-label="Calendar feed address"
            value={settings.data.calendarUrl}
            onFocus={(e) => e.target.select()}
            className="mt-2 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-xs text-slate-800"
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => void copy(settings.data.calendarUrl)}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700"
            >
              {copied ? 'Copied' : 'Copy address'}
            </button>
            <button
              type="button"
              onClick={() => replace.mutate()}
              disabled={replace.isPending}
              className="rounded-lg border border-rose-300 px-3 py-1.5 text-sm font-semibold text-rose-800"
            >
              Make a new address
            </button>
          </div>
          {replace.isSuccess ? (
            <p role="status" className="mt-1 text-sm text-slate-700">
              The old address no longer works.
            </p>
          ) : null}
        </>
      ) : (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading...
        </p>
      )}
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700"
        >
          Close
        </button>
      </div>
    </Dialog>
  );
}
