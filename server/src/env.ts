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

const EnvSchema = z
  .object({
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
    COOKIE_SECURE: z
      .enum(['true', 'false', 'auto'])
      .default('auto'),
    /** Trust X-Forwarded-For / X-Forwarded-Proto from a proxy in front of us. */
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@hireready.app'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_PLUS: optionalString,
    STRIPE_PRICE_PRO: optionalString,
    /** Tests point the Stripe SDK at a local server speaking Stripe's wire format. */
    STRIPE_API_BASE: optionalUrl,
  })
  .superRefine((env, ctx) => {
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const key of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PLUS'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STRIPE_SECRET_KEY is set' });
      }
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`));
  }
  return result.data;
}
