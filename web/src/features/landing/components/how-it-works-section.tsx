import type { ReactNode, Ref } from 'react';
import { Icon } from '../../../components/ui/icons';

type Step = { title: string; body: string; note?: string; icon: ReactNode };

const STEPS: Step[] = [
  {
    title: 'Smart Profile Builder',
    body: 'Enter your experience, education, skills and custom sections once, or upload an existing resume (PDF, DOC or DOCX) to fill them in for you. Every document starts from these facts.',
    icon: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0" />,
  },
  {
    title: 'AI-Tailored Documents',
    body: 'Paste a job description and get a resume or cover letter that puts your most relevant experience first and uses the posting’s own keywords. Choose a template, edit in place, export to PDF.',
    icon: (
      <>
        <path d="M7 3.5h7l4 4V20a.5.5 0 0 1-.5.5h-10A.5.5 0 0 1 7 20z" />
        <path d="M10 12h5M10 15.5h5M14 3.5V8h4" />
      </>
    ),
  },
  {
    title: 'Automated Job Hunting',
    body: 'With Done-For-You, job search specialists find roles that match your goals and apply on your behalf, using documents tailored to each posting.',
    note: 'Coming Soon',
    icon: (
      <>
        <circle cx="10.5" cy="10.5" r="6" />
        <path d="M15 15l5 5" />
      </>
    ),
  },
  {
    title: 'Detailed Reporting',
    body: 'Your dashboard keeps every document you export, by company, role and date. With Done-For-You you will also see where and when each application was sent.',
    icon: <path d="M4.5 19.5h15M7.5 16v-5M12 16V7M16.5 16v-3" />,
  },
];

type HowItWorksSectionProps = {
  /** The heading 'See How It Works' scrolls to and focuses. */
  headingRef: Ref<HTMLHeadingElement>;
};

export function HowItWorksSection({ headingRef }: HowItWorksSectionProps) {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">How it works</p>
          <h2
            ref={headingRef}
            id="how-it-works-heading"
            tabIndex={-1}
            // The fixed navigation bar is 4rem tall; keep the heading clear of it when scrolled to.
            className="mt-2 scroll-mt-24 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Complete Job Search Solution
          </h2>
          <p className="mt-4 text-lg text-slate-600">From a single profile to applications that fit each job, in four steps.</p>
        </div>
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-600 text-white">
                  <Icon className="size-6">{step.icon}</Icon>
                </span>
                <span className="text-sm font-semibold text-slate-500" aria-hidden="true">
                  0{index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              {step.note ? (
                <p className="mt-2 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  {step.note}
                </p>
              ) : null}
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
