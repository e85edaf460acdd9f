import { DOCUMENT_TYPE_LABEL, type GenerationType } from '@hireready/contract';
import { useEffect, useRef, type ReactNode } from 'react';

type GenerationPreviewProps = {
  kind: GenerationType;
  company: string;
  jobTitle: string;
  /** New for every generation: each new result is scrolled into view and takes focus. */
  resultId: number;
  /** Back to the job's fields, to change them and generate again. */
  onEditJob: () => void;
  /** The editable document, drawn by the page with the chosen template. */
  document: ReactNode;
  /** The export button and its hint. */
  actions: ReactNode;
  /** The template choice: beside the document on wide screens, above it on narrow ones. */
  controls?: ReactNode;
  /** Beside the document on wide screens, under it on narrow ones. */
  aside?: ReactNode;
};

/** The result (SPEC point 2): '{Resume|Cover Letter} for {company}', editable in place, with export. */
export function GenerationPreview({
  kind,
  company,
  jobTitle,
  resultId,
  onEditJob,
  document,
  actions,
  controls,
  aside,
}: GenerationPreviewProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Generating is quick, and the result lands below the form, out of sight: without this a user
  // sees nothing change and presses again, spending a second generation of the month.
  useEffect(() => {
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [resultId]);

  return (
    <section ref={sectionRef} aria-labelledby="generation-preview-heading" className="mt-10 scroll-mt-20">
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-800">{jobTitle}</span> · {company} ·{' '}
        <button type="button" onClick={onEditJob} className="font-semibold text-indigo-700 hover:text-indigo-900" aria-label="Edit the job">
          Edit
        </button>
      </p>
      <h2
        id="generation-preview-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-xl font-bold text-slate-900 focus:outline-none"
      >
        {DOCUMENT_TYPE_LABEL[kind]} for {company}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Click into the document to edit any text before you export it.</p>
      <div className="mt-4">{actions}</div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        {controls ? <div className="lg:col-start-2 lg:row-start-1">{controls}</div> : null}
        <div className="min-w-0 rounded-xl bg-slate-100 p-3 sm:p-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">{document}</div>
        {aside ? (
          <aside aria-label="About this document" className="lg:col-start-2 lg:row-start-2">
            {aside}
          </aside>
        ) : null}
      </div>
    </section>
  );
}
