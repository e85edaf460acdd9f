/**
 * The dashboard's plan card (SPEC point 2): the plan in force, this month's usage against its
 * limits, when the month resets, the plan buttons, and the Pro Tips box. It also finishes an
 * upgrade when the browser comes back from checkout.
 */
import { PLANS, type TierRecord } from '@hireready/contract';
import { useState } from 'react';
import { useBillingConfig } from '../api/get-billing-config';
import { useResumeSubscription } from '../api/resume-subscription';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { usePlanChange, type Notice } from '../hooks/use-plan-change';
import { formatPlanDate } from '../lib/format-date';
import type { PlanState } from '../lib/plan-state';
import { ConfirmPlanChange, PlanNotice } from './plan-dialogs';
import { PlanOptions, type PlanAction } from './plan-options';
import { ProTips } from './pro-tips';
import { UsageBar } from './usage-bar';

type PlanCardProps = {
  /** The signed-in user's plan, read from the profile the route loads; undefined until it has loaded. */
  plan: PlanState | undefined;
  /** True while the plan is still loading: the user is not known yet. */
  isPending: boolean;
  /** Asks for the plan again after a failed load. */
  onRetry: () => void;
};

export function PlanCard({ plan, isPending, onRetry }: PlanCardProps) {
  const configQuery = useBillingConfig();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<PlanAction | null>(null);
  const { upgrade, downgrade, pendingTier } = usePlanChange({ plan, config: configQuery.data, onNotice: setNotice });
  useCheckoutReturn({ plan, isPlanSettled: !isPending, onNotice: setNotice });

  function runConfirmed(action: PlanAction) {
    setConfirming(null);
    void (action.kind === 'upgrade' ? upgrade(action.tier) : downgrade(action.tier));
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="plan-card-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
        <h2 id="plan-card-heading" className="text-lg font-semibold text-slate-900">
          Your Plan
        </h2>
        {isPending ? (
          // About the loaded card's height (one column on phones, two on wide screens), so what sits
          // below does not jump when the plan arrives.
          <p role="status" className="mt-4 min-h-[47rem] text-slate-600 lg:min-h-[28rem]">
            Loading...
          </p>
        ) : plan ? (
          <PlanDetails record={plan.tier} pendingTier={pendingTier} onChoose={setConfirming} />
        ) : (
          <div role="alert" className="mt-4 text-slate-700">
            <p>We could not load your plan.</p>
            <button type="button" onClick={onRetry} className="mt-2 font-semibold text-indigo-700 underline">
              Try again
            </button>
          </div>
        )}
      </section>
      <ProTips />
      {plan ? (
        <ConfirmPlanChange action={confirming} record={plan.tier} onConfirm={runConfirmed} onCancel={() => setConfirming(null)} />
      ) : null}
      <PlanNotice notice={notice} onClose={() => setNotice(null)} />
    </div>
  );
}

function PlanDetails({
  record,
  pendingTier,
  onChoose,
}: {
  record: TierRecord;
  pendingTier: Parameters<typeof PlanOptions>[0]['pendingTier'];
  onChoose: (action: PlanAction) => void;
}) {
  const plan = PLANS[record.tier];
  return (
    <>
      <p id="current-plan-label" className="mt-3 text-sm font-medium text-slate-500">
        Current plan
      </p>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p aria-labelledby="current-plan-label" className="text-3xl font-bold tracking-tight text-slate-900">
          {plan.name}
        </p>
        <p className="text-slate-600">{plan.priceCents > 0 ? `${plan.priceLabel} per month` : 'Free'}</p>
      </div>
      {record.plan_ends_at ? <ScheduledDowngrade record={record} /> : null}

      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">This month</h3>
      <div className="mt-3 space-y-4">
        <UsageBar label="Resumes" used={record.resume} limit={plan.limits.resume} />
        <UsageBar label="Cover letters" used={record.cover_letter} limit={plan.limits.cover_letter} />
        {/* Applications moved to Applied this month, from the application tracker. */}
        {plan.limits.applications > 0 ? (
          <UsageBar label="Job applications" used={record.applications} limit={plan.limits.applications} />
        ) : null}
      </div>
      <p className="mt-3 text-sm text-slate-600">
        Usage resets on {formatPlanDate(record.resets_at)}.
        {record.plan_ends_at ? (
          // Two dates side by side read as a contradiction: one sentence says what each one is.
          <>
            {' '}
            Your counts start again from zero on that date each month; {plan.name} itself lasts until {formatPlanDate(record.plan_ends_at)},
            when your paid billing cycle ends.
          </>
        ) : null}
      </p>

      <h3 className="mt-8 text-sm font-semibold uppercase tracking-wide text-slate-500">Change plan</h3>
      <div className="mt-3">
        <PlanOptions record={record} pendingTier={pendingTier} onChoose={onChoose} />
      </div>
    </>
  );
}

/**
 * A paid plan set to end with its billing cycle: when it ends, and the way back ('Keep Plus') until
 * then. With Stripe, keeping it resumes the subscription, which renews as before.
 */
function ScheduledDowngrade({ record }: { record: TierRecord }) {
  const plan = PLANS[record.tier];
  const resume = useResumeSubscription();
  const subscriptionId = record.subscriptionId;
  return (
    <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <p>
        Your {plan.name} benefits last until {formatPlanDate(record.plan_ends_at ?? '')}, the end of this billing cycle. After that your
        plan is Basic and nothing more is billed.
      </p>
      {subscriptionId ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => resume.mutate(subscriptionId)}
            disabled={resume.isPending}
            className="rounded-lg bg-indigo-600 px-3.5 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-wait disabled:opacity-70"
          >
            {resume.isPending ? 'Keeping...' : `Keep ${plan.name}`}
          </button>
          <span className="text-amber-900">Changed your mind? Your plan renews as before.</span>
        </div>
      ) : null}
      {resume.isError ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {resume.error instanceof Error && resume.error.message ? resume.error.message : 'Something went wrong. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
