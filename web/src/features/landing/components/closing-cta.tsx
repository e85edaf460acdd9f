import { Link } from 'react-router';
import { signUpLinkProps } from '../../../lib/sign-up-intent';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-heading" className="bg-indigo-700">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Your next application deserves better than a generic resume
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">
          Set up your profile in minutes and tailor your first resume and cover letter today. The Basic plan is free, every month.
        </p>
        <Link
          to="/app/dashboard"
          {...signUpLinkProps}
          className="mt-9 inline-block rounded-lg bg-white px-7 py-3.5 text-base font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50"
        >
          Start For Free
        </Link>
      </div>
    </section>
  );
}
