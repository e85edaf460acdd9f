/** The dashboard's view: applications moved into each status this month, and the follow-ups due. */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { APPLICATION_STATUSES, OPEN_APPLICATION_STATUSES, type ApplicationsOverview } from '@hireready/contract';
import type { Db } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema';
import { noReplySql, summaryColumns, toSummary, utcDay, type SummaryRow } from './application-rows';
import { getTrackerSettings } from './settings';

const LIST_LIMIT = 10;

export async function getApplicationsOverview(opts: { db: Db; userId: string; now: Date }): Promise<ApplicationsOverview> {
  const { db, userId, now } = opts;
  const settings = await getTrackerSettings(db, userId);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const open = and(
    eq(applications.userId, userId),
    isNull(applications.archivedAt),
    inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
  );
  const [moved, due, quiet] = await Promise.all([
    db
      .select({ status: applicationEvents.toStatus, count: sql<number>`count(distinct ${applicationEvents.applicationId})::int` })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.userId, userId), sql`${applicationEvents.at} >= ${monthStart.toISOString()}::timestamptz`))
      .groupBy(applicationEvents.toStatus),
    db
      .select(summaryColumns)
      .from(applications)
      .where(and(open, lte(applications.nextStepDue, utcDay(now))))
      .orderBy(asc(applications.nextStepDue), asc(applications.id))
      .limit(LIST_LIMIT),
    db
      .select(summaryColumns)
      .from(applications)
      .where(and(eq(applications.userId, userId), noReplySql(now, settings.noReplyDays)))
      .orderBy(asc(applications.statusChangedAt), asc(applications.id))
      .limit(LIST_LIMIT),
  ]);
  const toView = (row: unknown) => toSummary(row as SummaryRow, now, settings.noReplyDays);
  return {
    month: monthStart.toISOString().slice(0, 7),
    thisMonth: APPLICATION_STATUSES.map((status) => ({ status, count: Number(moved.find((m) => m.status === status)?.count ?? 0) })),
    due: due.map(toView),
    noReply: quiet.map(toView),
  };
}
