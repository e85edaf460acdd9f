import type { TierRecord } from '@hireready/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/stripe/resume-subscription: takes back a scheduled downgrade ('Keep Plus'). */
export async function resumeSubscription(subscriptionId: string): Promise<TierRecord> {
  const answer = await api.post<unknown>('/stripe/resume-subscription', { subscriptionId });
  // Loaded on use: the dashboard that shows this button draws without the schema library.
  const { parseTierRecord } = await import('./tier-record');
  return parseTierRecord(answer);
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    // The plan shows in the profile the dashboard reads: refresh everything that shows it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
