import { useId } from 'react';
import { Dialog } from '../../../components/ui/dialog';

type DiscardChangesDialogProps = {
  isOpen: boolean;
  /** What the user is about to do: 'leave this page' or 'stop editing'. */
  action: string;
  onKeepEditing: () => void;
  onDiscard: () => void;
};

/** Asked before unsaved edits are thrown away, whether by Cancel or by going to another page. */
export function DiscardChangesDialog({ isOpen, action, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  const titleId = useId();
  return (
    <Dialog isOpen={isOpen} onDismiss={onKeepEditing} labelledBy={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Discard unsaved changes?
      </h2>
      <p className="mt-2 text-sm text-slate-600">You have changes that are not saved. If you {action} now, they will be lost.</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-autofocus
          onClick={onKeepEditing}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Keep Editing
        </button>
        <button
          type="button"
          onClick={onDiscard}
          className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-500"
        >
          Discard Changes
        </button>
      </div>
    </Dialog>
  );
}
