import type { SetTemplateRequest } from '@hireready/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SetTemplateResponse = { resume_template: string };

/** POST /api/user/template: stores the user's template choice (refused for a tier above the user's). */
export function setTemplate(body: SetTemplateRequest): Promise<SetTemplateResponse> {
  return api.post<SetTemplateResponse>('/user/template', body);
}

/** `onSaved` lets the page refresh the profile, which this feature does not own. */
export function useSetTemplate({ onSaved }: { onSaved?: () => void } = {}) {
  return useMutation({ mutationFn: setTemplate, onSuccess: () => onSaved?.() });
}
