/**
 * Per-user tracker settings: how many quiet days make "no reply yet" (21 by default), and the
 * token of the private calendar feed. The row is made on first use.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_NO_REPLY_DAYS } from '@hireready/contract';
import type { Db } from '../../db/client';
import { applicationSettings } from '../../db/schema';

export type TrackerSettings = { noReplyDays: number; calendarToken: string };

/** 32 random bytes: unguessable, and short enough for a calendar app's URL field. */
function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function getTrackerSettings(db: Db, userId: string): Promise<TrackerSettings> {
  const rows = await db
    .select({ noReplyDays: applicationSettings.noReplyDays, calendarToken: applicationSettings.calendarToken })
    .from(applicationSettings)
    .where(eq(applicationSettings.userId, userId));
  if (rows[0]) return rows[0];
  // Two first requests at once: one insert wins, both read the winner.
  await db
    .insert(applicationSettings)
    .values({ userId, noReplyDays: DEFAULT_NO_REPLY_DAYS, calendarToken: newCalendarToken() })
    .onConflictDoNothing({ target: applicationSettings.userId });
  const created = await db
    .select({ noReplyDays: applicationSettings.noReplyDays, calendarToken: applicationSettings.calendarToken })
    .from(applicationSettings)
    .where(eq(applicationSettings.userId, userId));
  if (!created[0]) throw new Error('settings row missing after insert');
  return created[0];
}

export async function setNoReplyDays(opts: { db: Db; userId: string; noReplyDays: number; now: Date }): Promise<TrackerSettings> {
  await getTrackerSettings(opts.db, opts.userId);
  await opts.db
    .update(applicationSettings)
    .set({ noReplyDays: opts.noReplyDays, updatedAt: opts.now })
    .where(eq(applicationSettings.userId, opts.userId));
  return getTrackerSettings(opts.db, opts.userId);
}

/** A new token: the old feed address stops working at once. */
export async function replaceCalendarToken(opts: { db: Db; userId: string; now: Date }): Promise<TrackerSettings> {
  await getTrackerSettings(opts.db, opts.userId);
  await opts.db
    .update(applicationSettings)
    .set({ calendarToken: newCalendarToken(), updatedAt: opts.now })
    .where(eq(applicationSettings.userId, opts.userId));
  return getTrackerSettings(opts.db, opts.userId);
}

/** The owner of a feed token, or null for a token that is not (or no longer) anyone's. */
export async function findCalendarOwner(db: Db, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const rows = await db
    .select({ userId: applicationSettings.userId })
    .from(applicationSettings)
    .where(eq(applicationSettings.calendarToken, token));
  return rows[0]?.userId ?? null;
}
