import { useId } from 'react';
import { PLAN_INTERVAL, PLANS, type Tier, type TierRecord } from '@hireready/contract';
import { Dialog } from '../../../components/ui/dialog';
import type { Notice } from '../hooks/use-plan-change';
import { formatPlanDate } from '../lib/format-date';
import type { PlanAction } from './plan-options';

const primary =
  'rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const secondary =
  'rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** Every plan change is confirmed first (SPEC point 4), saying what will happen to billing and benefits. */
export function ConfirmPlanChange({
  action,
  record,
  onConfirm,
  onCancel,
}: {
  action: PlanAction | null;
  record: TierRecord;
  onConfirm: (action: PlanAction) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  if (!action) return null;
  const target = PLANS[action.tier];
  const current = PLANS[record.tier];
  return (
    <Dialog isOpen onDismiss={onCancel} labelledBy={titleId}>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {action.kind === 'upgrade' ? `Upgrade to ${target.name}?` : `Downgrade to ${target.name}?`}
      </h2>
      <div className="mt-3 space-y-2 text-slate-700">
        {action.kind === 'upgrade' ? (
          <UpgradeText tier={action.tier} />
        ) : (
          <>
            <p>Your {current.name} subscription will be cancelled and there will be no more billing.</p>
            <p>
              You keep your {current.name} benefits until the end of the current billing cycle
              {record.subscriptionId && record.plan_ends_at ? ` (${formatPlanDate(record.plan_ends_at)})` : ''}; after that your plan is{' '}
              {target.name}, with {target.limits.resume} resumes and {target.limits.cover_letter} cover letters a month.
            </p>
          </>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" data-autofocus className={primary} onClick={() => onConfirm(action)}>
          {action.kind === 'upgrade' ? 'Continue to Checkout' : `Confirm Downgrade`}
        </button>
      </div>
    </Dialog>
  );
}

function UpgradeText({ tier }: { tier: Tier }) {
  const plan = PLANS[tier];
  return (
    <p>
      You will go to checkout to pay {plan.priceLabel} per {PLAN_INTERVAL}. {plan.name} gives you {plan.limits.resume} resume and{' '}
      {plan.limits.cover_letter} cover letter generations a month, starting as soon as the payment is confirmed. You can cancel at any time.
    </p>
  );
}

/** The outcome of a plan change, shown as the spec's alert: a message that waits for OK. */
export function PlanNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const titleId = useId();
  if (!notice) return null;
  return (
    <Dialog isOpen onDismiss={onClose} labelledBy={titleId}>
      <h2 id={titleId} className={`text-lg font-bold ${notice.kind === 'error' ? 'text-red-700' : 'text-slate-900'}`}>
        {notice.kind === 'error' ? 'Plan change problem' : 'Plan updated'}
      </h2>
      <p role={notice.kind === 'error' ? 'alert' : 'status'} className="mt-3 text-slate-700">
        {notice.message}
      </p>
      <div className="mt-6 flex justify-end">
        <button type="button" data-autofocus className={primary} onClick={onClose}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
