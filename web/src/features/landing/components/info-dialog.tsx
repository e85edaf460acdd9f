import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

type InfoDialogProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A long-read pop-up on the native modal <dialog>: showModal() puts it in the top layer and makes
 * the page behind inert, so focus cannot wander out. What the element does not do everywhere we
 * do ourselves: lock the page's scroll, land focus on the close button, and hand focus back to
 * whatever opened it.
 */
export function InfoDialog({ title, isOpen, onClose, children }: InfoDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen]);

  // Escape is handled here rather than left to the native cancel event so that closing always
  // goes through React state (Chrome may skip a repeated cancel without a fresh user gesture).
  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  }

  // A click whose target is the <dialog> itself landed on the backdrop: the panel fills the element.
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === dialogRef.current) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
      // A close from outside React (a form method=dialog, the browser) must still update state.
      onClose={() => {
        if (isOpen) onClose();
      }}
      className="m-auto max-h-[min(40rem,calc(100dvh-2rem))] w-[min(42rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white p-0 text-slate-700 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="flex max-h-[inherit] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="-mr-2 shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
            <span className="sr-only">Close</span>
          </button>
        </div>
        {/* Focusable so keyboard users can scroll a long policy without a link to land on. */}
        <div
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
          className="overflow-y-auto overscroll-contain px-6 py-5 text-[0.95rem] leading-relaxed focus-visible:outline-offset-[-2px]"
        >
          {children}
        </div>
      </div>
    </dialog>
  );
}
