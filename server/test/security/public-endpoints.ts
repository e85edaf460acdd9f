/** The /api endpoints that need no bearer token; every other one is in the authorization matrix. */

/** Endpoints anyone may call: the account endpoints themselves, health, newsletter, webhook, config. */
export const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/auth/register',
  'POST /api/auth/sign-in',
  'POST /api/auth/refresh',
  'POST /api/auth/sign-out',
  // Forgotten passwords: answered alike for every address (tested in password-reset.test.ts).
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/newsletter',
  'POST /api/stripe/webhook',
  'GET /api/billing/config',
  // The calendar feed's address carries its own random key (tested in applications.test.ts).
  'GET /api/applications/calendar/:file',
]);
