import { documentTitle } from '@hireready/contract';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { sanitizeDocumentHtml } from '../../../lib/sanitize-html';
import { isDocumentNotFound, useDocument } from '../api/get-document';
import { useDownload, usePrintSavedDocument, type BuildPrintPage } from '../hooks/use-export-document';
import { formatLongDate } from '../lib/format-date';
import { ExportPanel } from './export-panel';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found.';
export const DOCUMENT_LOAD_FAILED_MESSAGE = 'Failed to load document. Please try again.';
export const NO_CONTENT_MESSAGE = 'No content available for this document.';
/** SPEC point 2: the return target; the router sends it on to the dashboard. */
const DOCUMENTS_PATH = '/app/documents';

type DocumentViewProps = {
  id: string;
  buildPrintPage: BuildPrintPage;
  /** Draws the sanitised document fragment, e.g. on a sheet of paper. */
  renderDocument: (safeHtml: string) => ReactNode;
};

/** /app/documents/{id} (SPEC point 2): the saved document, shown sanitised, and printed again on request. */
export function DocumentView({ id, buildPrintPage, renderDocument }: DocumentViewProps) {
  const navigate = useNavigate();
  const query = useDocument(id);
  const { printDocument, notice } = usePrintSavedDocument({ buildPrintPage });
  const { downloading, download } = useDownload();
  const isNotFound = query.isError && isDocumentNotFound(query.error);
  // Stored HTML was sanitised by the server; it is sanitised again here before it touches the page.
  const safeHtml = useMemo(() => (query.data ? sanitizeDocumentHtml(query.data.html).trim() : ''), [query.data]);

  useEffect(() => {
    if (!isNotFound) return;
    // SPEC point 8: alert, then go to the documents list.
    window.alert(DOCUMENT_NOT_FOUND_MESSAGE);
    void navigate(DOCUMENTS_PATH, { replace: true });
  }, [isNotFound, navigate]);

  if (query.isPending || isNotFound) {
    return (
      <DocumentFrame title="Document">
        <PageLoading label="Loading document..." />
      </DocumentFrame>
    );
  }

  if (query.isError) {
    return (
      <DocumentFrame title="Document">
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {DOCUMENT_LOAD_FAILED_MESSAGE}
        </p>
      </DocumentFrame>
    );
  }

  const doc = query.data;
  return (
    <DocumentFrame title={documentTitle(doc) || doc.fileName}>
      <p className="mt-1 text-sm text-slate-600">Created on {formatLongDate(doc.createdAt)}</p>
      {safeHtml === '' ? (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <p className="text-slate-700">{NO_CONTENT_MESSAGE}</p>
          <button
            type="button"
            onClick={() => void navigate(DOCUMENTS_PATH)}
            className="mt-4 rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500"
          >
            Return to Documents
          </button>
        </div>
      ) : (
        <>
          <div className="mt-6">
            <ExportPanel
              onExport={() => printDocument({ html: safeHtml, fileName: doc.fileName })}
              onExportAs={(format) => void download(() => Promise.resolve(doc), format)}
              downloading={downloading}
              notice={notice}
            />
          </div>
          <div className="mt-6 rounded-xl bg-slate-100 p-3 sm:p-6">{renderDocument(safeHtml)}</div>
        </>
      )}
    </DocumentFrame>
  );
}

function DocumentFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/app/dashboard" className="text-sm font-semibold text-indigo-600 hover:text-indigo-500">
        <span aria-hidden="true">&larr; </span>Back to Dashboard
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
