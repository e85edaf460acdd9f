import { Link } from 'react-router';
import { signUpLinkProps } from '../../../lib/sign-up-intent';
import { CheckList } from './check-list';

const DIY_POINTS = [
  'Build your profile once: experience, education, skills and custom sections',
  'Generate a tailored resume and cover letter for every job description you paste',
  'Apply yourself, on your own schedule, with documents you have reviewed',
];

const DONE_FOR_YOU_POINTS = [
  'Job search specialists hunt for roles that match your goals',
  'They apply on your behalf with documents tailored to each posting',
  'Detailed reports of where and when each application was sent',
];

export function ApproachSection() {
  return (
    <section aria-labelledby="approach-heading" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="approach-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Choose Your Job Search Approach
          </h2>
          <p className="mt-4 text-lg text-slate-600">Take the wheel yourself today, or soon hand the search to a specialist.</p>
        </div>
        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          <article className="flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-2 ring-indigo-600">
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-2xl font-bold text-slate-900">DIY</h3>
              <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">Available now</span>
            </div>
            <p className="mt-2 text-slate-600">You stay in control of every application. HireReady does the writing.</p>
            <div className="mt-6 flex-1">
              <CheckList items={DIY_POINTS} />
            </div>
            <Link
              to="/app/dashboard"
              {...signUpLinkProps}
              className="mt-8 rounded-lg bg-indigo-600 px-5 py-3 text-center font-semibold text-white hover:bg-indigo-700"
            >
              Get Started with DIY
            </Link>
          </article>
          <article className="flex flex-col rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200">
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-2xl font-bold text-slate-900">Done-For-You</h3>
              <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">Coming Soon</span>
            </div>
            <p className="mt-2 text-slate-600">For when you would rather spend your time preparing for interviews.</p>
            <div className="mt-6 flex-1">
              <CheckList items={DONE_FOR_YOU_POINTS} tone="slate" />
            </div>
            <p className="mt-8 rounded-lg border border-dashed border-slate-300 px-5 py-3 text-center text-sm text-slate-600">
              Not available yet. We will announce it here when it launches.
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
