import { APPLICATION_STATUS_LABEL, type InsightsResponse } from '@hireready/contract';
import type { ReactNode } from 'react';
import { useInsights } from '../api/applications-extras';
import { percent } from '../lib/format';

/** What the history says: how far applications get, how often they get answers, and what helps. */
export function InsightsView() {
  const insights = useInsights();
  if (insights.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading insights...
      </p>
    );
  if (insights.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to load insights. Please try again.
      </p>
    );
  const data = insights.data;
  if (data.total === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        Insights appear once you track applications.
      </p>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title="Funnel">
        <Funnel data={data} />
      </Card>
      <Card title="Response rate">
        <p className="text-4xl font-bold text-slate-900">{percent(data.responseRate)}</p>
        <p className="mt-1 text-sm text-slate-700">
          {data.answered} of {data.applied} sent application{data.applied === 1 ? '' : 's'} got an answer (an interview, an offer or a
          rejection).
        </p>
      </Card>
      <Card title="Median days in each stage">
        <FigureTable
          headings={['Stage', 'Median days', 'Moves counted']}
          rows={data.medianDays.map((row) => ({
            key: row.status,
            cells: [APPLICATION_STATUS_LABEL[row.status], row.days === null ? '–' : row.days, row.count],
          }))}
        />
      </Card>
      <Card title="Answers by source">
        {data.bySource.length === 0 ? (
          <p className="text-sm text-slate-600">No sent applications yet.</p>
        ) : (
          <FigureTable
            headings={['Source', 'Sent', 'Answered', 'Interviews']}
            rows={data.bySource.map((row) => ({
              key: row.source,
              cells: [row.source, row.applied, `${row.answered} (${percent(row.answered / row.applied)})`, row.interviews],
            }))}
          />
        )}
      </Card>
      <Card title="Keyword match and interviews" wide>
        <p className="text-sm text-slate-700">
          Sent applications grouped by how many of the posting&apos;s keywords their filed resume covered, and how many led to an interview.
        </p>
        <FigureTable
          className="mt-2"
          headings={['Resume keyword match', 'Sent', 'Interviews', 'Interview rate']}
          rows={data.keywordMatch.map((row) => ({
            key: row.band,
            cells: [row.band, row.applied, row.interviews, row.applied > 0 ? percent(row.interviews / row.applied) : '–'],
          }))}
        />
        {data.withoutKeywordReport > 0 ? (
          <p className="mt-2 text-xs text-slate-600">
            {data.withoutKeywordReport} sent application{data.withoutKeywordReport === 1 ? ' has' : 's have'} no resume made here, so no
            keyword match to compare.
          </p>
        ) : null}
      </Card>
    </div>
  );
}

function Card({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${wide ? 'lg:col-span-2' : ''}`}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Funnel({ data }: { data: InsightsResponse }) {
  const top = Math.max(1, ...data.funnel.map((f) => f.reached));
  return (
    <ul className="space-y-2">
      {data.funnel.map((stage) => (
        <li key={stage.status}>
          <div className="flex justify-between text-sm text-slate-800">
            <span>{APPLICATION_STATUS_LABEL[stage.status]}</span>
            <span>
              {stage.reached} reached · {stage.current} now
            </span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${(stage.reached / top) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function FigureTable({
  headings,
  rows,
  className = '',
}: {
  headings: string[];
  rows: { key: string; cells: ReactNode[] }[];
  className?: string;
}) {
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      <thead className="text-xs uppercase text-slate-600">
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className="py-1">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-100">
            {row.cells.map((cell, i) => (
              <td key={i} className="py-1 text-slate-800">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
