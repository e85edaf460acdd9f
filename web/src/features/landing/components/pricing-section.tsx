import { PLAN_INTERVAL, PLANS, TIERS, type Plan } from '@hireready/contract';
import { Link } from 'react-router';
import { signUpLinkProps } from '../../../lib/sign-up-intent';
import { CheckList } from './check-list';

/** SPEC point 9, read from the contract so a price or a limit changes in one place only. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Simple, honest pricing
          </h2>
          <p className="mt-4 text-lg text-slate-600">Start free. Upgrade when your search picks up speed.</p>
        </div>
        <ul className="mt-14 grid items-start gap-6 lg:grid-cols-3">
          {TIERS.map((tier) => (
            <li key={tier}>
              <PlanCard plan={PLANS[tier]} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-slate-600">You can change your plan at any time from your dashboard after signing in.</p>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const isHighlighted = plan.badge !== null && !plan.isComingSoon;
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl bg-white p-8 ${
        isHighlighted ? 'shadow-xl ring-2 ring-indigo-600' : 'shadow-sm ring-1 ring-slate-200'
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold text-slate-900">
          {plan.name}
        </h3>
        {plan.badge ? (
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${
              plan.isComingSoon ? 'bg-amber-100 text-amber-900' : 'bg-indigo-600 text-white'
            }`}
          >
            {plan.badge}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">{plan.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{plan.priceLabel}</span>
        {plan.priceCents > 0 ? <span className="text-base font-medium text-slate-600">/{PLAN_INTERVAL}</span> : null}
      </p>
      <div className="mt-8 flex-1">
        <CheckList items={plan.features} />
      </div>
      <PlanAction plan={plan} isHighlighted={isHighlighted} />
    </article>
  );
}

/**
 * Plans are chosen in the dashboard (SPEC point 4), so the card only leads there. Pro cannot be
 * chosen yet: it says so instead of offering a link that goes nowhere.
 */
function PlanAction({ plan, isHighlighted }: { plan: Plan; isHighlighted: boolean }) {
  if (plan.isComingSoon) {
    return (
      <p className="mt-8 rounded-lg border border-dashed border-slate-300 px-5 py-3 text-center text-sm font-semibold text-slate-600">
        Coming Soon
      </p>
    );
  }
  return (
    <Link
      to="/app/dashboard"
      {...signUpLinkProps}
      className={`mt-8 rounded-lg px-5 py-3 text-center font-semibold ${
        isHighlighted ? 'bg-indigo-600 text-white hover:bg-indigo-700' : 'bg-indigo-50 text-indigo-800 hover:bg-indigo-100'
      }`}
    >
      {plan.priceCents === 0 ? `Start with ${plan.name}` : `Get ${plan.name}`}
    </Link>
  );
}
