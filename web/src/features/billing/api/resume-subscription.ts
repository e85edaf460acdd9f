import { TierRecordSchema, type TierRecord } from '@hireready/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/stripe/resume-subscription: takes back a scheduled downgrade ('Keep Plus'). */
export async function resumeSubscription(subscriptionId: string): Promise<TierRecord> {
  return TierRecordSchema.parse(await api.post<unknown>('/stripe/resume-subscription', { subscriptionId }));
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    // The plan shows in the profile the dashboard reads: refresh everything that shows it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
