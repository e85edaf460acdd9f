import type { UploadResponse } from '@hireready/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Reading and structuring a resume can take much longer than an ordinary call (a language model
 * may be involved); the overlay keeps the user informed meanwhile, so the wait limit is generous.
 */
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /api/openai/upload-resume (SPEC point 7): the file as the multipart field `file`. */
export async function uploadResume(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file);
  const answer = await api.post<unknown>('/openai/upload-resume', form, { timeoutMs: UPLOAD_TIMEOUT_MS });
  // Parsed at the edge: this answer becomes the user's whole profile.
  const { UploadResponseSchema } = await import('../lib/read-upload');
  return UploadResponseSchema.parse(answer);
}

export function useUploadResume() {
  return useMutation({ mutationFn: uploadResume });
}
