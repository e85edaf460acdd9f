import { UPLOAD_ACCEPT } from '@hireready/contract';
import { useRef, type ChangeEvent } from 'react';

/** SPEC point 5: the confirmation, word for word. */
const REPLACE_CONFIRMATION = 'Uploading a resume will replace your profile. Continue?';

type ResumeUploadButtonProps = {
  onFileConfirmed: (file: File) => void;
  isDisabled?: boolean;
  className?: string;
};

/** 'Upload Resume' opens the file chooser; a chosen file is imported only after the user confirms. */
export function ResumeUploadButton({ onFileConfirmed, isDisabled = false, className }: ResumeUploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a choice.
    event.target.value = '';
    if (!file) return;
    if (!window.confirm(REPLACE_CONFIRMATION)) return;
    onFileConfirmed(file);
  }

  return (
    <>
      <button type="button" disabled={isDisabled} onClick={() => inputRef.current?.click()} className={className}>
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
    </>
  );
}
