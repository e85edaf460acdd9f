import type { Profile, UpdateProfileRequest } from '@hireready/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../api/get-profile';

/** POST /api/user/update-profile (SPEC point 7): each field named in `data` is replaced whole. */
export function updateProfile(request: UpdateProfileRequest): Promise<Profile> {
  return api.post<Profile>('/user/update-profile', request);
}

/** Saves, then reloads the profile (SPEC point 4: "Save Changes saves, reloads and leaves edit mode"). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { queryKey } = profileQueryOptions();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      // The answer is the saved profile: show it at once, then read it again from the server.
      queryClient.setQueryData(queryKey, saved);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
