/** The per-user documents collection (SPEC point 7's direct database reads, as API endpoints). */
import { Hono } from 'hono';
import { z } from 'zod';
import { CreateDocumentRequestSchema } from '@hireready/contract';
import { readJson } from '../http/read-json';
import { requireAuth } from '../http/middleware/require-auth';
import type { AppBindings, AppDeps } from '../http/types';
import { AppError } from '../lib/errors';
import { deleteDocument, getDocument, listDocuments, saveDocument } from '../services/documents/documents';

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
    .delete('/:id', async (c) => {
      await deleteDocument({ db: deps.db, userId: c.var.user.uid, documentId: c.req.param('id') });
      return c.body(null, 204);
    });
}
