import { useId } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { UPLOAD_STEP_LABELS, UPLOAD_STEP_PROGRESS, type UploadStep } from '../lib/upload-progress';

type UploadOverlayProps = { step: UploadStep | null };

/** SPEC point 4: the resume-upload progress overlay. It cannot be dismissed: it closes on its own. */
export function UploadOverlay({ step }: UploadOverlayProps) {
  const titleId = useId();
  return (
    <Dialog isOpen={step !== null} onDismiss={() => {}} labelledBy={titleId}>
      {step === null ? null : <UploadProgress step={step} titleId={titleId} />}
    </Dialog>
  );
}

function UploadProgress({ step, titleId }: { step: UploadStep; titleId: string }) {
  const isFailed = step === 'failed';
  // A failure leaves the bar full and red: the attempt is over.
  const fraction = isFailed ? 1 : UPLOAD_STEP_PROGRESS[step];
  const percent = Math.round(fraction * 100);
  return (
    <div>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Importing your resume
      </h2>
      <p className="mt-1 text-sm text-slate-500">Your profile will be replaced with what we read from the file.</p>
      <p role="status" aria-live="polite" className={`mt-5 font-medium ${isFailed ? 'text-red-700' : 'text-slate-800'}`}>
        {UPLOAD_STEP_LABELS[step]}
      </p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={isFailed ? undefined : percent}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          data-testid="upload-progress-fill"
          className={`h-full rounded-full transition-[width] duration-700 ease-out motion-reduce:transition-none ${
            isFailed ? 'bg-red-500' : step === 'done' ? 'bg-emerald-500' : 'bg-indigo-600'
          }`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
