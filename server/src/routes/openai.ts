/** Generation and resume import (SPEC point 7: /openai/resume, /openai/cover-letter, /openai/upload-resume). */
import { Hono } from 'hono';
import { GenerationRequestSchema, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@hireready/contract';
import { readJson } from '../http/read-json';
import { requireAuth } from '../http/middleware/require-auth';
import type { AppBindings, AppDeps } from '../http/types';
import { AppError } from '../lib/errors';
import { generateCoverLetter, generateResume } from '../services/generation/generate-document';
import { importResume } from '../services/resume-import/import-resume';

export function openaiRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireAuth(deps))
    .post('/resume', async (c) => {
      const request = await readJson(c, GenerationRequestSchema);
      return c.json(await generateResume({ db: deps.db, ai: deps.ai, userId: c.var.user.uid, request, now: deps.now() }));
    })
    .post('/cover-letter', async (c) => {
      const request = await readJson(c, GenerationRequestSchema);
      return c.json(await generateCoverLetter({ db: deps.db, ai: deps.ai, userId: c.var.user.uid, request, now: deps.now() }));
    })
    .post('/upload-resume', async (c) => {
      const bytes = await readUploadedFile(c.req.raw);
      return c.json(
        await importResume({ db: deps.db, ai: deps.ai, extraction: deps.extraction, userId: c.var.user.uid, bytes, now: deps.now() }),
      );
    });
}

/** The multipart field `file`, read within the size limit; anything else is a clear 4xx. */
async function readUploadedFile(request: Request): Promise<Uint8Array> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the resume as multipart/form-data with a field named "file".');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_ERROR', 'The upload could not be read. Please try again.');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') {
    throw new AppError('VALIDATION_ERROR', 'Choose a resume file to upload (field "file").');
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE_MESSAGE);
  }
  return new Uint8Array(await file.arrayBuffer());
}
