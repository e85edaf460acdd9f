/**
 * Every generation belongs to an application (DESIGN decision 12): one the user chose, else the
 * open application for the same company, job title and posting, else a new `saved` one.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES, type FiledApplication } from '@hireready/contract';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';
import { assertApplicationId, notFound, ownedBy, type ApplicationRow } from './application-rows';
import { recordEvent } from './manage-application';

export type JobToFile = { company: string; jobTitle: string; jobDescription: string };

/** Postings match when they say the same words: spacing and case are not differences. */
function postingKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The user's own application, or a 404 (checked before a generation spends anything). */
export async function findOwnedApplication(db: Db, userId: string, applicationId: string): Promise<ApplicationRow> {
  assertApplicationId(applicationId);
  const rows = await db.select().from(applications).where(ownedBy(userId, applicationId));
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** What filing needs of an open application that may take the generation. */
export type FilingCandidate = Pick<ApplicationRow, 'id' | 'userId' | 'company' | 'jobTitle' | 'status' | 'postingText'>;

/**
 * The user's open applications for the job's company and title, newest first, as one JSON array:
 * a subquery the generation reads in the statement that spends its credit, so filing costs no
 * round trip of its own on the hot path.
 */
export function filingCandidatesSql(userId: SQLWrapper, company: SQLWrapper, jobTitle: SQLWrapper): SQL<unknown> {
  const open = sql.join(
    OPEN_APPLICATION_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(json_build_object(
      'id', ${applications.id}, 'userId', ${applications.userId}, 'company', ${applications.company},
      'jobTitle', ${applications.jobTitle}, 'status', ${applications.status}, 'postingText', ${applications.postingText})
      order by ${applications.updatedAt} desc), '[]')
    from ${applications}
    where ${applications.userId} = ${userId} and ${applications.archivedAt} is null and ${applications.status} in (${open})
      and lower(${applications.company}) = lower(${company}) and lower(${applications.jobTitle}) = lower(${jobTitle}))`;
}

/** The database's JSON comes back parsed or as text, by driver. */
export function readFilingCandidates(value: unknown): FilingCandidate[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as FilingCandidate[]) : [];
}

/** The trimmed company and title the candidates are matched on, as the subquery's parameters. */
export function filingKeys(job: JobToFile): { company: string; jobTitle: string } {
  return { company: job.company.trim(), jobTitle: job.jobTitle.trim() };
}

export async function fileGeneration(opts: {
  db: Db;
  userId: string;
  job: JobToFile;
  chosen: ApplicationRow | null;
  /** The user's open applications for the job's company and title (filingCandidatesSql). */
  candidates: FilingCandidate[];
  now: Date;
}): Promise<FiledApplication> {
  const { db, userId, job, now, candidates } = opts;
  if (opts.chosen) return fileUnder(db, opts.chosen, job, now, false);
  const wanted = postingKey(job.jobDescription);
  const match = candidates.find((row) => postingKey(row.postingText) === wanted) ?? candidates.find((row) => row.postingText.trim() === '');
  if (match) return fileUnder(db, match, job, now, false);

  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applications)
      .values({
        userId,
        ...filingKeys(job),
        postingText: job.jobDescription.trim(),
        status: 'saved',
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const row = inserted[0];
    if (!row) throw new Error('insert returned no row');
    await recordEvent(tx, { applicationId: row.id, userId, kind: 'created', from: null, to: 'saved', at: now });
    return row;
  });
  return describe(created, true);
}

/** An application without its posting gets the one it was generated for. */
async function fileUnder(db: Db, row: FilingCandidate, job: JobToFile, now: Date, isNew: boolean): Promise<FiledApplication> {
  if (row.postingText.trim() === '' && job.jobDescription.trim() !== '') {
    await db.update(applications).set({ postingText: job.jobDescription.trim(), updatedAt: now }).where(ownedBy(row.userId, row.id));
  }
  return describe(row, isNew);
}

function describe(row: FilingCandidate, isNew: boolean): FiledApplication {
  return { id: row.id, company: row.company, jobTitle: row.jobTitle, status: row.status, isNew };
}
