/** Parses a JSON body against a contract schema at the edge; anything malformed is a 4xx. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/errors';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
  }
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = JSON.parse(text);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
  if (containsNul(raw)) {
    // PostgreSQL text cannot hold U+0000; refuse it here rather than fail deep in a query.
    throw new AppError('VALIDATION_ERROR', 'Text must not contain NUL characters.');
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 20).map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const first = issues[0];
    const message = first ? `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request.';
    throw new AppError('VALIDATION_ERROR', message, issues);
  }
  return result.data;
}

/** Looks through every string and key of a parsed body, without recursion (bodies may nest deeply). */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
