/** Where the profile editors find a field's message, zod-free: validate-profile.ts fills them in. */

/** A message per field, keyed by the field's path in the update ('work_experience.0.title'). */
export type FieldErrors = Readonly<Record<string, string>>;

export function errorKey(...path: readonly (string | number)[]): string {
  return path.join('.');
}
