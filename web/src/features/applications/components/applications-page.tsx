import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { exportApplications } from '../api/applications-extras';
import { localToday } from '../lib/format';
import { saveTextFile } from '../../../lib/save-file';
import { AddApplicationDialog } from './add-application-dialog';
import { BoardView } from './board-view';
import { BulkBar } from './bulk-bar';
import { ImportDialog } from './import-dialog';
import { InsightsView } from './insights-view';
import { SettingsDialog } from './settings-dialog';
import { TableView } from './table-view';

const VIEWS = [
  { id: 'board', label: 'Board' },
  { id: 'table', label: 'Table' },
  { id: 'insights', label: 'Insights' },
] as const;
type View = (typeof VIEWS)[number]['id'];

/** /app/applications: the board, the table and the insights, with the actions that act on all of them. */
export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.some((v) => v.id === params.get('view')) ? (params.get('view') as View) : 'board';
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'add' | 'import' | 'settings' | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectMany = (ids: string[], isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (isSelected) next.add(id);
        else next.delete(id);
      return next;
    });

  async function downloadCsv() {
    setExportError(null);
    try {
      saveTextFile(await exportApplications(), `applications-${localToday()}.csv`, 'text/csv;charset=utf-8');
    } catch (error) {
      setExportError(error instanceof Error && error.message ? error.message : 'Export failed. Please try again.');
    }
  }

  const secondary = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50';
  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label="View" className="inline-flex rounded-lg bg-slate-100 p-1">
          {VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              role="tab"
              aria-selected={view === v.id}
              onClick={() => {
                setParams(v.id === 'board' ? {} : { view: v.id }, { replace: true });
                setSelected(new Set());
              }}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${view === v.id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {v.label}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setDialog('add')}
            className="rounded-lg bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
          >
            Add application
          </button>
          <button type="button" onClick={() => setDialog('import')} className={secondary}>
            Import CSV
          </button>
          <button type="button" onClick={() => void downloadCsv()} className={secondary}>
            Export CSV
          </button>
          <button type="button" onClick={() => setDialog('settings')} className={secondary}>
            Settings
          </button>
        </div>
      </div>
      {exportError ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {exportError}
        </p>
      ) : null}
      {view !== 'insights' ? <BulkBar selected={selected} onClear={() => setSelected(new Set())} /> : null}
      {view === 'board' ? <BoardView selected={selected} onToggleSelected={toggle} /> : null}
      {view === 'table' ? <TableView selected={selected} onToggleSelected={toggle} onSelectMany={selectMany} /> : null}
      {view === 'insights' ? <InsightsView /> : null}
      <AddApplicationDialog isOpen={dialog === 'add'} onClose={() => setDialog(null)} />
      <ImportDialog isOpen={dialog === 'import'} onClose={() => setDialog(null)} />
      <SettingsDialog isOpen={dialog === 'settings'} onClose={() => setDialog(null)} />
    </>
  );
}
