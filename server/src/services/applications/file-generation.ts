/**
 * Every generation belongs to an application (DESIGN decision 12): one the user chose, else the
 * open application for the same company, job title and posting, else a new `saved` one.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
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

export async function fileGeneration(opts: {
  db: Db;
  userId: string;
  job: JobToFile;
  chosen: ApplicationRow | null;
  now: Date;
}): Promise<FiledApplication> {
  const { db, userId, job, now } = opts;
  if (opts.chosen) return fileUnder(db, opts.chosen, job, now, false);
  const candidates = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        isNull(applications.archivedAt),
        inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
        sql`lower(${applications.company}) = lower(${job.company.trim()})`,
        sql`lower(${applications.jobTitle}) = lower(${job.jobTitle.trim()})`,
      ),
    )
    .orderBy(desc(applications.updatedAt));
  const wanted = postingKey(job.jobDescription);
  const match = candidates.find((row) => postingKey(row.postingText) === wanted) ?? candidates.find((row) => row.postingText.trim() === '');
  if (match) return fileUnder(db, match, job, now, false);

  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applications)
      .values({
        userId,
        company: job.company.trim(),
        jobTitle: job.jobTitle.trim(),
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
async function fileUnder(db: Db, row: ApplicationRow, job: JobToFile, now: Date, isNew: boolean): Promise<FiledApplication> {
  if (row.postingText.trim() === '' && job.jobDescription.trim() !== '') {
    await db.update(applications).set({ postingText: job.jobDescription.trim(), updatedAt: now }).where(ownedBy(row.userId, row.id));
  }
  return describe(row, isNew);
}

function describe(row: ApplicationRow, isNew: boolean): FiledApplication {
  return { id: row.id, company: row.company, jobTitle: row.jobTitle, status: row.status, isNew };
}
