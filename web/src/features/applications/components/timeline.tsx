import { APPLICATION_STATUS_LABEL, DOCUMENT_TYPE_LABEL, type Application } from '@hireready/contract';
import { Link } from 'react-router';
import { formatMoment, percent } from '../lib/format';

type Entry = { key: string; at: string; text: string; documentId?: string };

function historyText(entry: Application['history'][number]): string {
  switch (entry.kind) {
    case 'created':
      return `Added as ${APPLICATION_STATUS_LABEL[entry.toStatus ?? 'saved']}`;
    case 'status':
      return `Moved from ${entry.fromStatus ? APPLICATION_STATUS_LABEL[entry.fromStatus] : '–'} to ${entry.toStatus ? APPLICATION_STATUS_LABEL[entry.toStatus] : '–'}`;
    case 'followed_up':
      return 'Followed up';
    case 'archived':
      return 'Archived';
    case 'restored':
      return 'Restored from the archive';
  }
}

/** Everything that happened to the application, newest first: moves, follow-ups and documents made. */
export function Timeline({ application }: { application: Application }) {
  const entries: Entry[] = [
    ...application.history.map((h) => ({ key: h.id, at: h.at, text: historyText(h) })),
    ...application.documents.map((d) => ({ key: d.id, at: d.createdAt, text: `${DOCUMENT_TYPE_LABEL[d.type]} saved`, documentId: d.id })),
  ];
  // Stable: entries of one moment keep the order they were recorded in.
  const ordered = entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.at.localeCompare(a.e.at) || b.i - a.i)
    .map(({ e }) => e);
  return (
    <section aria-label="Timeline" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">Timeline</h2>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
        {ordered.map((entry) => (
          <li key={entry.key} className="text-sm">
            <p className="font-medium text-slate-900">
              {entry.documentId ? (
                <Link to={`/app/documents/${entry.documentId}`} className="text-indigo-700 hover:text-indigo-600">
                  {entry.text}
                </Link>
              ) : (
                entry.text
              )}
            </p>
            <p className="text-xs text-slate-600">{formatMoment(entry.at)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function DocumentsPanel({ application }: { application: Application }) {
  return (
    <section aria-label="Documents" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">Documents</h2>
      {application.documents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No documents saved for this application yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {application.documents.map((doc) => (
            <li key={doc.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <Link to={`/app/documents/${doc.id}`} className="min-w-0 break-all font-medium text-indigo-700 hover:text-indigo-600">
                {doc.fileName}
              </Link>
              {doc.keywordMatch !== null ? (
                <span className="shrink-0 text-xs text-slate-700">{percent(doc.keywordMatch)} keyword match</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
