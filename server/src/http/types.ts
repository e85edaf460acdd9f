import type { Env } from '../env';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import type { BillingProvider } from '../providers/billing/billing-provider';
import type { AiEngine } from '../providers/ai/engine';
import type { ExtractionProvider } from '../providers/extraction';
import type { Mailer } from '../providers/mail/mailer';
import type { TokenService } from '../services/accounts/tokens';

/** What every route needs from the process: configuration, the database and the providers. */
export type AppDeps = {
  env: Env;
  db: Db;
  log: Logger;
  tokens: TokenService;
  billing: BillingProvider;
  ai: AiEngine;
  mail: Mailer;
  /** Reads uploaded files in worker threads. */
  extraction: ExtractionProvider;
  /** The clock, so tests can move through months without waiting. */
  now: () => Date;
};

export type AuthedUser = { uid: string; email: string };

export type AppBindings = {
  Variables: {
    requestId: string;
    log: Logger;
    user: AuthedUser;
  };
};
