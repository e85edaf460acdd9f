/**
 * "Download all my data" (DESIGN decision 13, decision 022): everything kept about one user, in one
 * JSON document. Never a password hash, a token (refresh, reset, calendar feed), another user's row,
 * or an id that is not the user's own (payment customer ids, checkout sessions, internal sequence numbers).
 */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  applicationEvents,
  applicationSettings,
  applications,
  documents,
  generationCredits,
  newsletterSubscribers,
  subscriptions,
  usagePeriods,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getProfile } from '../profiles/profiles';

export const ACCOUNT_EXPORT_FORMAT = 'hireready-account-export/1';

type UserTable = PgTable & { userId: PgColumn };
type ColumnsOf<T extends PgTable> = T['_']['columns'];

/** The named columns of a table, by their names in the schema: what goes out is listed, never the rest. */
function pick<T extends PgTable, K extends keyof ColumnsOf<T> & string>(table: T, keys: readonly K[]): Pick<ColumnsOf<T>, K> {
  const columns = getTableColumns(table) as ColumnsOf<T>;
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<ColumnsOf<T>, K>;
}

export async function exportAccount(opts: { db: Db; userId: string; now: Date }) {
  const { db, userId } = opts;
  /** One user's rows of a table keyed by the user's id, the chosen columns only, in `order`. */
  const ownRows = <T extends UserTable, K extends keyof ColumnsOf<T> & string>(table: T, keys: readonly K[], order?: PgColumn) => {
    const query = db
      .select(pick(table, keys))
      .from(table as PgTable)
      .where(eq(table.userId, userId));
    return order ? query.orderBy(asc(order)) : query;
  };
  const [account] = await db.select({ email: users.email, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!account) throw new AppError('UNAUTHORIZED', 'Your session is no longer valid. Please sign in again.');
  const [profile, usage, credits, subs, docs, apps, events, settings, newsletter] = await Promise.all([
    getProfile(opts),
    ownRows(usagePeriods, ['period', 'resumeUsed', 'coverLetterUsed'], usagePeriods.period),
    ownRows(generationCredits, ['resume', 'coverLetter']),
    ownRows(
      subscriptions,
      ['id', 'provider', 'tier', 'status', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'createdAt'],
      subscriptions.createdAt,
    ),
    ownRows(
      documents,
      [
        'id',
        'fileName',
        'type',
        'jobTitle',
        'companyName',
        'templateId',
        'applicationId',
        'html',
        'content',
        'keywordReport',
        'createdAt',
        'updatedAt',
      ],
      documents.createdAt,
    ),
    ownRows(
      applications,
      [
        'id',
        'company',
        'jobTitle',
        'postingText',
        'postingUrl',
        'location',
        'salary',
        'source',
        'status',
        'appliedOn',
        'notes',
        'nextStep',
        'nextStepDue',
        'interviewAt',
        'tags',
        'archivedAt',
        'statusChangedAt',
        'lastFollowUpAt',
        'createdAt',
        'updatedAt',
      ],
      applications.createdAt,
    ),
    ownRows(applicationEvents, ['applicationId', 'kind', 'fromStatus', 'toStatus', 'at'], applicationEvents.seq),
    ownRows(applicationSettings, ['noReplyDays']),
    db
      .select({ createdAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, account.email)),
  ]);
  const { tier, ...profileFields } = profile;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: opts.now.toISOString(),
    account: { id: userId, email: account.email, createdAt: account.createdAt.toISOString() },
    profile: profileFields,
    plan: { ...tier, generationCredits: credits[0] ?? { resume: 0, coverLetter: 0 }, subscriptions: subs },
    usageHistory: usage,
    documents: docs,
    applications: apps.map((application) => ({
      ...application,
      history: events.filter((event) => event.applicationId === application.id).map(({ applicationId: _id, ...event }) => event),
    })),
    applicationSettings: settings[0] ?? null,
    newsletter: newsletter[0] ? { subscribedAt: newsletter[0].createdAt.toISOString() } : null,
  };
}
