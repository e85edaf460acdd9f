import {
  APPLICATION_LIMITS,
  IMPORT_FIELDS,
  IMPORT_FIELD_LABEL,
  type ImportField,
  type ImportMapping,
  type ImportResponse,
} from '@hireready/contract';
import Papa from 'papaparse';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useImportApplications } from '../api/applications-extras';
import { guessMapping } from '../lib/guess-mapping';

type Loaded = { name: string; csv: string; headers: string[]; preview: Record<string, string>[]; rowCount: number };

/**
 * CSV import: choose a file (a spreadsheet, or an export from Huntr, Teal or Reactive Resume),
 * check the suggested column for each field against a preview, check every row on the server,
 * then import. Rows that cannot be read are listed with their row number and reason.
 */
export function ImportDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const fileInputId = useId();
  const importer = useImportApplications();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [report, setReport] = useState<ImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  function close() {
    setLoaded(null);
    setReport(null);
    setError(null);
    onClose();
  }

  async function readFile(file: File) {
    setReport(null);
    setError(null);
    const csv = await file.text();
    if (csv.length > APPLICATION_LIMITS.importChars) {
      setError('The file is too large: import at most about 900 KB at a time.');
      return;
    }
    const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
    });
    const headers = (parsed.meta.fields ?? []).filter(Boolean);
    if (headers.length === 0) {
      setError('No header row found: the first line should name the columns.');
      return;
    }
    setLoaded({ name: file.name, csv, headers, preview: parsed.data.slice(0, 5), rowCount: parsed.data.length });
    setMapping(guessMapping(headers));
  }

  function send(dryRun: boolean) {
    if (!loaded) return;
    setError(null);
    importer.mutate(
      { csv: loaded.csv, mapping, dryRun },
      { onSuccess: setReport, onError: (e) => setError(e.message || 'The file could not be imported. Please try again.') },
    );
  }

  const canSend = Boolean(mapping.company && mapping.jobTitle) && !importer.isPending;
  const mappedFields = IMPORT_FIELDS.filter((f) => mapping[f]);

  return (
    <Dialog isOpen={isOpen} onDismiss={close} labelledBy="import-title" isWide>
      <h2 id="import-title" className="text-xl font-semibold text-slate-900">
        Import applications from CSV
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A spreadsheet, or an export from Huntr, Teal or Reactive Resume. The first line must name the columns.
      </p>
      <label htmlFor={fileInputId} className="mt-4 block text-sm font-medium text-slate-700">
        CSV file
      </label>
      <input
        id={fileInputId}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void readFile(file);
        }}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-700"
      />

      {loaded ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">
            Map the columns ({loaded.rowCount} row{loaded.rowCount === 1 ? '' : 's'} in {loaded.name})
          </h3>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {IMPORT_FIELDS.map((field) => (
              <MappingSelect
                key={field}
                field={field}
                headers={loaded.headers}
                value={mapping[field] ?? ''}
                onChange={(header) => {
                  setReport(null);
                  setMapping((m) => ({ ...m, [field]: header || undefined }));
                }}
              />
            ))}
          </div>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Preview</h3>
          <div
            tabIndex={0}
            role="region"
            aria-label="Preview of the first rows"
            className="mt-2 overflow-x-auto rounded-lg border border-slate-200"
          >
            <table className="w-full text-left text-xs">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {mappedFields.map((f) => (
                    <th key={f} scope="col" className="px-2 py-1.5 font-semibold">
                      {IMPORT_FIELD_LABEL[f]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {loaded.preview.map((row, i) => (
                  <tr key={i}>
                    {mappedFields.map((f) => (
                      <td key={f} className="max-w-40 truncate px-2 py-1.5 text-slate-800">
                        {row[mapping[f] ?? ''] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {report ? <ImportReport report={report} /> : null}

      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={close} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700">
          {report && !report.dryRun ? 'Done' : 'Cancel'}
        </button>
        {loaded && !(report && !report.dryRun) ? (
          <>
            <button
              type="button"
              disabled={!canSend}
              onClick={() => send(true)}
              className="rounded-lg border border-indigo-300 bg-indigo-50 px-4 py-2 text-sm font-semibold text-indigo-800 disabled:opacity-50"
            >
              Check rows
            </button>
            <button
              type="button"
              disabled={!canSend || !report}
              onClick={() => send(false)}
              className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
            >
              {importer.isPending
                ? 'Working...'
                : report
                  ? `Import ${report.accepted} application${report.accepted === 1 ? '' : 's'}`
                  : 'Import'}
            </button>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

function MappingSelect({
  field,
  headers,
  value,
  onChange,
}: {
  field: ImportField;
  headers: string[];
  value: string;
  onChange: (header: string) => void;
}) {
  const id = useId();
  const isRequired = field === 'company' || field === 'jobTitle';
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {IMPORT_FIELD_LABEL[field]}
        {isRequired ? ' (required)' : ''}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
      >
        <option value="">Not imported</option>
        {headers.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </select>
    </div>
  );
}

function ImportReport({ report }: { report: ImportResponse }) {
  return (
    <div role="status" className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
      <p className="font-semibold">
        {report.dryRun
          ? `${report.accepted} row${report.accepted === 1 ? '' : 's'} ready to import, ${report.refused.length} refused.`
          : `Imported ${report.accepted} application${report.accepted === 1 ? '' : 's'}; ${report.refused.length} row${report.refused.length === 1 ? '' : 's'} refused.`}
      </p>
      {report.refused.length > 0 ? (
        <ul tabIndex={0} aria-label="Refused rows" className="mt-2 max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5 text-slate-700">
          {report.refused.map((r) => (
            <li key={r.row}>
              Row {r.row}: {r.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
