/**
 * Monthly generation quotas (DESIGN decision 3). increment-count consumes one of the month's
 * generations and grants one credit; a generation spends a credit. Each step is one conditional
 * UPDATE, so concurrent calls can never pass the limit: 100 parallel calls at a limit of 10
 * grant exactly 10.
 */
import { type Placeholder, and, eq, gt, sql } from 'drizzle-orm';
import { generationLimitMessage, type GenerationType } from '@hireready/contract';
import type { Db } from '../../db/client';
import { generationCredits, usagePeriods } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { usagePeriod } from '../plans/billing-period';
import { planLimitSql } from '../plans/plan-in-force';

const LABEL: Record<GenerationType, string> = { resume: 'resume', cover_letter: 'cover letter' };

export async function incrementUsage(opts: {
  db: Db;
  userId: string;
  type: GenerationType;
  now: Date;
}): Promise<{ used: number; limit: number; credits: number }> {
  const { db, userId, type, now } = opts;
  const { period } = usagePeriod(now);
  const used = type === 'resume' ? sql.raw('resume_used') : sql.raw('cover_letter_used');
  const credit = type === 'resume' ? sql.raw('resume') : sql.raw('cover_letter');
  const planLimit = sql`SELECT ${planLimitSql(type, userId, now.toISOString())} AS value`;

  // One statement, so it is atomic on its own: the upsert counts the generation only while the
  // month's count is under the plan's limit (no row comes back otherwise), and the credit is granted
  // only from a row that came back. Concurrent calls serialise on the usage row.
  const result = await db.execute(sql`
    WITH plan_limit AS (${planLimit}),
    consumed AS (
      INSERT INTO ${usagePeriods} (user_id, period, ${used})
      SELECT ${userId}, ${period}, 1 FROM plan_limit WHERE plan_limit.value > 0
      ON CONFLICT (user_id, period) DO UPDATE SET ${used} = ${usagePeriods}.${used} + 1
        WHERE ${usagePeriods}.${used} < (SELECT value FROM plan_limit)
      RETURNING ${used} AS used
    ), granted AS (
      INSERT INTO ${generationCredits} (user_id, ${credit})
      SELECT ${userId}, 1 FROM consumed
      -- The month's first count: credits left from an earlier month are gone (they buy nothing).
      ON CONFLICT (user_id) DO UPDATE SET ${credit} =
        CASE WHEN (SELECT used FROM consumed) = 1 THEN 1 ELSE ${generationCredits}.${credit} + 1 END
      RETURNING ${credit} AS credits
    )
    SELECT plan_limit.value AS "limit", consumed.used, granted.credits
    FROM plan_limit LEFT JOIN consumed ON true LEFT JOIN granted ON true
  `);
  const row = (result as unknown as { rows: { limit: number | null; used: number | null; credits: number | null }[] }).rows[0];
  // SPEC point 8: reading the tier fails when the plan record does not exist.
  if (!row || row.limit === null) throw new AppError('NOT_FOUND', 'No plan record exists for this user.');
  if (row.used === null || row.credits === null) {
    throw new AppError('QUOTA_EXCEEDED', generationLimitMessage(type));
  }
  return { used: Number(row.used), limit: Number(row.limit), credits: Number(row.credits) };
}

/**
 * The statement that spends one credit of this type (UPDATE ... RETURNING, one row when a credit
 * was there, none otherwise), unexecuted: the generation runs it inside the statement that reads
 * the profile, so a generation costs one round trip to the database, not two.
 *
 * A credit is good only in the month it was counted in (there are no more credits than the month's
 * count), and only while this month's spent generations stay under the plan in force: credits
 * banked on Plus buy no more than Basic's month after a downgrade.
 */
export function spendCreditStatement(
  db: Db,
  opts: { userId: string | Placeholder; type: GenerationType; period: string | Placeholder; nowIso: string | Placeholder },
) {
  const creditColumn = opts.type === 'resume' ? generationCredits.resume : generationCredits.coverLetter;
  const usedColumn = sql.raw(opts.type === 'resume' ? 'u.resume_used' : 'u.cover_letter_used');
  const inThisMonth = sql`exists (
    SELECT 1 FROM ${usagePeriods} u
    WHERE u.user_id = ${generationCredits.userId} AND u.period = ${opts.period}
      AND ${creditColumn} <= ${usedColumn}
      AND ${usedColumn} - ${creditColumn} < ${planLimitSql(opts.type, sql`${generationCredits.userId}`, opts.nowIso)})`;
  return db
    .update(generationCredits)
    .set(opts.type === 'resume' ? { resume: sql`${creditColumn} - 1` } : { coverLetter: sql`${creditColumn} - 1` })
    .where(and(eq(generationCredits.userId, opts.userId), gt(creditColumn, 0), inThisMonth))
    .returning({ userId: generationCredits.userId });
}

/** What a generation without a credit gets: skipping increment-count cannot bypass the limit. */
export function noCreditError(type: GenerationType): AppError {
  return new AppError('NO_GENERATION_CREDIT', `No ${LABEL[type]} generation is available: count it with /api/user/increment-count first.`);
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
