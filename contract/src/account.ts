/** Account controls (decision 022): change, forget and reset the password; export and delete the account. */
import { z } from 'zod';

/** Loose on purpose, like the credentials: the server answers the password rule's own message. */
const password = z.string().max(1024);

export const ChangePasswordRequestSchema = z.object({
  currentPassword: password,
  newPassword: password,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: z.string().max(320) });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** The one answer to a reset request, whether or not an account has that address. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that address, we have sent it a link to set a new password. The link works once, within an hour.';

export const ForgotPasswordResponseSchema = z.object({ message: z.string() });

export const ResetPasswordRequestSchema = z.object({
  token: z.string().max(200),
  newPassword: password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Wrong, used and expired reset links all get this one message. */
export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid, expired or already used. Ask for a new one.';

export const DeleteAccountRequestSchema = z.object({ password });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** The current password, asked again before a change or a deletion, was not the account's. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'That is not your current password.';
