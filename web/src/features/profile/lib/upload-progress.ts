/**
 * The resume-upload overlay's steps and timers, all in one place.
 * SPEC point 4: Submitting..., then Parsing... after 4 s, then Extracting... after 9 s (both counted
 * from the start of the upload), then Done; widths 0, 1/4, 2/3, full. The overlay closes 1.5 s after
 * Done, or 2 s after 'Resume upload failed.' (SPEC point 8). SPEC point 9 repeats the timers.
 */
export const PARSING_AFTER_MS = 4_000;
export const EXTRACTING_AFTER_MS = 9_000;
export const CLOSE_AFTER_DONE_MS = 1_500;
export const CLOSE_AFTER_FAILURE_MS = 2_000;

export type UploadStep = 'submitting' | 'parsing' | 'extracting' | 'done' | 'failed';

export const UPLOAD_STEP_LABELS: Record<UploadStep, string> = {
  submitting: 'Submitting...',
  parsing: 'Parsing...',
  extracting: 'Extracting...',
  done: 'Done',
  failed: 'Resume upload failed.',
};

/** Progress as a fraction of the bar. A failure keeps the bar where it stopped, shown in red. */
export const UPLOAD_STEP_PROGRESS: Record<Exclude<UploadStep, 'failed'>, number> = {
  submitting: 0,
  parsing: 1 / 4,
  extracting: 2 / 3,
  done: 1,
};
