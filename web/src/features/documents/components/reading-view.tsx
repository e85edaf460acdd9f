import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { ScaleToFit } from './scale-to-fit';

/** Zoom steps, as times the page's width-fitted size. */
const ZOOMS = [1, 1.5, 2, 2.5, 3] as const;

type ReadingViewProps = {
  /** The Letter sheet; the same element stays mounted in and out of full screen, edits included. */
  children: ReactNode;
};

const toolButtonClass =
  'inline-flex min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';
const doneButtonClass =
  'inline-flex min-w-11 items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500';

/**
 * The page fitted to the width, with a full-screen view for reading and editing up close: on a
 * phone the fitted page's text is a few pixels tall. Full screen is this same element fixed over
 * the page (not a copy), so what the user edits there is what gets exported.
 */
export function ReadingView({ children }: ReadingViewProps) {
  const [isFullScreen, setIsFullScreen] = useState(false);
  const [zoomIndex, setZoomIndex] = useState(0);
  const doneRef = useRef<HTMLButtonElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const zoom = isFullScreen ? (ZOOMS[zoomIndex] ?? 1) : 1;

  useEffect(() => {
    if (!isFullScreen) return;
    doneRef.current?.focus();
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.documentElement.style.overflow = overflow;
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isFullScreen]);

  /** Full screen covers the page: Tab goes round the view's own controls and the document. */
  function keepFocusInside(event: ReactKeyboardEvent<HTMLDivElement>) {
    if (!isFullScreen || event.key !== 'Tab' || !viewRef.current) return;
    const focusable = [...viewRef.current.querySelectorAll<HTMLElement>('button:not([disabled]), [contenteditable="true"]')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function close() {
    setIsFullScreen(false);
    setZoomIndex(0);
    // After the render that brings the button back.
    requestAnimationFrame(() => openRef.current?.focus());
  }

  return (
    <div
      ref={viewRef}
      onKeyDown={keepFocusInside}
      role={isFullScreen ? 'dialog' : undefined}
      aria-modal={isFullScreen || undefined}
      aria-label={isFullScreen ? 'Document, full screen' : undefined}
      className={isFullScreen ? 'fixed inset-0 z-[60] flex flex-col bg-slate-200' : undefined}
    >
      {isFullScreen ? (
        <div className="flex items-center justify-between gap-2 border-b border-slate-300 bg-white px-3 py-2 shadow-sm">
          <div className="flex items-center gap-1.5" role="group" aria-label="Zoom">
            <button
              type="button"
              className={toolButtonClass}
              aria-label="Zoom out"
              disabled={zoomIndex === 0}
              onClick={() => setZoomIndex((index) => Math.max(0, index - 1))}
            >
              −
            </button>
            <span className="w-14 text-center text-sm font-medium text-slate-700" aria-live="polite">
              {Math.round(zoom * 100)}%
            </span>
            <button
              type="button"
              className={toolButtonClass}
              aria-label="Zoom in"
              disabled={zoomIndex === ZOOMS.length - 1}
              onClick={() => setZoomIndex((index) => Math.min(ZOOMS.length - 1, index + 1))}
            >
              +
            </button>
          </div>
          <button ref={doneRef} type="button" onClick={close} className={doneButtonClass}>
            Done
          </button>
        </div>
      ) : (
        <div className="mb-3 flex justify-end">
          <button ref={openRef} type="button" onClick={() => setIsFullScreen(true)} className={toolButtonClass}>
            Full screen
          </button>
        </div>
      )}
      <div className={isFullScreen ? 'min-h-0 flex-1 overflow-auto p-3 [touch-action:pan-x_pan-y_pinch-zoom]' : undefined}>
        <ScaleToFit zoom={zoom}>{children}</ScaleToFit>
      </div>
    </div>
  );
}
