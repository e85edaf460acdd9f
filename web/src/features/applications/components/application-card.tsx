import type { ApplicationStatus, ApplicationSummary } from '@hireready/contract';
import { Link } from 'react-router';
import { formatDay, isDue } from '../lib/format';
import { NoReplyBadge } from './status-badge';
import { StatusSelect } from './status-select';

type ApplicationCardProps = {
  application: ApplicationSummary;
  isSelected: boolean;
  onToggleSelected: (id: string) => void;
  onMove: (id: string, status: ApplicationStatus) => void;
};

export const DRAG_TYPE = 'application/x-hireready-application';

/** A card on the board: drag it to another column, or choose the column with its status control. */
export function ApplicationCard({ application, isSelected, onToggleSelected, onMove }: ApplicationCardProps) {
  const name = `${application.jobTitle} at ${application.company}`;
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, application.id);
        event.dataTransfer.setData('text/plain', name);
        event.dataTransfer.effectAllowed = 'move';
      }}
      className={`cursor-grab rounded-lg border bg-white p-3 shadow-sm active:cursor-grabbing ${isSelected ? 'border-indigo-500 ring-2 ring-indigo-500/30' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          checked={isSelected}
          onChange={() => onToggleSelected(application.id)}
          aria-label={`Select ${name}`}
          className="mt-1 size-4 shrink-0 rounded border-slate-400 text-indigo-600"
        />
        <div className="min-w-0 flex-1">
          <Link
            to={`/app/applications/${application.id}`}
            className="block font-semibold leading-snug text-slate-900 hover:text-indigo-700"
          >
            {application.jobTitle}
          </Link>
          <p className="truncate text-sm text-slate-600">{application.company}</p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-1">
        {application.noReply ? <NoReplyBadge /> : null}
        {application.nextStepDue ? (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${isDue(application.nextStepDue) ? 'bg-rose-100 text-rose-900' : 'bg-slate-100 text-slate-700'}`}
          >
            {application.nextStep || 'Next step'}: {formatDay(application.nextStepDue)}
          </span>
        ) : null}
        {application.tags.map((tag) => (
          <Link
            key={tag}
            to={`/app/applications?view=table&tag=${encodeURIComponent(tag)}`}
            aria-label={`Every application tagged ${tag}`}
            className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800 hover:bg-indigo-100"
          >
            {tag}
          </Link>
        ))}
      </div>
      <StatusSelect
        value={application.status}
        onChange={(status) => onMove(application.id, status)}
        label={`Status of ${name}`}
        className="mt-2 w-full"
      />
    </li>
  );
}
