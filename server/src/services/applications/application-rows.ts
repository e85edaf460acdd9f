/** How an application row becomes the contract's shapes, and the rules every query shares. */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { AWAITING_REPLY_STATUSES, type ApplicationSummary } from '@hireready/contract';
import { applications, documents } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type ApplicationRow = typeof applications.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Another user's application is indistinguishable from one that does not exist. */
export function notFound(): AppError {
  return new AppError('NOT_FOUND', 'Application not found.');
}

export function assertApplicationId(id: string): void {
  if (!UUID.test(id)) throw notFound();
}

export function ownedBy(userId: string, id: string): SQL | undefined {
  return and(eq(applications.userId, userId), eq(applications.id, id));
}

export function notArchived(): SQL {
  return isNull(applications.archivedAt);
}

/** The moment the no-reply clock started: the last status change, or a later follow-up. */
export function quietSince(row: Pick<ApplicationRow, 'statusChangedAt' | 'lastFollowUpAt'>): Date {
  const followUp = row.lastFollowUpAt;
  return followUp && followUp > row.statusChangedAt ? followUp : row.statusChangedAt;
}

export function isNoReply(
  row: Pick<ApplicationRow, 'status' | 'archivedAt' | 'statusChangedAt' | 'lastFollowUpAt'>,
  now: Date,
  noReplyDays: number,
): boolean {
  if (row.archivedAt || !AWAITING_REPLY_STATUSES.includes(row.status)) return false;
  return now.getTime() - quietSince(row).getTime() >= noReplyDays * 86_400_000;
}

/** The same rule in SQL, for the "no reply yet" filter. */
export function noReplySql(now: Date, noReplyDays: number): SQL {
  const cutoff = new Date(now.getTime() - noReplyDays * 86_400_000);
  return sql`(${applications.archivedAt} is null
    and ${applications.status} in ('applied', 'interviewing')
    and greatest(${applications.statusChangedAt}, coalesce(${applications.lastFollowUpAt}, ${applications.statusChangedAt})) <= ${cutoff.toISOString()}::timestamptz)`;
}

/** The columns of a summary, with the count of filed documents from one correlated subquery. */
export const summaryColumns = {
  id: applications.id,
  company: applications.company,
  jobTitle: applications.jobTitle,
  postingUrl: applications.postingUrl,
  location: applications.location,
  salary: applications.salary,
  source: applications.source,
  status: applications.status,
  appliedOn: applications.appliedOn,
  nextStep: applications.nextStep,
  nextStepDue: applications.nextStepDue,
  interviewAt: applications.interviewAt,
  tags: applications.tags,
  archivedAt: applications.archivedAt,
  statusChangedAt: applications.statusChangedAt,
  lastFollowUpAt: applications.lastFollowUpAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  documentCount: sql<number>`(select count(*)::int from ${documents} where ${documents.applicationId} = ${applications.id})`.as(
    'document_count',
  ),
};

export type SummaryRow = Omit<ApplicationRow, 'userId' | 'postingText' | 'notes'> & { documentCount: number };

export function toSummary(row: SummaryRow, now: Date, noReplyDays: number): ApplicationSummary {
  return {
    id: row.id,
    company: row.company,
    jobTitle: row.jobTitle,
    postingUrl: row.postingUrl,
    location: row.location,
    salary: row.salary,
    source: row.source,
    status: row.status,
    appliedOn: row.appliedOn,
    nextStep: row.nextStep,
    nextStepDue: row.nextStepDue,
    interviewAt: row.interviewAt ? row.interviewAt.toISOString() : null,
    tags: row.tags,
    archived: row.archivedAt !== null,
    noReply: isNoReply(row, now, noReplyDays),
    documentCount: Number(row.documentCount),
    statusChangedAt: row.statusChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
