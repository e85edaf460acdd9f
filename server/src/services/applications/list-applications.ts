/**
 * The table and the board: filtered, sorted, a keyset page at a time (never OFFSET), so the
 * 2,000th application costs what the first does. The cursor carries the last row's sort value as
 * PostgreSQL printed it, so no precision is lost between pages.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  type ApplicationListQuery,
  type ApplicationListResponse,
  type ApplicationSort,
  type BoardResponse,
} from '@hireready/contract';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';
import { isPrintedDate, isPrintedTimestamp } from '../../lib/cursor-values';
import { AppError } from '../../lib/errors';
import { noReplySql, notArchived, summaryColumns, toSummary, type SummaryRow } from './application-rows';
import { getTrackerSettings } from './settings';

/** Each sort: the expression ordered by, and the type its printed value is read back as. */
const SORTS: Record<ApplicationSort, { expr: SQL; type: 'timestamptz' | 'text' | 'int' | 'date' }> = {
  updated: { expr: sql`${applications.updatedAt}`, type: 'timestamptz' },
  created: { expr: sql`${applications.createdAt}`, type: 'timestamptz' },
  company: { expr: sql`lower(${applications.company})`, type: 'text' },
  jobTitle: { expr: sql`lower(${applications.jobTitle})`, type: 'text' },
  // The pipeline's own order, not the alphabet's.
  status: {
    expr: sql.raw(`(case status ${APPLICATION_STATUSES.map((s, i) => `when '${s}' then ${i}`).join(' ')} else 9 end)`),
    type: 'int',
  },
  appliedOn: { expr: sql`coalesce(${applications.appliedOn}, '0001-01-01'::date)`, type: 'date' },
  // No due date sorts after every due date.
  nextStepDue: { expr: sql`coalesce(${applications.nextStepDue}, '9999-12-31'::date)`, type: 'date' },
};

type Cursor = { value: string; id: string };

function encodeCursor(query: Pick<ApplicationListQuery, 'sort' | 'dir'>, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([query.sort, query.dir, cursor.value, cursor.id])).toString('base64url');
}

function decodeCursor(query: Pick<ApplicationListQuery, 'sort' | 'dir'>, raw: string | undefined): Cursor | null {
  if (!raw) return null;
  const invalid = () => new AppError('VALIDATION_ERROR', 'The page cursor is not valid.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [sort, dir, value, id] = parsed as unknown[];
  // A cursor belongs to the order it was made in.
  if (sort !== query.sort || dir !== query.dir || typeof value !== 'string' || typeof id !== 'string') throw invalid();
  if (!/^[0-9a-f-]{36}$/i.test(id) || value.length > 400 || !isValidSortValue(SORTS[query.sort].type, value)) throw invalid();
  return { value, id };
}

function isValidSortValue(type: 'timestamptz' | 'text' | 'int' | 'date', value: string): boolean {
  if (type === 'int') return /^-?\d{1,9}$/.test(value);
  if (type === 'date') return isPrintedDate(value);
  if (type === 'timestamptz') return isPrintedTimestamp(value);
  return !value.includes('\u0000');
}

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Filters = Pick<ApplicationListQuery, 'status' | 'q' | 'tag' | 'archived' | 'noReply'>;

function filterConditions(userId: string, filters: Filters, now: Date, noReplyDays: number): SQL[] {
  const conditions: SQL[] = [eq(applications.userId, userId)];
  if (filters.archived === 'exclude') conditions.push(notArchived());
  if (filters.archived === 'only') conditions.push(sql`${applications.archivedAt} is not null`);
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(sql`(${applications.company} ilike ${pattern} or ${applications.jobTitle} ilike ${pattern})`);
  }
  if (filters.tag) {
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${applications.tags}) as t(tag) where lower(t.tag) = lower(${filters.tag}))`,
    );
  }
  if (filters.noReply) conditions.push(noReplySql(now, noReplyDays));
  return conditions;
}

export async function listApplications(opts: {
  db: Db;
  userId: string;
  query: ApplicationListQuery;
  now: Date;
}): Promise<ApplicationListResponse> {
  const { query, db } = opts;
  const sort = SORTS[query.sort];
  const after = decodeCursor(query, query.cursor);
  const settings = await getTrackerSettings(db, opts.userId);
  const conditions = filterConditions(opts.userId, query, opts.now, settings.noReplyDays);
  const direction = sql.raw(query.dir === 'asc' ? 'asc' : 'desc');
  const page = after
    ? [
        ...conditions,
        query.dir === 'asc'
          ? sql`(${sort.expr}, ${applications.id}) > (${after.value}::${sql.raw(sort.type)}, ${after.id}::uuid)`
          : sql`(${sort.expr}, ${applications.id}) < (${after.value}::${sql.raw(sort.type)}, ${after.id}::uuid)`,
      ]
    : conditions;
  const [rows, totals] = await Promise.all([
    db
      .select({ ...summaryColumns, sortValue: sql<string>`(${sort.expr})::text` })
      .from(applications)
      .where(and(...page))
      .orderBy(sql`${sort.expr} ${direction}`, sql`${applications.id} ${direction}`)
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(applications)
      .where(and(...conditions)),
  ]);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    applications: shown.map((row) => toSummary(row as SummaryRow, opts.now, settings.noReplyDays)),
    total: Number(totals[0]?.total ?? 0),
    nextCursor: rows.length > query.limit && last ? encodeCursor(query, { value: last.sortValue, id: last.id }) : null,
  };
}

/**
 * Every column of the board in one round trip: each status's most recently changed cards (a
 * window function ranks them per status) and its count. Archived applications are off the board.
 */
export async function getBoard(opts: { db: Db; userId: string; perColumn: number; now: Date }): Promise<BoardResponse> {
  const { db, userId, perColumn } = opts;
  const settings = await getTrackerSettings(db, userId);
  const where = and(eq(applications.userId, userId), notArchived());
  const ranked = db
    .select({
      ...summaryColumns,
      sortValue: sql<string>`(${applications.updatedAt})::text`.as('sort_value'),
      rank: sql<number>`row_number() over (partition by ${applications.status} order by ${applications.updatedAt} desc, ${applications.id} desc)`.as(
        'rank',
      ),
    })
    .from(applications)
    .where(where)
    .as('ranked');
  const [cards, counts] = await Promise.all([
    db
      .select()
      .from(ranked)
      .where(sql`${ranked.rank} <= ${perColumn + 1}`)
      .orderBy(sql`${ranked.rank}`),
    db.select({ status: applications.status, total: count() }).from(applications).where(where).groupBy(applications.status),
  ]);
  return {
    columns: APPLICATION_STATUSES.map((status) => {
      const column = cards.filter((card) => card.status === status);
      const shown = column.slice(0, perColumn);
      const last = shown.at(-1);
      return {
        status,
        total: Number(counts.find((c) => c.status === status)?.total ?? 0),
        applications: shown.map((row) => toSummary(row as unknown as SummaryRow, opts.now, settings.noReplyDays)),
        nextCursor:
          column.length > perColumn && last ? encodeCursor({ sort: 'updated', dir: 'desc' }, { value: last.sortValue, id: last.id }) : null,
      };
    }),
  };
}
