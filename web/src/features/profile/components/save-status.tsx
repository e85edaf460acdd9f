import { useEffect, useState } from 'react';

export type SaveNotice = { tone: 'success' | 'error'; text: string; id: number };

/** A success message fades after this; a failure stays until the next attempt. */
const SUCCESS_VISIBLE_MS = 6000;

/**
 * The outcome of a save, fixed near the bottom of the screen (above the phone's bottom bar), where
 * a user who pressed Save at the end of a long form is looking, and announced to screen readers.
 * The live regions are always in the page, so the change of their text is what gets announced.
 */
export function SaveStatus({ notice }: { notice: SaveNotice | null }) {
  const [hiddenId, setHiddenId] = useState<number | null>(null);
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setHiddenId(notice.id), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const shown = notice && notice.id !== hiddenId ? notice : null;

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex justify-center px-4 md:bottom-6">
      <div role="status" aria-live="polite">
        {shown?.tone === 'success' ? (
          <p className="pointer-events-auto rounded-xl bg-emerald-700 px-5 py-3 text-sm font-semibold text-white shadow-lg">
            <span aria-hidden="true">✓ </span>
            {shown.text}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {shown?.tone === 'error' ? (
          <p className="pointer-events-auto rounded-xl bg-red-700 px-5 py-3 text-sm font-semibold text-white shadow-lg">{shown.text}</p>
        ) : null}
      </div>
    </div>
  );
}
