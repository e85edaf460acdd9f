import type { GenerationRequest, ResumeResponse } from '@hireready/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/openai/resume: the tailored resume and its meta (402 without a counted credit, 502/504 upstream). */
export function generateResume(body: GenerationRequest): Promise<ResumeResponse> {
  return api.post<ResumeResponse>('/openai/resume', body);
}

export function useGenerateResume() {
  return useMutation({ mutationFn: generateResume });
}
