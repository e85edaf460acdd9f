import { useEffect, useId, useRef } from 'react';
import type { ImportReview } from '../lib/import-review';

type ImportReviewPanelProps = {
  review: ImportReview;
  /** True once, right after an import, when the panel should take focus (the overlay has closed). */
  takesFocus: boolean;
  onDismiss: () => void;
};

/**
 * After an import: what was found, how many fields to check (they are highlighted in the profile),
 * and the text the reader could not place, so nothing the resume said is silently lost.
 */
export function ImportReviewPanel({ review, takesFocus, onDismiss }: ImportReviewPanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const flagged = review.flags.length;

  useEffect(() => {
    if (takesFocus) panelRef.current?.focus();
  }, [takesFocus]);

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            Check your imported profile
          </h2>
          <p className="mt-1">
            {review.found} {flagged > 0 ? 'Check the highlighted items.' : 'Compare each section with your resume before you generate.'}
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 rounded-lg border border-amber-400 bg-white px-4 py-2 text-sm font-semibold text-amber-950 hover:bg-amber-100"
        >
          Done reviewing
        </button>
      </div>
      {flagged > 0 ? (
        <p className="mt-3 text-sm">
          {flagged === 1 ? '1 item is' : `${flagged} items are`} marked <span className="font-semibold">Check</span> below. Press Edit
          Profile to correct them.
        </p>
      ) : null}
      {review.flags.some((flag) => flag.field === null) ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {review.flags
            .filter((flag) => flag.field === null)
            .map((flag, index) => (
              <li key={index}>{flag.reason}</li>
            ))}
        </ul>
      ) : null}
      {review.unplaced.length > 0 ? (
        <details open className="mt-4 rounded-lg border border-amber-200 bg-white p-3 text-sm text-slate-800">
          <summary className="cursor-pointer font-semibold text-amber-950">
            Text we could not place ({review.unplaced.length} {review.unplaced.length === 1 ? 'line' : 'lines'})
          </summary>
          <p className="mt-2 text-slate-600">These lines were in your resume but not in any field. Add what matters in edit mode.</p>
          <ul className="mt-2 space-y-1 border-l-2 border-amber-300 pl-3">
            {review.unplaced.map((line, index) => (
              <li key={index} className="whitespace-pre-wrap break-words">
                {line}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
