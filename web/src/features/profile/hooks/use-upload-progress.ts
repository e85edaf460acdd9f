import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CLOSE_AFTER_DONE_MS,
  CLOSE_AFTER_FAILURE_MS,
  EXTRACTING_AFTER_MS,
  PARSING_AFTER_MS,
  type UploadStep,
} from '../lib/upload-progress';

/**
 * The overlay's step over time (SPEC point 4). The steps in between are timed from the start of the
 * upload, not from the server: the server reports nothing until it answers. An answer that comes
 * before 4 s (or 9 s) goes straight to Done; the pending steps are cancelled, never shown late.
 */
export function useUploadProgress() {
  const [step, setStep] = useState<UploadStep | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);

  const after = useCallback((ms: number, next: UploadStep | null) => {
    timers.current.push(setTimeout(() => setStep(next), ms));
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const start = useCallback(() => {
    clearTimers();
    setStep('submitting');
    after(PARSING_AFTER_MS, 'parsing');
    after(EXTRACTING_AFTER_MS, 'extracting');
  }, [after, clearTimers]);

  const finish = useCallback(
    (outcome: 'done' | 'failed') => {
      clearTimers();
      setStep(outcome);
      after(outcome === 'done' ? CLOSE_AFTER_DONE_MS : CLOSE_AFTER_FAILURE_MS, null);
    },
    [after, clearTimers],
  );

  const succeed = useCallback(() => finish('done'), [finish]);
  const fail = useCallback(() => finish('failed'), [finish]);

  return { step, start, succeed, fail };
}
