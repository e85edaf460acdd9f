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
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="py-1">
                Stage
              </th>
              <th scope="col" className="py-1">
                Median days
              </th>
              <th scope="col" className="py-1">
                Moves counted
              </th>
            </tr>
          </thead>
          <tbody>
            {data.medianDays.map((row) => (
              <tr key={row.status} className="border-t border-slate-100">
                <td className="py-1 text-slate-800">{APPLICATION_STATUS_LABEL[row.status]}</td>
                <td className="py-1 text-slate-800">{row.days === null ? '–' : row.days}</td>
                <td className="py-1 text-slate-700">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card title="Answers by source">
        {data.bySource.length === 0 ? (
          <p className="text-sm text-slate-600">No sent applications yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className="py-1">
                  Source
                </th>
                <th scope="col" className="py-1">
                  Sent
                </th>
                <th scope="col" className="py-1">
                  Answered
                </th>
                <th scope="col" className="py-1">
                  Interviews
                </th>
              </tr>
            </thead>
            <tbody>
              {data.bySource.map((row) => (
                <tr key={row.source} className="border-t border-slate-100">
                  <td className="py-1 text-slate-800">{row.source}</td>
                  <td className="py-1 text-slate-800">{row.applied}</td>
                  <td className="py-1 text-slate-800">
                    {row.answered} ({percent(row.answered / row.applied)})
                  </td>
                  <td className="py-1 text-slate-800">{row.interviews}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card title="Keyword match and interviews" wide>
        <p className="text-sm text-slate-700">
          Sent applications grouped by how many of the posting&apos;s keywords their filed resume covered, and how many led to an interview.
        </p>
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="py-1">
                Resume keyword match
              </th>
              <th scope="col" className="py-1">
                Sent
              </th>
              <th scope="col" className="py-1">
                Interviews
              </th>
              <th scope="col" className="py-1">
                Interview rate
              </th>
            </tr>
          </thead>
          <tbody>
            {data.keywordMatch.map((row) => (
              <tr key={row.band} className="border-t border-slate-100">
                <td className="py-1 text-slate-800">{row.band}</td>
                <td className="py-1 text-slate-800">{row.applied}</td>
                <td className="py-1 text-slate-800">{row.interviews}</td>
                <td className="py-1 text-slate-800">{row.applied > 0 ? percent(row.interviews / row.applied) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
