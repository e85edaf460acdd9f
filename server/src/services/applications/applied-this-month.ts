/** The Pro plan's application figure: applications moved to `applied` since a moment (this month). */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { applicationEvents } from '../../db/schema';

/**
 * A subquery, so the tier record still reads in one statement. `since` is an ISO instant, or the
 * placeholder a prepared statement fills with one.
 */
export function countAppliedSince(userId: PgColumn, since: string | Placeholder): SQL<number> {
  return sql<number>`(select count(distinct ${applicationEvents.applicationId})::int from ${applicationEvents}
    where ${applicationEvents.userId} = ${userId} and ${applicationEvents.toStatus} = 'applied'
    and ${applicationEvents.at} >= ${since}::timestamptz)`;
}
