/**
 * CSV export (RFC 4180): a header row, CRLF line ends, fields quoted when they hold a comma, quote
 * or line break, UTF-8 with a byte-order mark so spreadsheet programs read accents right. A cell
 * that a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with an apostrophe.
 */
import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { APPLICATION_STATUS_LABEL } from '@hireready/contract';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';

export const EXPORT_COLUMNS = [
  'Company',
  'Job Title',
  'Status',
  'Date Applied',
  'Source',
  'Location',
  'Salary',
  'Posting URL',
  'Next Step',
  'Next Step Due',
  'Interview',
  'Tags',
  'Notes',
  'Archived',
  'Created',
  'Last Updated',
  'Posting',
] as const;

export async function exportApplicationsCsv(opts: { db: Db; userId: string }): Promise<string> {
  const rows = await opts.db
    .select()
    .from(applications)
    .where(eq(applications.userId, opts.userId))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const data = rows.map((row) => [
    row.company,
    row.jobTitle,
    APPLICATION_STATUS_LABEL[row.status],
    row.appliedOn ?? '',
    row.source,
    row.location,
    row.salary,
    row.postingUrl,
    row.nextStep,
    row.nextStepDue ?? '',
    row.interviewAt ? row.interviewAt.toISOString() : '',
    row.tags.join('; '),
    row.notes,
    row.archivedAt ? 'yes' : 'no',
    row.createdAt.toISOString(),
    row.updatedAt.toISOString(),
    row.postingText,
  ]);
  return toCsv([...EXPORT_COLUMNS], data);
}

export function toCsv(header: string[], rows: string[][]): string {
  const body = Papa.unparse({ fields: header, data: rows }, { newline: '\r\n', quotes: false, escapeFormulae: /^[=+\-@\t\r]/ });
  return `\uFEFF${body}\r\n`;
}
