import type { ApplicationStatus } from '@hireready/contract';

/** One colour per status, dark enough on its tint for WCAG AA text. */
export const STATUS_STYLE: Record<ApplicationStatus, { badge: string; column: string }> = {
  saved: { badge: 'bg-slate-100 text-slate-700 ring-slate-300', column: 'border-t-slate-400' },
  applied: { badge: 'bg-sky-50 text-sky-800 ring-sky-200', column: 'border-t-sky-500' },
  interviewing: { badge: 'bg-violet-50 text-violet-800 ring-violet-200', column: 'border-t-violet-500' },
  offer: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', column: 'border-t-emerald-500' },
  rejected: { badge: 'bg-rose-50 text-rose-800 ring-rose-200', column: 'border-t-rose-400' },
  withdrawn: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', column: 'border-t-amber-400' },
};
