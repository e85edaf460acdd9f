/**
 * CSV import with a column mapping: each row becomes an application or is refused with its row
 * number and the reason. Spreadsheets and other trackers (Huntr, Teal, Reactive Resume) write
 * statuses and dates their own way; both are read generously and refused only when unreadable.
 * A row that repeats an application already tracked (same company, title and date applied) is
 * refused, so importing one file twice adds nothing.
 */
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  APPLICATION_LIMITS,
  CreateApplicationRequestSchema,
  IMPORT_FIELDS,
  type CreateApplicationRequest,
  type ImportRequest,
  type ImportResponse,
  statusFromText,
} from '@hireready/contract';
import type { Db } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { parseLooseDate } from './parse-loose-date';

type Refusal = ImportResponse['refused'][number];

export async function importApplicationsCsv(opts: { db: Db; userId: string; request: ImportRequest; now: Date }): Promise<ImportResponse> {
  const { request, now } = opts;
  const parsed = Papa.parse<Record<string, string>>(request.csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  for (const field of IMPORT_FIELDS) {
    const column = request.mapping[field];
    if (column && !headers.includes(column)) {
      throw new AppError('VALIDATION_ERROR', `No column named "${column}" in this file.`);
    }
  }
  if (parsed.data.length > APPLICATION_LIMITS.importRows) {
    throw new AppError(
      'VALIDATION_ERROR',
      `The file has ${parsed.data.length} rows; import at most ${APPLICATION_LIMITS.importRows} at a time.`,
    );
  }

  const existing = await opts.db
    .select({ company: applications.company, jobTitle: applications.jobTitle, appliedOn: applications.appliedOn })
    .from(applications)
    .where(eq(applications.userId, opts.userId));
  const seen = new Set(existing.map(duplicateKey));

  const accepted: CreateApplicationRequest[] = [];
  const refused: Refusal[] = [];
  parsed.data.forEach((record, index) => {
    // Row 1 is the header, as a spreadsheet numbers it.
    const row = index + 2;
    const result = readRow(record, request.mapping);
    if ('reason' in result) {
      refused.push({ row, reason: result.reason });
      return;
    }
    const key = duplicateKey(result.application);
    if (seen.has(key)) {
      refused.push({ row, reason: 'Already tracked: the same company, job title and date applied.' });
      return;
    }
    seen.add(key);
    accepted.push(result.application);
  });

  if (!request.dryRun && accepted.length > 0) await insertAll(opts.db, opts.userId, accepted, now);
  return { dryRun: request.dryRun, accepted: accepted.length, refused };
}

function duplicateKey(a: { company: string; jobTitle: string; appliedOn: string | null }): string {
  return `${a.company.trim().toLowerCase()}\u0001${a.jobTitle.trim().toLowerCase()}\u0001${a.appliedOn ?? ''}`;
}

function readRow(
  record: Record<string, string>,
  mapping: ImportRequest['mapping'],
): { application: CreateApplicationRequest } | { reason: string } {
  const cell = (field: (typeof IMPORT_FIELDS)[number]) => {
    const column = mapping[field];
    return column ? (record[column] ?? '').trim() : '';
  };
  const rawStatus = cell('status');
  const status = statusFromText(rawStatus);
  if (status === null) return { reason: `Unknown status "${rawStatus.slice(0, 40)}".` };
  const dates: Record<'appliedOn' | 'nextStepDue', string | null> = { appliedOn: null, nextStepDue: null };
  for (const field of ['appliedOn', 'nextStepDue'] as const) {
    const raw = cell(field);
    if (raw === '') continue;
    const date = parseLooseDate(raw);
    if (!date) return { reason: `"${raw.slice(0, 40)}" is not a date (${field === 'appliedOn' ? 'date applied' : 'next step due'}).` };
    dates[field] = date;
  }
  const candidate = {
    company: cell('company'),
    jobTitle: cell('jobTitle'),
    status,
    appliedOn: dates.appliedOn,
    nextStepDue: dates.nextStepDue,
    source: cell('source'),
    location: cell('location'),
    salary: cell('salary'),
    postingUrl: cell('postingUrl'),
    postingText: cell('postingText'),
    notes: cell('notes'),
    nextStep: cell('nextStep'),
    tags: cell('tags')
      .split(/[;,|]/)
      .map((t) => t.trim())
      .filter(Boolean)
      .slice(0, APPLICATION_LIMITS.tags),
  };
  const checked = CreateApplicationRequestSchema.safeParse(candidate);
  if (!checked.success) return { reason: checked.error.issues[0]?.message ?? 'The row is not valid.' };
  return { application: checked.data };
}

/** In batches: one statement per few hundred rows, not one per row. */
async function insertAll(db: Db, userId: string, rows: CreateApplicationRequest[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500);
      const inserted = await tx
        .insert(applications)
        .values(
          batch.map((row) => {
            // The status dates from the day it was applied when the file says so.
            const since = row.appliedOn && row.status !== 'saved' ? new Date(`${row.appliedOn}T12:00:00Z`) : now;
            return {
              userId,
              ...row,
              interviewAt: null,
              statusChangedAt: since < now ? since : now,
              createdAt: now,
              updatedAt: now,
            };
          }),
        )
        .returning({ id: applications.id, status: applications.status, statusChangedAt: applications.statusChangedAt });
      await tx.insert(applicationEvents).values(
        inserted.map((row) => ({
          applicationId: row.id,
          userId,
          kind: 'created',
          fromStatus: null,
          toStatus: row.status,
          at: row.statusChangedAt,
        })),
      );
    }
  });
}
