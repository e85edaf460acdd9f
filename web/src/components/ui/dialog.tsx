import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type DialogProps = {
  isOpen: boolean;
  /** Escape or a click on the backdrop. */
  onDismiss: () => void;
  /** id of the element that names the dialog. */
  labelledBy: string;
  /** For content that needs room (a table preview): a wider panel that scrolls within the screen. */
  isWide?: boolean;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog: focus moves in and stays in, Escape dismisses, the page behind is inert. */
export function Dialog({ isOpen, ...props }: DialogProps) {
  if (!isOpen) return null;
  return createPortal(<DialogSurface {...props} />, document.body);
}

function DialogSurface({ onDismiss, labelledBy, isWide = false, children }: Omit<DialogProps, 'isOpen'>) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    // The app lives in #root; the dialog is portalled beside it, so only the app goes inert.
    const appRoot = document.getElementById('root');
    appRoot?.setAttribute('inert', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      appRoot?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
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

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-900/50 backdrop-blur-sm" aria-hidden="true" onClick={onDismiss} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        className={`relative max-h-[calc(100dvh-2rem)] w-full overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 sm:p-8 ${isWide ? 'max-w-3xl' : 'max-w-md'}`}
      >
        {children}
      </div>
    </div>
  );
}
