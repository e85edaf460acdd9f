/**
 * How a footer pop-up opens and closes, written once for the pre-rendered landing page and the
 * React app (decision 020). The native modal <dialog> (showModal) puts it in the top layer and makes
 * the page behind inert, so focus cannot wander out. What the element does not do everywhere is
 * done here: lock the page's scroll, land focus on the close button, hand focus back to whatever
 * opened it, and treat Escape and a click on the backdrop as a request to close.
 */
export type InfoDialogController = {
  /** Opens the dialog; closing gives focus back to `opener`. */
  open(opener: HTMLElement | null): void;
  close(): void;
  /** Closes, and stops listening. */
  detach(): void;
};

/**
 * `onDismiss` hears every request to close (Escape, the close button, the backdrop, a close from
 * the browser); the owner then calls close(), so its own state and the dialog never disagree.
 */
export function attachInfoDialog(dialog: HTMLDialogElement, closeButton: HTMLElement, onDismiss: () => void): InfoDialogController {
  let restore: (() => void) | null = null;

  // Escape goes through onDismiss rather than the native cancel (Chrome may skip a repeated cancel
  // without a fresh user gesture).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDismiss();
  };
  // A click whose target is the <dialog> itself landed on the backdrop: the panel fills the element.
  const onClick = (event: MouseEvent) => {
    if (event.target === dialog) onDismiss();
  };
  // A close from elsewhere (a form method=dialog, the browser) still goes through the owner.
  const onClose = () => {
    if (restore) onDismiss();
  };
  dialog.addEventListener('keydown', onKeyDown);
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('close', onClose);
  closeButton.addEventListener('click', onDismiss);

  const controller: InfoDialogController = {
    open(opener) {
      if (restore) return;
      const root = document.documentElement;
      const previousOverflow = root.style.overflow;
      root.style.overflow = 'hidden';
      if (!dialog.open) dialog.showModal();
      closeButton.focus();
      restore = () => {
        root.style.overflow = previousOverflow;
        if (dialog.open) dialog.close();
        if (opener?.isConnected) opener.focus();
      };
    },
    close() {
      const undo = restore;
      restore = null;
      undo?.();
    },
    detach() {
      controller.close();
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onClose);
      closeButton.removeEventListener('click', onDismiss);
    },
  };
  return controller;
}
