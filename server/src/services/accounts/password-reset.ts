/**
 * Forgotten passwords (decision 022). A request always gets the same answer, whether or not an
 * account has the address; an account gets an e-mail with a single-use link that works for an hour.
 * The link's token is stored as SHA-256 only. Setting a new password through it ends every session.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVALID_EMAIL_MESSAGE, INVALID_RESET_LINK_MESSAGE, PASSWORD_RESET_TTL_MINUTES, isValidEmail } from '@hireready/contract';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../providers/mail/mailer';
import { countHit, type RateLimitRule } from '../rate-limit/consume-rate-limit';
import { checkNewPassword, hashPassword } from './passwords';
import { replacePassword } from './replace-password';
import { hashRefreshToken } from './tokens';

/** E-mails one address receives in an hour; past it requests still get the same answer but send nothing. */
const MAILS_PER_ADDRESS: RateLimitRule = { limit: 3, windowSeconds: 3600 };
/** Reset requests one client address may make in an hour, over all e-mail addresses. */
const REQUESTS_PER_CLIENT: RateLimitRule = { limit: 20, windowSeconds: 3600 };
/** Attempts to use a link from one client address in 15 minutes (each costs a password hash). */
const RESETS_PER_CLIENT: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };

export type ResetRequester = {
  /** Client address, for the per-client limits (decision 016). */
  client: string;
  /** Whether per-client limits apply (CLIENT_RATE_LIMITS). */
  perClient: boolean;
};

export type PasswordResetContext = {
  db: Db;
  mail: Mailer;
  log: Logger;
  now: Date;
  /** Address of the web app's reset page; the token is added as `?token=`. */
  resetPageUrl: string;
};

export async function requestPasswordReset(ctx: PasswordResetContext, input: { email: string } & ResetRequester): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new AppError('auth/invalid-email', INVALID_EMAIL_MESSAGE);
  if (input.perClient) await refuseOverLimit(ctx.db, `reset-request-client:${input.client}`, REQUESTS_PER_CLIENT, ctx.now);
  // Counted per address whether or not an account has it, so the count tells nothing either.
  const mailsToAddress = await countHit(ctx.db, `reset-request:${email}`, MAILS_PER_ADDRESS, ctx.now);
  if (mailsToAddress > MAILS_PER_ADDRESS.limit) return;

  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.disabledAt)));
  const user = rows[0];
  if (!user) return;

  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(ctx.now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    createdAt: ctx.now,
  });
  const link = new URL(ctx.resetPageUrl);
  link.searchParams.set('token', token);
  // Sent after the answer: waiting on a mail server would tell, by time, that the account exists.
  void ctx.mail.send(resetMessage(email, link.href)).catch((error: unknown) => {
    ctx.log.error('password reset e-mail failed', { error });
  });
}

export async function resetPassword(
  ctx: { db: Db; now: Date },
  input: { token: string; newPassword: string } & ResetRequester,
): Promise<void> {
  if (input.perClient) await refuseOverLimit(ctx.db, `reset-client:${input.client}`, RESETS_PER_CLIENT, ctx.now);
  const tokenHash = hashRefreshToken(input.token);
  const usable = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, ctx.now),
  );
  const rows = await ctx.db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(usable, isNull(users.disabledAt)));
  const found = rows[0];
  if (!input.token || !found) throw invalidLink();
  // A password the rule refuses leaves the link as it was, to be used with a better one.
  checkNewPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  // Spent in the same transaction as the change: of two uses at once, one wins and one is refused.
  const claim = async (tx: Db) =>
    (await tx.update(passwordResetTokens).set({ usedAt: ctx.now }).where(usable).returning({ id: passwordResetTokens.id })).length > 0;
  const changed = await replacePassword(ctx.db, found.userId, passwordHash, ctx.now, claim);
  if (changed === null) throw invalidLink();
}

function invalidLink(): AppError {
  return new AppError('auth/invalid-action-code', INVALID_RESET_LINK_MESSAGE);
}

async function refuseOverLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  if ((await countHit(db, key, rule, now)) > rule.limit) {
    throw new AppError('auth/too-many-requests', 'Too many password reset requests. Please try again later.');
  }
}

function resetMessage(to: string, link: string) {
  return {
    to,
    subject: 'Set a new HireReady password',
    text: [
      'Someone (we hope you) asked to set a new password for the HireReady account of this address.',
      '',
      `Open this link to choose a new password. It works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes:`,
      '',
      link,
      '',
      'Setting a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
