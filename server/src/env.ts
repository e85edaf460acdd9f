/**
 * Configuration: environment variables parsed once at start (STYLE.md "Parse at the edges").
 * A wrong value stops start-up with a readable list instead of failing later.
 */
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const optionalUrl = optionalString.pipe(z.url({ message: 'must be a URL' }).optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** Where the built web app lives; empty serves the API alone. */
  WEB_DIST_DIR: z.string().default('web/dist'),
  /** The address users reach us at; used for checkout return URLs. Defaults to the request's origin. */
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Marks the refresh cookie Secure; on by default in production. */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  /** Behind a reverse proxy: trust X-Forwarded-Proto, and X-Forwarded-For as one hop unless TRUST_PROXY_HOPS says otherwise. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** How many proxies of ours append to X-Forwarded-For; the client is the entry that many from the right. */
  TRUST_PROXY_HOPS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(10).optional()),
  /**
   * Limits per client address (sign-in failures across accounts, registrations, the /api/auth
   * request budget). Off only for test rigs that send every user from one address.
   */
  CLIENT_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** `local` turns on the test-mode checkout in production, where it is otherwise off. */
  BILLING_PROVIDER: optionalString.pipe(z.enum(['local', 'stripe']).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PLUS: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  /** Tests point the Stripe SDK at a local server speaking Stripe's wire format. */
  STRIPE_API_BASE: optionalUrl,
  /** Send e-mail (password resets) over SMTP; unset, each e-mail is written to the log (decision 022). */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** The sender of every e-mail, e.g. `HireReady <no-reply@example.com>`. */
  MAIL_FROM: optionalString,
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Settings that only make sense together, checked on the raw values so every problem is listed at once. */
function missingCompanions(source: Record<string, string | undefined>): string[] {
  const isSet = (key: string) => Boolean(source[key]?.trim());
  const problems: string[] = [];
  if (isSet('LLM_BASE_URL') && !isSet('LLM_MODEL')) problems.push('LLM_MODEL is required when LLM_BASE_URL is set');
  if (source.BILLING_PROVIDER?.trim() === 'stripe' && !isSet('STRIPE_SECRET_KEY')) {
    problems.push('STRIPE_SECRET_KEY is required when BILLING_PROVIDER is stripe');
  }
  if (isSet('STRIPE_SECRET_KEY')) {
    for (const key of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PLUS']) {
      if (!isSet(key)) problems.push(`${key} is required when STRIPE_SECRET_KEY is set`);
    }
    // Stripe needs absolute return addresses, and the request's Host is the client's to forge.
    if (source.NODE_ENV === 'production' && !isSet('PUBLIC_URL')) {
      problems.push('PUBLIC_URL is required in production when STRIPE_SECRET_KEY is set (checkout return addresses)');
    }
  }
  if (isSet('SMTP_URL')) {
    // Links in real e-mail are built from PUBLIC_URL: a request's Host header could name anyone's site.
    for (const key of ['MAIL_FROM', 'PUBLIC_URL']) {
      if (!isSet(key)) problems.push(`${key} is required when SMTP_URL is set`);
    }
  }
  if (source.TRUST_PROXY?.trim() === 'false' && Number(source.TRUST_PROXY_HOPS ?? 0) > 0) {
    problems.push('TRUST_PROXY_HOPS needs TRUST_PROXY unset or true (a proxy count says we are behind a proxy)');
  }
  return problems;
}

/** How many proxies of ours stand in front of the server: 0 means the socket's peer is the client. */
export function proxyHops(env: Env): number {
  return env.TRUST_PROXY_HOPS ?? (env.TRUST_PROXY === 'true' ? 1 : 0);
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`)),
    ...missingCompanions(source),
  ];
  if (problems.length > 0 || !result.success) throw new EnvError(problems);
  return result.data;
}
