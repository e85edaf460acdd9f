import { Document, Packer, Paragraph } from 'docx';
import { afterEach, describe, expect, it } from 'vitest';
import { buildZip } from '../../../test/support/files';
import { AppError } from '../../lib/errors';
import { DEFAULT_LIMITS } from './extract-document';
import { createExtractionPool, type ExtractionPool } from './extraction-pool';

async function buildDocx(text: string): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: [new Paragraph(text)] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

async function readError(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** 19 MB of one-line paragraphs in a ~55 KB file: within the decompression bound, not a resume. */
function writeParagraphFlood(): Uint8Array {
  const paragraph = '<w:p><w:r><w:t>Wrote the first program</w:t></w:r></w:p>';
  const body = paragraph.repeat(Math.floor(19_000_000 / paragraph.length));
  const xml = Buffer.from(`<w:document><w:body>${body}</w:body></w:document>`);
  return buildZip([{ name: 'word/document.xml', data: xml }]);
}

let pool: ExtractionPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('extraction pool', () => {
  it('reuses one warm worker across uploads and recycles it after maxJobsPerWorker', async () => {
    pool = createExtractionPool({ size: 1, maxJobsPerWorker: 3 });
    const bytes = await buildDocx('Ada Lovelace');
    for (let i = 0; i < 3; i++) {
      const doc = await pool.run({ bytes, format: 'docx', limits: DEFAULT_LIMITS });
      expect(doc.lines[0]?.text).toBe('Ada Lovelace');
    }
    // Three jobs, one worker; the third retired it and warmed a successor.
    expect(pool.readStats()).toMatchObject({ started: 2, completed: 3 });
    await pool.run({ bytes, format: 'docx', limits: DEFAULT_LIMITS });
    expect(pool.readStats()).toMatchObject({ started: 2, completed: 4, workers: 1 });
  });

  it('terminates a worker at its job time limit and replaces it for the next job', async () => {
    pool = createExtractionPool({ size: 1 });
    const bytes = await buildDocx('Grace Hopper');
    await pool.run({ bytes, format: 'docx', limits: DEFAULT_LIMITS });
    // A job that surely outlasts its limit: a tiny file finishes inside even a 0 ms limit on a fast machine.
    const slow = { ...DEFAULT_LIMITS, maxLines: Infinity, maxTextChars: Infinity, timeoutMs: 50 };
    const error = await readError(pool.run({ bytes: writeParagraphFlood(), format: 'docx', limits: slow }));
    expect(error.code).toBe('UNPROCESSABLE_FILE');
    expect(error.message).toMatch(/too long/);
    const doc = await pool.run({ bytes, format: 'docx', limits: DEFAULT_LIMITS });
    expect(doc.lines[0]?.text).toBe('Grace Hopper');
    expect(pool.readStats().started).toBe(2);
  });

  it('replaces a worker that runs out of its capped heap, and the next job runs', async () => {
    pool = createExtractionPool({ size: 1, maxHeapMb: 48 });
    const flood = writeParagraphFlood();
    // Unbounded text, so the only thing that stops the parser is the worker's heap cap.
    const unbounded = { ...DEFAULT_LIMITS, maxLines: Infinity, maxTextChars: Infinity };
    const error = await readError(pool.run({ bytes: flood, format: 'docx', limits: unbounded }));
    expect(error.code).toBe('UNPROCESSABLE_FILE');
    expect(error.message).toMatch(/could not be read/);
    const doc = await pool.run({
      bytes: await buildDocx('Still here'),
      format: 'docx',
      limits: DEFAULT_LIMITS,
    });
    expect(doc.lines[0]?.text).toBe('Still here');
    expect(pool.readStats().started).toBe(2);
  });

  it('refuses a file with far more text than a resume, early and with 422', async () => {
    pool = createExtractionPool({ size: 1 });
    const error = await readError(pool.run({ bytes: writeParagraphFlood(), format: 'docx', limits: DEFAULT_LIMITS }));
    expect(error.code).toBe('UNPROCESSABLE_FILE');
    expect(error.message).toMatch(/far more text than a resume/);
    expect(pool.readStats()).toMatchObject({ started: 1, completed: 1 });
  });

  it('refuses jobs beyond the queue bound with 429 and runs the rest', async () => {
    pool = createExtractionPool({ size: 1, maxQueued: 2 });
    const bytes = await buildDocx('Queued');
    const jobs = Array.from({ length: 5 }, () =>
      pool!.run({ bytes, format: 'docx', limits: DEFAULT_LIMITS }).then(
        () => 'ok',
        (e: unknown) => (e instanceof AppError ? `${e.code} ${e.status}` : 'other'),
      ),
    );
    const outcomes = await Promise.all(jobs);
    // The first two wait while the worker starts, the other three overflow the queue of two.
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'RATE_LIMITED 429')).toHaveLength(3);
  });

  it('fails jobs of a closed pool instead of hanging', async () => {
    pool = createExtractionPool({ size: 1 });
    const bytes = await buildDocx('Closing');
    const running = readError(pool.run({ bytes, format: 'docx', limits: DEFAULT_LIMITS }));
    await pool.close();
    expect((await running).code).toBe('INTERNAL');
    expect((await readError(pool.run({ bytes, format: 'docx', limits: DEFAULT_LIMITS }))).code).toBe('INTERNAL');
  });
});
