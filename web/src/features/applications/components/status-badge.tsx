import { APPLICATION_STATUS_LABEL, type ApplicationStatus } from '@hireready/contract';
import { STATUS_STYLE } from './status-style';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[status].badge}`}>
      {APPLICATION_STATUS_LABEL[status]}
    </span>
  );
}

export function NoReplyBadge() {
  return <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">No reply yet</span>;
}
