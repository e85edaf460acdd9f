/**
 * The error codes and the HTTP status each one answers with, apart from the schemas (zod-free, as
 * decision 008 has it): the server's worker threads and CLIs need the table, not zod.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_FILE: 422,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 403,
  NO_GENERATION_CREDIT: 402,
  TIER_NOT_ALLOWED: 403,
  PAYMENT_REQUIRED: 402,
  BILLING_NOT_CONFIGURED: 400,
  UPSTREAM_ERROR: 502,
  UPSTREAM_TIMEOUT: 504,
  INTERNAL: 500,
  'auth/invalid-email': 400,
  'auth/weak-password': 400,
  'auth/email-already-in-use': 409,
  'auth/invalid-credential': 401,
  'auth/wrong-password': 401,
  'auth/user-not-found': 401,
  'auth/too-many-requests': 429,
  'auth/user-disabled': 403,
  'auth/id-token-expired': 401,
  /** A password reset link that is wrong, used or expired. */
  'auth/invalid-action-code': 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
