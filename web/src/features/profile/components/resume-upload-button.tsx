import { UPLOAD_ACCEPT, UPLOAD_FORMATS_TEXT } from '@hireready/contract';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { Dialog } from '../../../components/ui/dialog';

/** SPEC point 5: the confirmation, word for word. */
const REPLACE_CONFIRMATION = 'Uploading a resume will replace your profile. Continue?';

type ResumeUploadButtonProps = {
  onFileConfirmed: (file: File) => void;
  isDisabled?: boolean;
  className?: string;
};

/**
 * 'Upload Resume' asks first, in the app's own dialog, and only then opens the file chooser: a
 * user who would not replace the profile never has to find a file. The chosen file is imported.
 */
export function ResumeUploadButton({ onFileConfirmed, isDisabled = false, className }: ResumeUploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isAsking, setIsAsking] = useState(false);
  const titleId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a choice.
    event.target.value = '';
    if (file) onFileConfirmed(file);
  }

  function continueToFile() {
    // Closed at once, so the page is no longer inert behind the dialog; still inside the click, so
    // the browser lets the chooser open.
    flushSync(() => setIsAsking(false));
    inputRef.current?.click();
  }

  return (
    <>
      <button type="button" disabled={isDisabled} onClick={() => setIsAsking(true)} className={className}>
        Upload Resume
      </button>
      {/* Reached through the button above, so it stays out of the tab order. */}
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label="Resume file"
        tabIndex={-1}
        className="hidden"
        onChange={handleChange}
      />
      <Dialog isOpen={isAsking} onDismiss={() => setIsAsking(false)} labelledBy={titleId}>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Upload Resume
        </h2>
        <p className="mt-2 text-slate-700">{REPLACE_CONFIRMATION}</p>
        <p className="mt-2 text-sm text-slate-500">
          You can upload {UPLOAD_FORMATS_TEXT}. You can check everything we read before you use it.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => setIsAsking(false)}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Cancel
          </button>
          <button
            type="button"
            data-autofocus
            onClick={continueToFile}
            className="rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500"
          >
            Continue
          </button>
        </div>
      </Dialog>
    </>
  );
}
