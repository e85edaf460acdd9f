import { useId, type ReactNode } from 'react';

type SectionCardProps = { title: string; description?: string; children: ReactNode };

/** One part of a page (a profile section, a settings group), as a card with its own heading (the page's outline for screen readers). */
export function SectionCard({ title, description, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
