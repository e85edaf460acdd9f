import type { Profile } from '@hireready/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** GET /api/user/profile: the signed-in user's profile (SPEC point 3). */
export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  return api.get<Profile>('/user/profile', { signal });
}

/** One key for the signed-in user's profile; the cache is cleared whenever the user changes. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile({ signal }),
  });

type UseProfileOptions = {
  /** Pass false while nobody is signed in: there is no profile to ask for. */
  enabled?: boolean;
};

export function useProfile({ enabled = true }: UseProfileOptions = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
