import { APPLICATION_STATUS_LABEL, type ApplicationSummary } from '@hireready/contract';
import { Link } from 'react-router';
import { useApplicationsOverview } from '../api/applications-extras';
import { formatDay, localToday } from '../lib/format';
import { STATUS_STYLE } from './status-style';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The dashboard's applications card: this month's moves by status, and the follow-ups due. */
export function ApplicationsOverview() {
  const overview = useApplicationsOverview();
  return (
    <section aria-labelledby="applications-overview-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="applications-overview-heading" className="text-lg font-semibold text-slate-900">
          Applications
        </h2>
        <Link to="/app/applications" className="text-sm font-semibold text-indigo-700 hover:text-indigo-600">
          Open the board
        </Link>
      </div>
      {overview.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Loading applications...
        </p>
      ) : overview.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Failed to load your applications. Please try again.
        </p>
      ) : (
        <>
          <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {MONTH.format(new Date(`${overview.data.month}-01T00:00:00Z`))}
          </h3>
          <ul aria-label="Applications by status this month" className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {overview.data.thisMonth.map(({ status, count }) => (
              <li key={status} className={`rounded-lg border-t-4 bg-slate-50 p-2 text-center ${STATUS_STYLE[status].column}`}>
                <span className="block text-2xl font-bold text-slate-900">{count}</span>
                <span className="text-xs text-slate-700">{APPLICATION_STATUS_LABEL[status]}</span>
              </li>
            ))}
          </ul>
          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">Follow-ups due</h3>
          {overview.data.due.length === 0 && overview.data.noReply.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Nothing due. Next steps you set on an application appear here when they are due.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {overview.data.due.map((a) => (
                <FollowUpRow
                  key={`due-${a.id}`}
                  application={a}
                  note={`${a.nextStep || 'Next step'} · ${(a.nextStepDue ?? '') < localToday() ? 'overdue since' : 'due'} ${formatDay(a.nextStepDue)}`}
                  isUrgent
                />
              ))}
              {overview.data.noReply.map((a) => (
                <FollowUpRow key={`quiet-${a.id}`} application={a} note={`No reply yet since ${formatDay(a.statusChangedAt)}`} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function FollowUpRow({ application, note, isUrgent = false }: { application: ApplicationSummary; note: string; isUrgent?: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <Link to={`/app/applications/${application.id}`} className="font-semibold text-indigo-700 hover:text-indigo-600">
        {application.jobTitle} at {application.company}
      </Link>
      <span className={isUrgent ? 'font-medium text-rose-800' : 'text-amber-900'}>{note}</span>
    </li>
  );
}
