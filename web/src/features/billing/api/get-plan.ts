import type { Profile, TierRecord } from '@hireready/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the plan card needs: the tier record (SPEC point 3) and who the user is, for checkout. */
export type PlanState = { uid: string; email: string; tier: TierRecord };

/** GET /api/user/profile, reduced to the plan: the profile is where the server keeps the tier record. */
export async function getPlan({ signal }: { signal?: AbortSignal } = {}): Promise<PlanState> {
  const profile = await api.get<Profile>('/user/profile', { signal });
  return { uid: profile.uid, email: profile.email, tier: profile.tier };
}

export const planQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'plan'],
    queryFn: ({ signal }) => getPlan({ signal }),
  });

export function usePlan() {
  return useQuery(planQueryOptions());
}
