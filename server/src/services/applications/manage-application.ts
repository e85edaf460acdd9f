/**
 * Creating, reading, changing and deleting one application. Every status change writes a history
 * entry in the same transaction as the change, with the row locked: two tabs changing one
 * application both land, the last write wins, and the history shows both changes in order.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Application, ApplicationStatus, CreateApplicationRequest, UpdateApplicationRequest } from '@hireready/contract';
import type { Db } from '../../db/client';
import { applicationEvents, applications, documents } from '../../db/schema';
import { type ApplicationRow, assertApplicationId, notFound, ownedBy, toSummary, utcDay } from './application-rows';
import { getTrackerSettings } from './settings';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type EventKind = 'created' | 'status' | 'followed_up' | 'archived' | 'restored';

/** Statuses that say the application was sent: moving into one fills a missing date applied. */
const SENT: readonly ApplicationStatus[] = ['applied', 'interviewing', 'offer', 'rejected'];

export async function createApplication(opts: {
  db: Db;
  userId: string;
  input: CreateApplicationRequest;
  now: Date;
}): Promise<Application> {
  const { input, now } = opts;
  const id = await opts.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applications)
      .values({
        userId: opts.userId,
        ...input,
        appliedOn: input.appliedOn ?? (input.status === 'applied' ? utcDay(now) : null),
        interviewAt: input.interviewAt ? new Date(input.interviewAt) : null,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: applications.id });
    const row = inserted[0];
    if (!row) throw new Error('insert returned no row');
    await recordEvent(tx, { applicationId: row.id, userId: opts.userId, kind: 'created', from: null, to: input.status, at: now });
    return row.id;
  });
  return getApplication({ db: opts.db, userId: opts.userId, applicationId: id, now });
}

export async function getApplication(opts: { db: Db; userId: string; applicationId: string; now: Date }): Promise<Application> {
  assertApplicationId(opts.applicationId);
  const [rows, settings] = await Promise.all([
    opts.db.select().from(applications).where(ownedBy(opts.userId, opts.applicationId)),
    getTrackerSettings(opts.db, opts.userId),
  ]);
  const row = rows[0];
  if (!row) throw notFound();
  const [history, filed] = await Promise.all([
    opts.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, row.id), eq(applicationEvents.userId, opts.userId)))
      .orderBy(asc(applicationEvents.seq)),
    opts.db
      .select({
        id: documents.id,
        fileName: documents.fileName,
        type: documents.type,
        createdAt: documents.createdAt,
        keywordReport: documents.keywordReport,
      })
      .from(documents)
      .where(and(eq(documents.applicationId, row.id), eq(documents.userId, opts.userId)))
      .orderBy(desc(documents.createdAt)),
  ]);
  return {
    ...toSummary({ ...row, documentCount: filed.length }, opts.now, settings.noReplyDays),
    postingText: row.postingText,
    notes: row.notes,
    lastFollowUpAt: row.lastFollowUpAt ? row.lastFollowUpAt.toISOString() : null,
    history: history.map((event) => ({
      id: event.id,
      kind: event.kind as Application['history'][number]['kind'],
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      at: event.at.toISOString(),
    })),
    documents: filed.map((doc) => ({
      id: doc.id,
      fileName: doc.fileName,
      type: doc.type === 'cover_letter' ? 'cover_letter' : 'resume',
      createdAt: doc.createdAt.toISOString(),
      keywordMatch: doc.keywordReport ? doc.keywordReport.matchAfter : null,
    })),
  };
}

export async function updateApplication(opts: {
  db: Db;
  userId: string;
  applicationId: string;
  input: UpdateApplicationRequest;
  now: Date;
}): Promise<Application> {
  assertApplicationId(opts.applicationId);
  await opts.db.transaction(async (tx) => {
    const rows = await tx.select().from(applications).where(ownedBy(opts.userId, opts.applicationId)).for('update');
    const row = rows[0];
    if (!row) throw notFound();
    await applyChange(tx, { row, userId: opts.userId, input: opts.input, now: opts.now });
  });
  return getApplication({ db: opts.db, userId: opts.userId, applicationId: opts.applicationId, now: opts.now });
}

/** Several applications at once: a new status, tags added or removed, archived or restored. */
export async function bulkUpdateApplications(opts: {
  db: Db;
  userId: string;
  ids: string[];
  change: { status?: ApplicationStatus; addTags?: string[]; removeTags?: string[]; archived?: boolean };
  now: Date;
}): Promise<number> {
  const { change } = opts;
  return opts.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.userId, opts.userId), inArray(applications.id, [...new Set(opts.ids)])))
      .orderBy(asc(applications.id))
      .for('update');
    for (const row of rows) {
      const input: UpdateApplicationRequest = {};
      if (change.status !== undefined) input.status = change.status;
      if (change.archived !== undefined) input.archived = change.archived;
      if (change.addTags || change.removeTags) input.tags = retag(row.tags, change.addTags ?? [], change.removeTags ?? []);
      await applyChange(tx, { row, userId: opts.userId, input, now: opts.now });
    }
    return rows.length;
  });
}

/** Deletes the application and its history; its documents stay, without the link. */
export async function deleteApplication(opts: { db: Db; userId: string; applicationId: string }): Promise<void> {
  assertApplicationId(opts.applicationId);
  const deleted = await opts.db.delete(applications).where(ownedBy(opts.userId, opts.applicationId)).returning({ id: applications.id });
  if (deleted.length === 0) throw notFound();
}

function retag(current: string[], add: string[], remove: string[]): string[] {
  const removing = new Set(remove.map((t) => t.toLowerCase()));
  const kept = current.filter((t) => !removing.has(t.toLowerCase()));
  const present = new Set(kept.map((t) => t.toLowerCase()));
  for (const tag of add) {
    if (!present.has(tag.toLowerCase()) && !removing.has(tag.toLowerCase())) {
      kept.push(tag);
      present.add(tag.toLowerCase());
    }
  }
  return kept.slice(0, 20);
}

async function applyChange(tx: Tx, opts: { row: ApplicationRow; userId: string; input: UpdateApplicationRequest; now: Date }) {
  const { row, input, now, userId } = opts;
  const { archived, followedUp, interviewAt, ...fields } = input;
  const set: Partial<typeof applications.$inferInsert> = { ...fields, updatedAt: now };
  if (interviewAt !== undefined) set.interviewAt = interviewAt ? new Date(interviewAt) : null;
  const events: { kind: EventKind; from: ApplicationStatus | null; to: ApplicationStatus | null }[] = [];
  if (input.status !== undefined && input.status !== row.status) {
    set.statusChangedAt = now;
    events.push({ kind: 'status', from: row.status, to: input.status });
    if (SENT.includes(input.status) && row.appliedOn === null && input.appliedOn === undefined) set.appliedOn = utcDay(now);
  }
  if (archived === true && row.archivedAt === null) {
    set.archivedAt = now;
    events.push({ kind: 'archived', from: null, to: null });
  } else if (archived === false && row.archivedAt !== null) {
    set.archivedAt = null;
    events.push({ kind: 'restored', from: null, to: null });
  }
  if (followedUp) {
    set.lastFollowUpAt = now;
    events.push({ kind: 'followed_up', from: null, to: null });
  }
  await tx.update(applications).set(set).where(ownedBy(userId, row.id));
  for (const event of events) await recordEvent(tx, { applicationId: row.id, userId, ...event, at: now });
}

export async function recordEvent(
  tx: Tx | Db,
  event: { applicationId: string; userId: string; kind: EventKind; from: ApplicationStatus | null; to: ApplicationStatus | null; at: Date },
) {
  await tx.insert(applicationEvents).values({
    applicationId: event.applicationId,
    userId: event.userId,
    kind: event.kind,
    fromStatus: event.from,
    toStatus: event.to,
    at: event.at,
  });
}
