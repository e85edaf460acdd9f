/**
 * One error shape for every API answer: `{ error: { code, message } }`.
 * The codes named `auth/*` are the identity-provider codes SPEC point 8 lists, so the
 * sign-in modal can map them to the messages of SPEC point 5.
 */
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './error-status';

export const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** Field-level problems of a rejected body, `path: message`. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
