import type { DocumentExportFormat } from '@hireready/contract';

type ExportPanelProps = {
  onExport: () => void;
  isExporting?: boolean;
  /** Downloads the document as a Word file or plain text; without it only the PDF button shows. */
  onExportAs?: (format: DocumentExportFormat) => void;
  /** The format being downloaded, if any. */
  downloading?: DocumentExportFormat | null;
  /** Said when printing had to fall back from the print window (a pop-up blocker). */
  notice?: string | null;
};

const OTHER_FORMATS: { format: DocumentExportFormat; label: string; title: string }[] = [
  { format: 'docx', label: 'Export as DOCX', title: 'A Word document you can edit or send to a recruiter' },
  { format: 'txt', label: 'Export as text', title: 'Plain text to paste into an application form' },
];

/**
 * 'Export as PDF' and the print-dialog hint (SPEC point 2): the browser's print dialog makes the PDF.
 * Beside it, the Word and plain-text downloads the server makes.
 */
export function ExportPanel({ onExport, isExporting = false, onExportAs, downloading = null, notice }: ExportPanelProps) {
  const isBusy = isExporting || downloading !== null;
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-4">
      <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
        <button
          type="button"
          onClick={onExport}
          disabled={isBusy}
          className="inline-flex shrink-0 items-center justify-center rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-wait disabled:opacity-70"
        >
          {isExporting && downloading === null ? 'Exporting...' : 'Export as PDF'}
        </button>
        {onExportAs
          ? OTHER_FORMATS.map(({ format, label, title }) => (
              <button
                key={format}
                type="button"
                title={title}
                onClick={() => onExportAs(format)}
                disabled={isBusy}
                className="inline-flex shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
              >
                {downloading === format ? 'Exporting...' : label}
              </button>
            ))
          : null}
      </div>
      <div className="text-sm text-slate-600">
        <p>
          For the PDF, choose <span className="font-medium text-slate-800">Save as PDF</span> and turn off{' '}
          <span className="font-medium text-slate-800">Headers and footers</span> in the print dialog for a clean page.
        </p>
        {notice ? (
          <p role="status" className="mt-1 text-amber-700">
            {notice}
          </p>
        ) : null}
      </div>
    </div>
  );
}
