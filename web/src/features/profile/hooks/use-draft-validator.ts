import { useState } from 'react';
import type { ProfileDraft } from '../lib/profile-draft';
import type { DraftValidation } from '../lib/validate-profile';

type Validate = (draft: ProfileDraft) => DraftValidation;

/**
 * The draft check (validate-profile.ts) brings the schema library, which the profile in view mode
 * does not need: it loads when editing starts, and Save waits for it. `validate` is null until then.
 */
export function useDraftValidator() {
  const [validate, setValidate] = useState<Validate | null>(null);
  async function loadValidator(): Promise<Validate> {
    const { validateDraft } = await import('../lib/validate-profile');
    setValidate(() => validateDraft);
    return validateDraft;
  }
  return { validate, loadValidator };
}
