/** Accounts: register, sign in, refresh, sign out, who-am-I (DESIGN decision 1). */
import { z } from 'zod';

/** SPEC point 9: password minimum. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Credentials are checked loosely here so the server can answer the identity-provider codes
 * (`auth/invalid-email`, `auth/weak-password`) instead of a generic validation error.
 */
export const CredentialsSchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

export const RegisterRequestSchema = CredentialsSchema.extend({
  name: z.string().trim().max(200).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const AuthUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** Answer of register, sign-in and refresh. The refresh token travels only as an httpOnly cookie. */
export const SessionSchema = z.object({
  user: AuthUserSchema,
  accessToken: z.string(),
  /** When the bearer token expires (ISO 8601); the client refreshes 5 minutes before. */
  expiresAt: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

export const MeResponseSchema = z.object({ user: AuthUserSchema });

export { INVALID_EMAIL_MESSAGE, isValidEmail } from './email';
