/** Save checks the draft with the contract's own schema, so the page and the server agree on what is valid. */
import { ProfileUpdateSchema, type ProfileUpdate } from '@hireready/contract';
import { toUpdate, type ProfileDraft } from './profile-draft';

/** A message per field, keyed by the field's path in the update ('work_experience.0.title'). */
export type FieldErrors = Readonly<Record<string, string>>;

export type DraftValidation = { isValid: true; data: ProfileUpdate } | { isValid: false; errors: FieldErrors };

export function errorKey(...path: readonly (string | number)[]): string {
  return path.join('.');
}

export function validateDraft(draft: ProfileDraft): DraftValidation {
  const result = ProfileUpdateSchema.safeParse(toUpdate(draft));
  // The parsed data, not the draft: the schema trims the text the user typed.
  if (result.success) return { isValid: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = errorKey(...issue.path.map(String));
    errors[key] ??= issue.message;
  }
  return { isValid: false, errors };
}
