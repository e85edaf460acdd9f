type ExportPanelProps = {
  onExport: () => void;
  isExporting?: boolean;
  /** Said when printing had to fall back from the print window (a pop-up blocker). */
  notice?: string | null;
};

/** 'Export as PDF' and the print-dialog hint (SPEC point 2): the browser's print dialog makes the PDF. */
export function ExportPanel({ onExport, isExporting = false, notice }: ExportPanelProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <button
        type="button"
        onClick={onExport}
        disabled={isExporting}
        className="inline-flex shrink-0 items-center justify-center rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-wait disabled:opacity-70"
      >
        {isExporting ? 'Exporting...' : 'Export as PDF'}
      </button>
      <div className="text-sm text-slate-600">
        <p>
          Choose <span className="font-medium text-slate-800">Save as PDF</span> and turn off{' '}
          <span className="font-medium text-slate-800">Headers and footers</span> in the print dialog for a clean
          page.
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
