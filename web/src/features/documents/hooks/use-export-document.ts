import type { CreateDocumentRequest, DocumentExportFormat, SavedDocument } from '@hireready/contract';
import { useRef, useState } from 'react';
import { sanitizeDocumentHtml } from '../../../lib/sanitize-html';
import { useCreateDocument } from '../api/create-document';
import { downloadDocument } from '../api/download-document';
import { printPage } from '../lib/print-page';

/** SPEC point 8: export failure. */
export const EXPORT_FAILED_MESSAGE = 'Export failed. Please try again.';
export const POPUP_BLOCKED_NOTICE = 'Your browser blocked the print window, so the document is printing from this page instead.';

/**
 * Turns a document fragment into the page the print window shows. The templates feature owns it
 * (renderPrintPage); the route passes it in, since features do not import each other.
 */
export type BuildPrintPage = (documentHtml: string, options: { title: string }) => string;

/** The print dialog offers the page title as the PDF's name, so use the saved file name without '.pdf'. */
function printTitle(fileName: string): string {
  return fileName.replace(/\.pdf$/i, '');
}

function usePrintNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  function print(documentHtml: string, fileName: string, buildPrintPage: BuildPrintPage) {
    const page = buildPrintPage(sanitizeDocumentHtml(documentHtml), { title: printTitle(fileName) });
    setNotice(printPage(page) === 'frame' ? POPUP_BLOCKED_NOTICE : null);
  }
  return { notice, print };
}

/**
 * Export as PDF (SPEC point 4): save the sanitised document, then print it. `html` is the document
 * fragment (the edited preview's markup); it is stored as is and wrapped in the print page only
 * for printing, so the document view prints it again identically.
 */
export function useExportDocument({ buildPrintPage }: { buildPrintPage: BuildPrintPage }) {
  const createDocument = useCreateDocument();
  const { notice, print } = usePrintNotice();
  const { downloading, download } = useDownload();
  // Exporting the same unedited document in a second format files it once, not twice.
  const lastSaved = useRef<{ request: string; saved: SavedDocument } | null>(null);

  async function save(request: CreateDocumentRequest): Promise<SavedDocument> {
    const body = { ...request, html: sanitizeDocumentHtml(request.html) };
    const key = JSON.stringify(body);
    if (lastSaved.current?.request === key) return lastSaved.current.saved;
    const saved = await createDocument.mutateAsync(body);
    lastSaved.current = { request: key, saved };
    return saved;
  }

  async function exportDocument(request: CreateDocumentRequest): Promise<SavedDocument | null> {
    try {
      const saved = await save(request);
      print(saved.html, saved.fileName, buildPrintPage);
      return saved;
    } catch {
      window.alert(EXPORT_FAILED_MESSAGE);
      return null;
    }
  }

  /** Export as DOCX or text: save the document like the PDF export does, then download the file. */
  function exportAs(request: CreateDocumentRequest, format: DocumentExportFormat) {
    return download(() => save(request), format);
  }

  return { exportDocument, exportAs, downloading, isExporting: createDocument.isPending, notice };
}

/** A download in one of the export formats, with the format in flight for the buttons. */
export function useDownload() {
  const [downloading, setDownloading] = useState<DocumentExportFormat | null>(null);

  async function download(
    getDocument: () => Promise<Pick<SavedDocument, 'id' | 'fileName'>>,
    format: DocumentExportFormat,
  ): Promise<boolean> {
    setDownloading(format);
    try {
      await downloadDocument(await getDocument(), format);
      return true;
    } catch {
      window.alert(EXPORT_FAILED_MESSAGE);
      return false;
    } finally {
      setDownloading(null);
    }
  }

  return { downloading, download };
}

/** The document view's export: the document is saved already, so only print it again. */
export function usePrintSavedDocument({ buildPrintPage }: { buildPrintPage: BuildPrintPage }) {
  const { notice, print } = usePrintNotice();

  function printDocument(document: Pick<SavedDocument, 'html' | 'fileName'>) {
    try {
      print(document.html, document.fileName, buildPrintPage);
    } catch {
      window.alert(EXPORT_FAILED_MESSAGE);
    }
  }

  return { printDocument, notice };
}
