/**
 * Monthly generation quotas (DESIGN decision 3). increment-count consumes one of the month's
 * generations and grants one credit; a generation spends a credit. Each step is one conditional
 * UPDATE, so concurrent calls can never pass the limit: 100 parallel calls at a limit of 10
 * grant exactly 10.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { PLANS, type GenerationType } from '@hireready/contract';
import type { Db } from '../../db/client';
import { generationCredits, usagePeriods } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { usagePeriod } from '../plans/billing-period';
import { getPlanInForce } from '../plans/get-tier-record';

const LABEL: Record<GenerationType, string> = { resume: 'resume', cover_letter: 'cover letter' };

export async function incrementUsage(opts: {
  db: Db;
  userId: string;
  type: GenerationType;
  now: Date;
}): Promise<{ used: number; limit: number; credits: number }> {
  const { db, userId, type, now } = opts;
  const plan = await getPlanInForce(db, userId, now);
  const limit = PLANS[plan.tier].limits[type];
  const { period } = usagePeriod(now);
  const used = type === 'resume' ? sql.raw('resume_used') : sql.raw('cover_letter_used');
  const credit = type === 'resume' ? sql.raw('resume') : sql.raw('cover_letter');

  // One statement, so it is atomic on its own: the upsert counts the generation only while the
  // month's count is under the limit (no row comes back otherwise), and the credit is granted only
  // from a row that came back. Concurrent calls serialise on the usage row.
  const result = await db.execute(sql`
    WITH consumed AS (
      INSERT INTO ${usagePeriods} (user_id, period, ${used})
      SELECT ${userId}, ${period}, 1 WHERE ${limit} > 0
      ON CONFLICT (user_id, period) DO UPDATE SET ${used} = ${usagePeriods}.${used} + 1
        WHERE ${usagePeriods}.${used} < ${limit}
      RETURNING ${used} AS used
    ), granted AS (
      INSERT INTO ${generationCredits} (user_id, ${credit})
      SELECT ${userId}, 1 FROM consumed
      ON CONFLICT (user_id) DO UPDATE SET ${credit} = ${generationCredits}.${credit} + 1
      RETURNING ${credit} AS credits
    )
    SELECT consumed.used, granted.credits FROM consumed, granted
  `);
  const row = (result as unknown as { rows: { used: number; credits: number }[] }).rows[0];
  if (!row) {
    throw new AppError('QUOTA_EXCEEDED', `You have reached your ${LABEL[type]} generation limit. Please upgrade your plan.`);
  }
  return { used: Number(row.used), limit, credits: Number(row.credits) };
}

/** Spends one credit of this type, or refuses: skipping increment-count cannot bypass the limit. */
export async function spendGenerationCredit(opts: { db: Db; userId: string; type: GenerationType }): Promise<void> {
  const creditColumn = opts.type === 'resume' ? generationCredits.resume : generationCredits.coverLetter;
  const spent = await opts.db
    .update(generationCredits)
    .set(opts.type === 'resume' ? { resume: sql`${creditColumn} - 1` } : { coverLetter: sql`${creditColumn} - 1` })
    .where(and(eq(generationCredits.userId, opts.userId), gt(creditColumn, 0)))
    .returning({ credits: creditColumn });
  if (spent.length === 0) {
    throw new AppError(
      'NO_GENERATION_CREDIT',
      `No ${LABEL[opts.type]} generation is available: count it with /api/user/increment-count first.`,
    );
  }
}

/**
 * A generation that failed on our side gives its month's count back, so the user's retry
 * (which counts again) does not cost twice.
 */
export async function refundGeneration(opts: { db: Db; userId: string; type: GenerationType; now: Date }): Promise<void> {
  const { period } = usagePeriod(opts.now);
  const usedColumn = opts.type === 'resume' ? usagePeriods.resumeUsed : usagePeriods.coverLetterUsed;
  await opts.db
    .update(usagePeriods)
    .set(opts.type === 'resume' ? { resumeUsed: sql`${usedColumn} - 1` } : { coverLetterUsed: sql`${usedColumn} - 1` })
    .where(and(eq(usagePeriods.userId, opts.userId), eq(usagePeriods.period, period), gt(usedColumn, 0)));
}
