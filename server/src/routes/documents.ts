/** The per-user documents collection (SPEC point 7's direct database reads, as API endpoints). */
import { Hono } from 'hono';
import { z } from 'zod';
import { CreateDocumentRequestSchema, DocumentExportQuerySchema } from '@hireready/contract';
import { readJson } from '../http/read-json';
import { requireAuth } from '../http/middleware/require-auth';
import type { AppBindings, AppDeps } from '../http/types';
import { AppError } from '../lib/errors';
import { deleteDocument, getDocument, listDocuments, saveDocument } from '../services/documents/documents';
import { exportDocument } from '../services/documents/export/export-document';

const ListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export function documentRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireAuth(deps))
    .get('/', async (c) => {
      const query = ListQuerySchema.safeParse(c.req.query());
      if (!query.success) throw new AppError('VALIDATION_ERROR', 'limit must be a number from 1 to 100.');
      c.header('Cache-Control', 'no-store');
      return c.json(
        await listDocuments({ db: deps.db, userId: c.var.user.uid, cursor: query.data.cursor ?? null, limit: query.data.limit }),
      );
    })
    .post('/', async (c) => {
      const input = await readJson(c, CreateDocumentRequestSchema);
      return c.json(await saveDocument({ db: deps.db, userId: c.var.user.uid, input, now: deps.now() }), 201);
    })
    .get('/:id', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getDocument({ db: deps.db, userId: c.var.user.uid, documentId: c.req.param('id') }));
    })
    .get('/:id/export', async (c) => {
      const query = DocumentExportQuerySchema.safeParse(c.req.query());
      if (!query.success) throw new AppError('VALIDATION_ERROR', 'format must be docx or txt.');
      const file = await exportDocument({ db: deps.db, userId: c.var.user.uid, documentId: c.req.param('id'), format: query.data.format });
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', file.contentType);
      c.header('Content-Disposition', attachment(file.fileName));
      return c.body(file.body as Uint8Array<ArrayBuffer>);
    })
    .delete('/:id', async (c) => {
      await deleteDocument({ db: deps.db, userId: c.var.user.uid, documentId: c.req.param('id') });
      return c.body(null, 204);
    });
}

/**
 * A download's Content-Disposition: an ASCII name for old clients and the exact UTF-8 name (RFC 6266,
 * RFC 5987) for the rest; quotes, backslashes and control characters never reach the header.
 */
function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
