import { Link } from 'react-router';
import { signUpLinkProps } from '../../../lib/sign-up-intent';

type HeroSectionProps = { onSeeHowItWorks: () => void };

export function HeroSection({ onSeeHowItWorks }: HeroSectionProps) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-800">
            <span className="size-1.5 rounded-full bg-indigo-600" aria-hidden="true" />
            AI-tailored resumes and cover letters
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            A resume written for <span className="text-indigo-600">every job</span> you apply to
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-600 lg:mx-0">
            Build your profile once. Paste a job description, and HireReady writes a resume or cover letter that leads with your most
            relevant experience, in words applicant tracking systems and recruiters look for. Never with facts you did not give it.
          </p>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Link
              to="/app/dashboard"
              {...signUpLinkProps}
              className="rounded-lg bg-indigo-600 px-6 py-3 text-center text-base font-semibold text-white shadow-sm hover:bg-indigo-700"
            >
              Start Building
            </Link>
            <button
              type="button"
              data-landing-action="see-how-it-works"
              onClick={onSeeHowItWorks}
              className="rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-800 hover:border-slate-400 hover:bg-slate-50"
            >
              See How It Works
            </button>
          </div>
          <p className="mt-4 text-sm text-slate-600">Free plan, no credit card needed.</p>
        </div>
        <DocumentPreview />
      </div>
    </section>
  );
}

/**
 * An illustration drawn in HTML rather than a screenshot: nothing to download, nothing to shift
 * the layout, and it stays sharp at any size. Hidden from assistive technology as decoration.
 */
function DocumentPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md select-none sm:block">
      <div className="absolute -inset-4 -z-10 rotate-2 rounded-3xl bg-indigo-200/50" />
      <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5">
        <div className="flex items-center justify-between">
          <div>
            <div className="text-lg font-bold text-slate-900">Jordan Rivera</div>
            <div className="text-xs text-slate-600">Austin, TX · jordan@example.com</div>
          </div>
          <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">Sample</span>
        </div>
        <div className="mt-5 text-xs font-semibold tracking-wider text-indigo-700 uppercase">Experience</div>
        <div className="mt-2 text-sm font-semibold text-slate-900">Senior Data Analyst, Northwind</div>
        <ul className="mt-2 space-y-2 text-sm text-slate-700">
          <li className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-slate-400" />
            <span>
              Built <mark className="rounded bg-indigo-100 px-1 text-indigo-900">SQL</mark> pipelines that cut weekly reporting from 3 days
              to 4 hours
            </span>
          </li>
          <li className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-slate-400" />
            <span>
              Led <mark className="rounded bg-indigo-100 px-1 text-indigo-900">stakeholder</mark> reviews for 5 product teams
            </span>
          </li>
        </ul>
        <div className="mt-5 text-xs font-semibold tracking-wider text-indigo-700 uppercase">Skills</div>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {['SQL', 'Python', 'Tableau', 'A/B testing'].map((skill) => (
            <span key={skill} className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700">
              {skill}
            </span>
          ))}
        </div>
        <div className="mt-6 rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
          Matched from the job posting: <span className="font-semibold text-slate-800">SQL, stakeholder, Tableau</span>
        </div>
      </div>
    </div>
  );
}
