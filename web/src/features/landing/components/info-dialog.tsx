import { useEffect, useId, useRef, type ReactNode } from 'react';
import { attachInfoDialog, type InfoDialogController } from '../lib/info-dialog-controller';

type InfoDialogProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A long-read pop-up on the native modal <dialog>. How it opens and closes is the controller's
 * (info-dialog-controller.ts), the same one the pre-rendered landing page attaches; this renders
 * the markup and tells the controller when `isOpen` changes.
 */
export function InfoDialog({ title, isOpen, onClose, children }: InfoDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const controllerRef = useRef<InfoDialogController | null>(null);
  const onCloseRef = useRef(onClose);
  const headingId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!dialogRef.current || !closeRef.current) return;
    const controller = attachInfoDialog(dialogRef.current, closeRef.current, () => onCloseRef.current());
    controllerRef.current = controller;
    return () => controller.detach();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    controllerRef.current?.open(opener);
    return () => controllerRef.current?.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
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
            className="-mr-2 shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
              focusable="false"
            >
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
