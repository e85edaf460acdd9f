import { APPLICATION_STATUS_LABEL, type Application } from '@hireready/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useApplication, useDeleteApplication, useUpdateApplication } from '../api/application';
import { formatDay, localToday } from '../lib/format';
import { DetailsForm, NextStepForm, NotesForm } from './detail-forms';
import { FollowUpDrafts } from './follow-up-drafts';
import { NoReplyBadge, StatusBadge } from './status-badge';
import { StatusSelect } from './status-select';
import { DocumentsPanel, Timeline } from './timeline';

/** /app/applications/{id}: one application with its timeline, documents, notes and next step. */
export function ApplicationDetail({ id }: { id: string }) {
  const application = useApplication(id);
  if (application.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the application...
      </p>
    );
  if (application.isError) {
    return (
      <div role="alert" className="text-sm text-slate-800">
        <p>Application not found. It may have been deleted.</p>
        <Link to="/app/applications" className="mt-2 inline-block font-semibold text-indigo-700">
          Back to applications
        </Link>
      </div>
    );
  }
  // Forms start from the loaded values and keep their own edits while other parts are saved.
  return <Loaded key={application.data.id} application={application.data} />;
}

function Loaded({ application }: { application: Application }) {
  const update = useUpdateApplication();
  const navigate = useNavigate();
  const remove = useDeleteApplication();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const name = `${application.jobTitle} at ${application.company}`;
  const generateLink = `/app/generation?application=${encodeURIComponent(application.id)}`;

  return (
    <div className="space-y-4">
      <Link to="/app/applications" className="text-sm font-semibold text-indigo-700 hover:text-indigo-600">
        ← Back to applications
      </Link>
      <header className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-xl font-bold text-slate-900">{application.jobTitle}</h2>
            <p className="text-slate-700">{application.company}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <StatusBadge status={application.status} />
              {application.noReply ? <NoReplyBadge /> : null}
              {application.archived ? (
                <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Archived</span>
              ) : null}
              {application.appliedOn ? <span>Applied {formatDay(application.appliedOn)}</span> : null}
              {application.nextStepDue ? (
                <span className={application.nextStepDue <= localToday() ? 'font-semibold text-rose-800' : ''}>
                  {application.nextStep || 'Next step'} {application.nextStepDue < localToday() ? 'overdue since' : 'due'}{' '}
                  {formatDay(application.nextStepDue)}
                </span>
              ) : null}
              {application.postingUrl ? (
                <a
                  href={application.postingUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="font-semibold text-indigo-700 underline"
                >
                  Job posting
                </a>
              ) : null}
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:items-end">
            <label className="text-sm font-medium text-slate-700">
              Status{' '}
              <StatusSelect
                value={application.status}
                label={`Status of ${name}`}
                onChange={(status) => update.mutate({ id: application.id, change: { status } })}
              />
            </label>
            <Link
              to={generateLink}
              className="rounded-lg bg-indigo-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-indigo-500"
            >
              Generate resume / cover letter
            </Link>
          </div>
        </div>
        {application.noReply ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            No reply yet: nothing has changed since {formatDay(application.statusChangedAt)}. Follow up below, or close it as{' '}
            {APPLICATION_STATUS_LABEL.rejected.toLowerCase()} or {APPLICATION_STATUS_LABEL.withdrawn.toLowerCase()}.
          </p>
        ) : null}
        {update.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {update.error.message}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <button
            type="button"
            onClick={() => update.mutate({ id: application.id, change: { archived: !application.archived } })}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700"
          >
            {application.archived ? 'Restore from archive' : 'Archive'}
          </button>
          <button
            type="button"
            onClick={() => setIsConfirmingDelete(true)}
            className="rounded-lg border border-rose-300 px-3 py-1.5 text-sm font-semibold text-rose-800"
          >
            Delete
          </button>
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4">
          <NextStepForm application={application} />
          <NotesForm application={application} />
          <FollowUpDrafts application={application} />
          <DetailsForm application={application} />
        </div>
        <div className="space-y-4">
          <DocumentsPanel application={application} />
          <Timeline application={application} />
        </div>
      </div>

      <Dialog isOpen={isConfirmingDelete} onDismiss={() => setIsConfirmingDelete(false)} labelledBy="delete-application-title">
        <h2 id="delete-application-title" className="text-lg font-semibold text-slate-900">
          Delete this application?
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {name} and its history will be deleted. Its documents stay in your documents list. To keep it but take it off the board, archive
          it instead.
        </p>
        {remove.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {remove.error.message}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => setIsConfirmingDelete(false)}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={() => remove.mutate(application.id, { onSuccess: () => void navigate('/app/applications') })}
            className="rounded-lg bg-rose-700 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-600"
          >
            Delete application
          </button>
        </div>
      </Dialog>
    </div>
  );
}
