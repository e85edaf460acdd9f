import { APPLICATION_STATUSES, APPLICATION_STATUS_LABEL, type ApplicationStatus } from '@hireready/contract';

type StatusSelectProps = {
  value: ApplicationStatus;
  onChange: (status: ApplicationStatus) => void;
  /** Names the application, so a screen reader user hears what moves. */
  label: string;
  disabled?: boolean;
  className?: string;
};

/** The keyboard-usable way to move an application: the same move as dragging its card. */
export function StatusSelect({ value, onChange, label, disabled, className = '' }: StatusSelectProps) {
  return (
    <select
      name="status"
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as ApplicationStatus)}
      className={`rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 ${className}`}
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {APPLICATION_STATUS_LABEL[status]}
        </option>
      ))}
    </select>
  );
}
