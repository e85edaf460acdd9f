/** Turns an uploaded resume into the upload response of SPEC point 3 (DESIGN decision 8). */
import { UploadResponseSchema, type UploadResponse } from '@hireready/contract';
import type { Db } from '../../db/client';
import type { AiEngine } from '../../providers/ai/engine';
import type { ExtractionProvider } from '../../providers/extraction';
import { AppError } from '../../lib/errors';
import { DEFAULT_POOL_OPTIONS } from '../../providers/extraction/extraction-pool';
import { countHit } from '../rate-limit/consume-rate-limit';
import { readPortableProfile } from '../profile-formats/read-portable-profile';
import { createUploadQueue, type UploadQueue } from './upload-queue';

/** One queue per file reader, as wide as the reader's pool, so every slot is used and none is queued twice. */
const queues = new WeakMap<ExtractionProvider, UploadQueue>();
function uploadQueueFor(extraction: ExtractionProvider): UploadQueue {
  let queue = queues.get(extraction);
  if (!queue) {
    queue = createUploadQueue({ slots: DEFAULT_POOL_OPTIONS.size, waitingPerUser: 1, waitingMax: 64 });
    queues.set(extraction, queue);
  }
  return queue;
}

/** Parsing is the most expensive call we offer; a person imports a resume a few times, not hundreds. */
const UPLOAD_RULE = { limit: 30, windowSeconds: 3600 };

export async function importResume(opts: {
  db: Db;
  ai: AiEngine;
  extraction: ExtractionProvider;
  userId: string;
  bytes: Uint8Array;
  now: Date;
}): Promise<UploadResponse> {
  const hits = await countHit(opts.db, `upload:${opts.userId}`, UPLOAD_RULE, opts.now);
  if (hits > UPLOAD_RULE.limit) {
    throw new AppError('RATE_LIMITED', 'Too many uploads in the last hour. Please try again later.');
  }
  // A JSON Resume or a LinkedIn export says what the profile is: no text to read, no reader to guess with.
  const portable = await readPortableProfile(opts.bytes);
  if (portable) return portable;
  const document = await uploadQueueFor(opts.extraction).run(opts.userId, () => opts.extraction.extract(opts.bytes));
  if (document.lines.length === 0) {
    throw new AppError(
      'UNPROCESSABLE_FILE',
      'No text could be read from this file. If it is a scan, please upload a text-based PDF or a Word file.',
    );
  }
  const structured = await opts.ai.structureResume(document);
  return UploadResponseSchema.parse(structured);
}
