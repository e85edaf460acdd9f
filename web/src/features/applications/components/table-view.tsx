import { APPLICATION_STATUSES, APPLICATION_STATUS_LABEL, type ApplicationSort, type ApplicationStatus } from '@hireready/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApplicationList, type ListParams } from '../api/applications-list';
import { useDebounced } from '../hooks/use-debounced';
import { formatDay, isDue } from '../lib/format';
import { NoReplyBadge, StatusBadge } from './status-badge';

const PAGE_SIZE = 25;
type Show = 'active' | 'no-reply' | 'archived';

type TableViewProps = {
  selected: Set<string>;
  onToggleSelected: (id: string) => void;
  onSelectMany: (ids: string[], isSelected: boolean) => void;
};

const COLUMNS: { sort: ApplicationSort; label: string; className?: string }[] = [
  { sort: 'jobTitle', label: 'Job title' },
  { sort: 'company', label: 'Company', className: 'hidden md:table-cell' },
  { sort: 'status', label: 'Status' },
  { sort: 'appliedOn', label: 'Applied', className: 'hidden sm:table-cell' },
  { sort: 'nextStepDue', label: 'Next step', className: 'hidden lg:table-cell' },
  { sort: 'updated', label: 'Updated', className: 'hidden lg:table-cell' },
];

/** Every application in rows: sort by any column, filter by status, search company and title, page through. */
export function TableView({ selected, onToggleSelected, onSelectMany }: TableViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tag = searchParams.get('tag') ?? '';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [show, setShow] = useState<Show>('active');
  const [sort, setSort] = useState<{ by: ApplicationSort; dir: 'asc' | 'desc' }>({ by: 'updated', dir: 'desc' });
  // Keyset paging: the cursors of the pages already passed, so Previous goes back exactly.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const q = useDebounced(search.trim());
  const params: ListParams = {
    q: q || undefined,
    tag: tag || undefined,
    status: status || undefined,
    archived: show === 'archived' ? 'only' : 'exclude',
    noReply: show === 'no-reply' ? 'true' : undefined,
    sort: sort.by,
    dir: sort.dir,
    cursor: cursors.at(-1) ?? undefined,
    limit: PAGE_SIZE,
  };
  const list = useApplicationList(params);
  const restart = () => setCursors([null]);

  const rows = list.data?.applications ?? [];
  const first = (cursors.length - 1) * PAGE_SIZE;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  function sortBy(by: ApplicationSort) {
    setSort((current) => ({ by, dir: current.by === by && current.dir === 'asc' ? 'desc' : by === 'updated' ? 'desc' : 'asc' }));
    restart();
  }

  return (
    <section aria-label="Applications table" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <label className="block text-sm font-medium text-slate-700">
          Search company or job title
          <input
            type="search"
            name="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              restart();
            }}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Status
          <select
            name="status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ApplicationStatus | '');
              restart();
            }}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">All statuses</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Show
          <select
            name="show"
            value={show}
            onChange={(event) => {
              setShow(event.target.value as Show);
              restart();
            }}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
          >
            <option value="active">Active</option>
            <option value="no-reply">No reply yet</option>
            <option value="archived">Archived</option>
          </select>
        </label>
      </div>

      {tag ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          Tagged <span className="rounded-full bg-indigo-50 px-2 py-0.5 font-medium text-indigo-800">{tag}</span>
          <button
            type="button"
            onClick={() => {
              setSearchParams((current) => {
                current.delete('tag');
                return current;
              });
              restart();
            }}
            className="font-semibold text-indigo-700 underline"
          >
            Show every tag
          </button>
        </p>
      ) : null}
      {list.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Failed to load your applications. Please try again.
        </p>
      ) : list.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Loading your applications...
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No applications match.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="w-8 py-2 pr-2">
                  <input
                    type="checkbox"
                    checked={allSelected}
                    onChange={() =>
                      onSelectMany(
                        rows.map((r) => r.id),
                        !allSelected,
                      )
                    }
                    aria-label="Select every application on this page"
                    className="size-4 rounded border-slate-400"
                  />
                </th>
                {COLUMNS.map((column) => (
                  <th
                    key={column.sort}
                    scope="col"
                    className={`py-2 pr-3 ${column.className ?? ''}`}
                    aria-sort={sort.by === column.sort ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    <button
                      type="button"
                      onClick={() => sortBy(column.sort)}
                      className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                    >
                      {column.label}
                      <span aria-hidden="true">{sort.by === column.sort ? (sort.dir === 'asc' ? '▲' : '▼') : ''}</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="py-2 pr-2 align-top">
                    <input
                      type="checkbox"
                      checked={selected.has(row.id)}
                      onChange={() => onToggleSelected(row.id)}
                      aria-label={`Select ${row.jobTitle} at ${row.company}`}
                      className="mt-0.5 size-4 rounded border-slate-400"
                    />
                  </td>
                  <td className="py-2 pr-3 align-top">
                    <Link to={`/app/applications/${row.id}`} className="font-semibold text-indigo-700 hover:text-indigo-600">
                      {row.jobTitle}
                    </Link>
                    <span className="block text-xs text-slate-600 md:hidden">{row.company}</span>
                    {row.noReply ? (
                      <span className="mt-1 block">
                        <NoReplyBadge />
                      </span>
                    ) : null}
                  </td>
                  <td className="hidden py-2 pr-3 align-top text-slate-800 md:table-cell">{row.company}</td>
                  <td className="py-2 pr-3 align-top">
                    <StatusBadge status={row.status} />
                  </td>
                  <td className="hidden py-2 pr-3 align-top text-slate-700 sm:table-cell">{formatDay(row.appliedOn)}</td>
                  <td
                    className={`hidden py-2 pr-3 align-top lg:table-cell ${isDue(row.nextStepDue) ? 'font-semibold text-rose-800' : 'text-slate-700'}`}
                  >
                    {row.nextStepDue ? `${row.nextStep || 'Next step'} · ${formatDay(row.nextStepDue)}` : ''}
                  </td>
                  <td className="hidden py-2 align-top text-slate-700 lg:table-cell">{formatDay(row.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.data && list.data.total > 0 ? (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <p>
            Showing {first + 1}–{first + rows.length} of {list.data.total}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={cursors.length <= 1}
              onClick={() => setCursors((c) => c.slice(0, -1))}
              className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium disabled:opacity-50"
            >
              Previous
            </button>
            <button
              type="button"
              disabled={!list.data.nextCursor || list.isPlaceholderData}
              onClick={() => setCursors((c) => [...c, list.data?.nextCursor ?? null])}
              className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium disabled:opacity-50"
            >
              Next
            </button>
          </div>
        </nav>
      ) : null}
    </section>
  );
}
