import { PLAN_INTERVAL, PLANS, TIERS, tierRank, type Plan, type Tier, type TierRecord } from '@hireready/contract';
import { formatPlanDate } from '../lib/format-date';

export type PlanAction = { kind: 'upgrade' | 'downgrade'; tier: Tier };

/**
 * The three plans with their buttons (SPEC point 4): the current plan's button and Pro's are
 * disabled, Pro says Coming Soon. A downgrade already scheduled for the cycle end is shown as such.
 */
export function PlanOptions({
  record,
  pendingTier,
  onChoose,
}: {
  record: TierRecord;
  pendingTier: Tier | null;
  onChoose: (action: PlanAction) => void;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {TIERS.map((tier) => (
        <li key={tier}>
          <PlanOption plan={PLANS[tier]} record={record} pendingTier={pendingTier} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}

function PlanOption({
  plan,
  record,
  pendingTier,
  onChoose,
}: {
  plan: Plan;
  record: TierRecord;
  pendingTier: Tier | null;
  onChoose: (action: PlanAction) => void;
}) {
  const isCurrent = plan.id === record.tier;
  const isHigher = tierRank(plan.id) > tierRank(record.tier);
  const isScheduled = plan.id === 'basic' && !isCurrent && record.plan_ends_at !== null;
  const headingId = `plan-option-${plan.id}`;

  let label = isHigher ? `Upgrade to ${plan.name}` : `Downgrade to ${plan.name}`;
  if (isCurrent) label = 'Current Plan';
  else if (plan.isComingSoon) label = 'Coming Soon';
  else if (isScheduled && record.plan_ends_at) label = `Starts ${formatPlanDate(record.plan_ends_at)}`;
  if (pendingTier === plan.id) label = 'Processing...';

  const isDisabled = isCurrent || plan.isComingSoon || isScheduled || pendingTier !== null;

  return (
    <section
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-xl p-4 ${isCurrent ? 'bg-indigo-50 ring-2 ring-indigo-600' : 'bg-white ring-1 ring-slate-200'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {plan.name}
        </h3>
        {plan.badge ? (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${plan.isComingSoon ? 'bg-amber-100 text-amber-900' : 'bg-indigo-100 text-indigo-800'}`}
          >
            {plan.badge}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {plan.priceLabel}
        {plan.priceCents > 0 ? ` / ${PLAN_INTERVAL}` : ''} · {plan.limits.resume} resumes, {plan.limits.cover_letter} cover letters
      </p>
      <button
        type="button"
        disabled={isDisabled}
        onClick={() => onChoose({ kind: isHigher ? 'upgrade' : 'downgrade', tier: plan.id })}
        className={`mt-4 rounded-lg px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed ${
          isHigher && !isDisabled
            ? 'bg-indigo-600 text-white hover:bg-indigo-700'
            : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:bg-slate-100 disabled:text-slate-500 disabled:ring-slate-200'
        }`}
      >
        {label}
      </button>
    </section>
  );
}
