import { Link } from 'react-router';

/**
 * The landing page (SPEC point 2). A placeholder hero until the landing feature
 * (web/src/features/landing) is composed here.
 */
export default function LandingRoute() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50">
      <div className="mx-auto max-w-4xl px-4 pb-24 pt-20 text-center sm:px-6 sm:pt-28">
        <span className="inline-flex items-center rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-700">
          AI-tailored resumes and cover letters
        </span>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          Land more interviews with <span className="text-indigo-600">HireReady</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          Build your profile once, paste a job description, and get a resume and cover letter tailored to it, ready
          for applicant tracking systems and the people who read them.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to="/app/dashboard"
            className="w-full rounded-lg bg-indigo-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-indigo-500 sm:w-auto"
          >
            Start Building
          </Link>
          <button
            type="button"
            className="w-full rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-700 hover:bg-slate-50 sm:w-auto"
          >
            See How It Works
          </button>
        </div>
      </div>
    </section>
  );
}
