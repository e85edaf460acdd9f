import { DOCUMENT_TYPE_LABEL, type GenerationType } from '@hireready/contract';
import type { ReactNode } from 'react';

type GenerationPreviewProps = {
  kind: GenerationType;
  company: string;
  /** The editable document, drawn by the page with the user's template. */
  document: ReactNode;
  /** The export button and its hint. */
  actions: ReactNode;
  /** Beside the document on wide screens, under it on narrow ones. */
  aside?: ReactNode;
};

/** The result (SPEC point 2): '{Resume|Cover Letter} for {company}', editable in place, with export. */
export function GenerationPreview({ kind, company, document, actions, aside }: GenerationPreviewProps) {
  return (
    <section aria-labelledby="generation-preview-heading" className="mt-10">
      <h2 id="generation-preview-heading" className="text-xl font-bold text-slate-900">
        {DOCUMENT_TYPE_LABEL[kind]} for {company}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Click into the document to edit any text before you export it.</p>
      <div className="mt-4">{actions}</div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 rounded-xl bg-slate-100 p-3 sm:p-6">{document}</div>
        {aside ? <aside aria-label="About this document">{aside}</aside> : null}
      </div>
    </section>
  );
}
