import type { IncrementCountRequest, IncrementCountResponse } from '@hireready/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/user/increment-count (SPEC point 7): made before each generation. It uses one of the
 * month's generations and grants the credit the generation call spends; 403 QUOTA_EXCEEDED at the limit.
 */
export function incrementCount(body: IncrementCountRequest): Promise<IncrementCountResponse> {
  return api.post<IncrementCountResponse>('/user/increment-count', body);
}

/** `onCounted` lets the page refresh what shows usage (the profile's counts) without this feature knowing it. */
export function useIncrementCount({ onCounted }: { onCounted?: () => void } = {}) {
  return useMutation({ mutationFn: incrementCount, onSuccess: () => onCounted?.() });
}
