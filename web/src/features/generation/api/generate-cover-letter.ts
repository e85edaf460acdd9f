import type { CoverLetterResponse, GenerationRequest } from '@hireready/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/openai/cover-letter: the cover letter and its meta (402 without a counted credit, 502/504 upstream). */
export function generateCoverLetter(body: GenerationRequest): Promise<CoverLetterResponse> {
  return api.post<CoverLetterResponse>('/openai/cover-letter', body);
}

export function useGenerateCoverLetter() {
  return useMutation({ mutationFn: generateCoverLetter });
}
