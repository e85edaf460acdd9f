import {
  CreateApplicationRequestSchema,
  TagSchema,
  UpdateApplicationRequestSchema,
  type CreateApplicationRequest,
  type UpdateApplicationRequest,
} from '@hireready/contract';

/**
 * The contract's checks of what the applications pages send. Loaded when the user saves, not with
 * the page: the pages draw without the schema library (decision 019), which also keeps it from
 * probing for `eval` under the page's content security policy.
 */
type Issues = readonly { path: readonly PropertyKey[]; message: string }[];
export type Checked<T> = { ok: true; data: T } | { ok: false; issues: Issues };

function checked<T>(result: { success: true; data: T } | { success: false; error: { issues: Issues } }): Checked<T> {
  return result.success ? { ok: true, data: result.data } : { ok: false, issues: result.error.issues };
}

export const checkNewApplication = (draft: unknown): Checked<CreateApplicationRequest> =>
  checked(CreateApplicationRequestSchema.safeParse(draft));
export const checkApplicationChange = (change: unknown): Checked<UpdateApplicationRequest> =>
  checked(UpdateApplicationRequestSchema.safeParse(change));
export const checkTag = (tag: unknown): Checked<string> => checked(TagSchema.safeParse(tag));
