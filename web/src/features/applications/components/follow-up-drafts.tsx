import type { Application, FollowUpKind } from '@hireready/contract';
import { useId, useState } from 'react';
import { useFollowUpDraft } from '../api/applications-extras';
import { useUpdateApplication } from '../api/application';
import { useCopy } from '../hooks/use-copy';

/**
 * Drafts written by the AI engine from the application and the profile. The user edits and
 * copies them and sends them from their own mail; nothing is ever sent from here.
 */
export function FollowUpDrafts({ application }: { application: Application }) {
  const draft = useFollowUpDraft();
  const update = useUpdateApplication();
  const { copy, copied } = useCopy();
  const subjectId = useId();
  const bodyId = useId();
  const [text, setText] = useState<{ subject: string; body: string } | null>(null);

  function write(kind: FollowUpKind) {
    draft.mutate({ id: application.id, kind }, { onSuccess: (d) => setText({ subject: d.subject, body: d.body }) });
  }

  return (
    <section aria-label="Follow-up" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">Follow-up</h2>
      <p className="mt-1 text-sm text-slate-600">
        A short, truthful draft from this application and your profile. Edit it, copy it, and send it yourself.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => write('follow_up')}
          disabled={draft.isPending}
          className="rounded-lg border border-indigo-300 bg-indigo-50 px-3 py-1.5 text-sm font-semibold text-indigo-800"
        >
          Draft a follow-up
        </button>
        <button
          type="button"
          onClick={() => write('thank_you')}
          disabled={draft.isPending}
          className="rounded-lg border border-indigo-300 bg-indigo-50 px-3 py-1.5 text-sm font-semibold text-indigo-800"
        >
          Draft a thank-you note
        </button>
        <button
          type="button"
          onClick={() => update.mutate({ id: application.id, change: { followedUp: true } })}
          disabled={update.isPending}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700"
        >
          I followed up today
        </button>
      </div>
      {draft.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Writing...
        </p>
      ) : null}
      {draft.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {draft.error.message || 'The draft could not be written. Please try again.'}
        </p>
      ) : null}
      {update.isSuccess ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Noted: the no-reply clock starts again today.
        </p>
      ) : null}
      {text ? (
        <div className="mt-4 space-y-3">
          <div>
            <label htmlFor={subjectId} className="block text-sm font-medium text-slate-700">
              Subject
            </label>
            <input
              id={subjectId}
              value={text.subject}
              onChange={(e) => setText({ ...text, subject: e.target.value })}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
            />
          </div>
          <div>
            <label htmlFor={bodyId} className="block text-sm font-medium text-slate-700">
              Message
            </label>
            <textarea
              id={bodyId}
              value={text.body}
              rows={12}
              onChange={(e) => setText({ ...text, body: e.target.value })}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm leading-relaxed text-slate-900"
            />
          </div>
          <button
            type="button"
            onClick={() => void copy(`Subject: ${text.subject}\n\n${text.body}`)}
            className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white"
          >
            {copied ? 'Copied' : 'Copy message'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
