import type { AddSkillRequest, Profile } from '@hireready/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/user/add-skill: adds one skill the user confirmed from the keyword report; answers the saved profile. */
export function addSkill(body: AddSkillRequest): Promise<Profile> {
  return api.post<Profile>('/user/add-skill', body);
}

/** `onAdded` lets the page refresh what shows the profile without this feature knowing it. */
export function useAddSkill({ onAdded }: { onAdded?: () => void } = {}) {
  return useMutation({ mutationFn: addSkill, onSuccess: () => onAdded?.() });
}
