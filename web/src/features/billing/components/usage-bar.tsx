import { useId } from 'react';
import { usageLevel, usagePercent } from '@hireready/contract';

const FILL: Record<ReturnType<typeof usageLevel>, string> = {
  normal: 'bg-indigo-600',
  warning: 'bg-yellow-400',
  danger: 'bg-red-600',
};

/** One month's usage against the plan's limit (SPEC point 9): red at 90% or more, yellow at 70% or more, capped at 100%. */
export function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const labelId = useId();
  const level = usageLevel(used, limit);
  const percent = usagePercent(used, limit);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span id={labelId} className="font-medium text-slate-700">
          {label}
        </span>
        <span className={`tabular-nums ${level === 'danger' ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
          {used} / {limit}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={`${used} of ${limit} used`}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div data-level={level} className={`h-full rounded-full transition-[width] ${FILL[level]}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
