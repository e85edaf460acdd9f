import type { CreateProfileRequest } from '@hireready/contract';
import { api } from '../../../lib/api-client';

/** POST /api/user/create-profile: creates or merges the profile after sign-in or sign-up (SPEC point 7). */
export function createProfile(request: CreateProfileRequest): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/user/create-profile', request);
}
