import { ApiError } from '../../../lib/request';
import { describeImport, type ImportReview } from '../lib/import-review';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadResume } from '../api/upload-resume';
import { useUploadProgress } from './use-upload-progress';

type UseResumeImportOptions = {
  uid: string;
  /** The new profile is saved and loaded; the review says what to check in it. */
  onImported: (review: ImportReview) => void;
  /**
   * The upload failed. `reason` is the server's own sentence when it refused the file (a kind it
   * cannot read, an empty or damaged file), so the user learns what to upload instead; null otherwise.
   */
  onFailed: (reason: string | null) => void;
};

/**
 * SPEC point 4: an uploaded resume replaces the profile. The parsed resume becomes the profile and is
 * saved (every field), and only then does the overlay say Done: until the save, nothing is replaced.
 * A failed upload or a failed save both show 'Resume upload failed.' and leave the profile as it was.
 */
export function useResumeImport({ uid, onImported, onFailed }: UseResumeImportOptions) {
  const progress = useUploadProgress();
  const upload = useUploadResume();
  const save = useUpdateProfile();

  async function importResume(file: File) {
    progress.start();
    let review: ImportReview;
    try {
      const parsed = await upload.mutateAsync(file);
      const { profileFromUpload, reviewForImportedProfile } = await import('../lib/read-upload');
      const data = profileFromUpload(parsed, () => crypto.randomUUID());
      review = { ...reviewForImportedProfile(parsed), found: describeImport(data) };
      await save.mutateAsync({ uid, data });
    } catch (error) {
      // The overlay says it failed (SPEC point 8); a refused file's reason stays on the page after it.
      console.warn('Resume upload failed:', error);
      progress.fail();
      onFailed(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : null);
      return;
    }
    progress.succeed();
    onImported(review);
  }

  return { step: progress.step, isImporting: progress.step !== null, importResume };
}
