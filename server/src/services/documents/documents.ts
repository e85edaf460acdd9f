/** Saved documents (SPEC point 3): every query is scoped by the owner's user id. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import {
  documentFileName,
  documentTitle,
  type CreateDocumentRequest,
  type DocumentListResponse,
  type DocumentSummary,
  type SavedDocument,
} from '@hireready/contract';
import type { Db } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { applications, documents } from '../../db/schema';
import { isIsoInstant } from '../../lib/cursor-values';
import { AppError } from '../../lib/errors';
import { sanitizeDocumentHtml } from './sanitize-document-html';

type DocumentRow = typeof documents.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function saveDocument(opts: { db: Db; userId: string; input: CreateDocumentRequest; now: Date }): Promise<SavedDocument> {
  const { input } = opts;
  if (input.applicationId) await assertOwnApplication(opts.db, opts.userId, input.applicationId);
  // The id is made here, so the fallback file name 'Document_{id}.pdf' goes in with the row.
  const id = randomUUID();
  const inserted = await opts.db
    .insert(documents)
    .values({
      id,
      userId: opts.userId,
      html: sanitizeDocumentHtml(input.html),
      fileName: documentFileName(documentTitle(input), id),
      type: input.type,
      jobTitle: input.jobTitle,
      companyName: input.companyName,
      templateId: input.templateId,
      content: input.content,
      applicationId: input.applicationId,
      keywordReport: input.keywordReport,
      createdAt: opts.now,
      updatedAt: opts.now,
    })
    .returning();
  const row = inserted[0];
  if (!row) throw new Error('insert returned no row');
  return toSavedDocument({ ...row, application: await applicationOf(opts.db, opts.userId, row.applicationId) });
}

/** A document can be filed only under the user's own application. */
async function assertOwnApplication(db: Db, userId: string, applicationId: string): Promise<void> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Application not found.');
}

type FiledUnder = { id: string; company: string; jobTitle: string } | null;

async function applicationOf(db: Db, userId: string, applicationId: string | null): Promise<FiledUnder> {
  if (!applicationId) return null;
  const rows = await db
    .select({ id: applications.id, company: applications.company, jobTitle: applications.jobTitle })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  return rows[0] ?? null;
}

/** Built once per database: a document is read each time it is opened. */
const DOCUMENT_BY_ID = oncePerDatabase((db) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.id, sql.placeholder('id')), eq(documents.userId, sql.placeholder('uid'))))
    .prepare('read_document'),
);

export async function getDocument(opts: { db: Db; userId: string; documentId: string }): Promise<SavedDocument> {
  if (!UUID.test(opts.documentId)) throw new AppError('NOT_FOUND', 'Document not found.');
  const rows = await DOCUMENT_BY_ID(opts.db).execute({ id: opts.documentId, uid: opts.userId });
  const row = rows[0];
  // Another user's document is indistinguishable from one that does not exist.
  if (!row) throw new AppError('NOT_FOUND', 'Document not found.');
  return toSavedDocument({ ...row, application: await applicationOf(opts.db, opts.userId, row.applicationId) });
}

export async function deleteDocument(opts: { db: Db; userId: string; documentId: string }): Promise<void> {
  if (!UUID.test(opts.documentId)) throw new AppError('NOT_FOUND', 'Document not found.');
  const deleted = await opts.db
    .delete(documents)
    .where(and(eq(documents.id, opts.documentId), eq(documents.userId, opts.userId)))
    .returning({ id: documents.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Document not found.');
}

/** A page of the user's documents, newest first, after the cursor's row when there is one. */
function documentsPage(db: Db, afterCursor: boolean) {
  const createdAt = sql.placeholder('createdAt');
  const id = sql.placeholder('id');
  return db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      type: documents.type,
      jobTitle: documents.jobTitle,
      companyName: documents.companyName,
      templateId: documents.templateId,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
      applicationId: documents.applicationId,
      applicationCompany: applications.company,
      applicationJobTitle: applications.jobTitle,
    })
    .from(documents)
    .leftJoin(applications, and(eq(applications.id, documents.applicationId), eq(applications.userId, documents.userId)))
    .where(
      and(
        eq(documents.userId, sql.placeholder('uid')),
        afterCursor ? or(lt(documents.createdAt, createdAt), and(eq(documents.createdAt, createdAt), lt(documents.id, id))) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(sql.placeholder('limit'))
    .prepare(afterCursor ? 'documents_page_after' : 'documents_first_page');
}

/** Built once per database: the list is read on every visit to the dashboard and the documents. */
const DOCUMENTS_PAGE = {
  first: oncePerDatabase((db) => documentsPage(db, false)),
  after: oncePerDatabase((db) => documentsPage(db, true)),
};

/**
 * Newest first, a page at a time. The cursor is the last row's (createdAt, id), so a user with
 * thousands of documents gets every page from one index range scan, never an OFFSET.
 */
export async function listDocuments(opts: { db: Db; userId: string; cursor: string | null; limit: number }): Promise<DocumentListResponse> {
  const after = decodeCursor(opts.cursor);
  const rows = after
    ? await DOCUMENTS_PAGE.after(opts.db).execute({
        uid: opts.userId,
        limit: opts.limit + 1,
        createdAt: after.createdAt.toISOString(),
        id: after.id,
      })
    : await DOCUMENTS_PAGE.first(opts.db).execute({ uid: opts.userId, limit: opts.limit + 1 });
  const page = rows.slice(0, opts.limit);
  const last = page[page.length - 1];
  return {
    documents: page.map(({ applicationCompany, applicationJobTitle, ...row }) =>
      toSummary({
        ...row,
        application:
          row.applicationId && applicationCompany !== null && applicationJobTitle !== null
            ? { id: row.applicationId, company: applicationCompany, jobTitle: applicationJobTitle }
            : null,
      }),
    ),
    nextCursor: rows.length > opts.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string | null): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [iso = '', id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || rest.length > 0 || !UUID.test(id) || !isIsoInstant(iso)) {
    throw new AppError('VALIDATION_ERROR', 'The page cursor is not valid.');
  }
  return { createdAt: new Date(iso), id };
}

function documentType(value: string): 'resume' | 'cover_letter' {
  return value === 'cover_letter' ? 'cover_letter' : 'resume';
}

function toSummary(row: Omit<DocumentRow, 'html' | 'content' | 'userId' | 'keywordReport'> & { application: FiledUnder }): DocumentSummary {
  const type = documentType(row.type);
  return {
    id: row.id,
    fileName: row.fileName,
    type,
    documentType: type,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    templateId: row.templateId as DocumentSummary['templateId'],
    createdAt: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    applicationId: row.application ? row.application.id : null,
    application: row.application,
  };
}

function toSavedDocument(row: DocumentRow & { application: FiledUnder }): SavedDocument {
  return { ...toSummary(row), html: row.html, content: row.content ?? null };
}
