import { DOCUMENT_TYPE_LABEL } from '@hireready/contract';
import { Link } from 'react-router';
import { useDocuments } from '../api/get-documents';
import { formatShortDate } from '../lib/format-date';
import { MiddleTruncate } from '../../../components/ui/middle-truncate';

export const NO_DOCUMENTS_MESSAGE = 'No documents yet - Create your first resume or cover letter to get started.';

/** 'Your Exported Documents' (SPEC point 2): newest first, as the server orders them, a page at a time. */
export function DocumentsList() {
  const documents = useDocuments();
  const rows = documents.data?.pages.flatMap((page) => page.documents) ?? [];

  return (
    <section aria-labelledby="documents-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
        Your Exported Documents
      </h2>
      {documents.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-500">
          Loading documents...
        </p>
      ) : documents.isError && rows.length === 0 ? (
        <p role="alert" className="mt-4 text-sm text-red-600">
          Failed to load your documents. Please try again.
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          {NO_DOCUMENTS_MESSAGE}
        </p>
      ) : (
        <>
          <table className="mt-4 w-full table-fixed text-left text-sm">
            <thead className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  File name
                </th>
                <th scope="col" className="hidden w-32 py-2 pr-3 sm:table-cell">
                  Type
                </th>
                <th scope="col" className="w-24 py-2 pr-3 sm:w-28">
                  Created
                </th>
                <th scope="col" className="w-14 py-2 text-right">
                  <span className="sr-only">Open</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((doc) => (
                <tr key={doc.id}>
                  <td className="py-3 pr-3 align-top">
                    <MiddleTruncate text={doc.fileName} className="font-medium text-slate-900" />
                    {/* On a phone the type column is hidden; say it under the name instead. */}
                    <span className="text-xs text-slate-500 sm:hidden">{DOCUMENT_TYPE_LABEL[doc.type]}</span>
                    {doc.application ? (
                      <Link
                        to={`/app/applications/${encodeURIComponent(doc.application.id)}`}
                        className="block text-xs font-medium text-indigo-700 hover:text-indigo-600"
                      >
                        For: {doc.application.jobTitle} at {doc.application.company}
                      </Link>
                    ) : null}
                  </td>
                  <td className="hidden py-3 pr-3 align-top text-slate-700 sm:table-cell">{DOCUMENT_TYPE_LABEL[doc.type]}</td>
                  <td className="py-3 pr-3 align-top text-slate-700">{formatShortDate(doc.createdAt)}</td>
                  <td className="py-3 text-right align-top">
                    <Link
                      to={`/app/documents/${encodeURIComponent(doc.id)}`}
                      aria-label={`View ${doc.fileName}`}
                      className="font-semibold text-indigo-600 hover:text-indigo-500"
                    >
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {documents.hasNextPage ? (
            <div className="mt-4 text-center">
              <button
                type="button"
                onClick={() => void documents.fetchNextPage()}
                disabled={documents.isFetchingNextPage}
                className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
              >
                {documents.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            </div>
          ) : null}
          {documents.isFetchNextPageError ? (
            <p role="alert" className="mt-2 text-center text-sm text-red-600">
              Failed to load more documents. Please try again.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
