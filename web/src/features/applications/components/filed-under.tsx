import type { FiledApplication } from '@hireready/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useDeleteApplication } from '../api/application';
import { useApplicationList } from '../api/applications-list';

type FiledUnderProps = {
  /** Where the server filed the generation. */
  filed: FiledApplication;
  /** The application the document will be saved under, when the user picked another. */
  chosen: { id: string; label: string } | null;
  onChoose: (choice: { id: string; label: string }) => void;
};

/** On the generation page: which application the document belongs to, and a way to pick another. */
export function FiledUnder({ filed, chosen, onChoose }: FiledUnderProps) {
  const [isPicking, setIsPicking] = useState(false);
  const removeNew = useDeleteApplication();
  const current = chosen ?? { id: filed.id, label: `${filed.jobTitle} at ${filed.company}` };
  return (
    <section
      aria-label="Application"
      className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-indigo-100 bg-indigo-50/60 px-4 py-3 text-sm text-slate-800"
    >
      <p>
        Filed under{' '}
        <Link to={`/app/applications/${current.id}`} className="font-semibold text-indigo-700 underline">
          {current.label}
        </Link>
        {!chosen && filed.isNew ? ' (a new saved application)' : ''}
      </p>
      {isPicking ? (
        <ApplicationPicker
          currentId={current.id}
          onPick={(choice) => {
            onChoose(choice);
            setIsPicking(false);
          }}
          onCancel={() => setIsPicking(false)}
        />
      ) : (
        <button type="button" onClick={() => setIsPicking(true)} className="font-semibold text-indigo-700 underline">
          File under another application
        </button>
      )}
      {/* Filed elsewhere: the application this generation made is likely not wanted any more. */}
      {chosen && filed.isNew && !removeNew.isSuccess ? (
        <p className="w-full text-slate-700">
          The new application made for this posting ({filed.jobTitle} at {filed.company}) is still on your board.{' '}
          <button
            type="button"
            onClick={() => removeNew.mutate(filed.id)}
            disabled={removeNew.isPending}
            className="font-semibold text-indigo-700 underline"
          >
            Delete it
          </button>
        </p>
      ) : null}
      {removeNew.isSuccess ? (
        <p role="status" className="w-full text-slate-700">
          The new application was deleted.
        </p>
      ) : null}
    </section>
  );
}

function ApplicationPicker({
  currentId,
  onPick,
  onCancel,
}: {
  currentId: string;
  onPick: (c: { id: string; label: string }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const list = useApplicationList({ q: search.trim() || undefined, limit: 50, sort: 'updated', dir: 'desc' });
  const options = (list.data?.applications ?? []).filter((a) => a.id !== currentId);
  return (
    <div className="flex w-full flex-wrap items-end gap-2">
      <label className="text-sm font-medium text-slate-700">
        Search
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="mt-1 block w-44 rounded-lg border border-slate-300 bg-white px-2 py-1.5"
        />
      </label>
      <label htmlFor={id} className="sr-only">
        Application to file under
      </label>
      <select
        id={id}
        value=""
        onChange={(e) => {
          const picked = options.find((a) => a.id === e.target.value);
          if (picked) onPick({ id: picked.id, label: `${picked.jobTitle} at ${picked.company}` });
        }}
        className="min-w-0 max-w-full flex-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5"
      >
        <option value="">
          {list.isPending ? 'Loading...' : options.length === 0 ? 'No other applications' : 'Choose an application…'}
        </option>
        {options.map((a) => (
          <option key={a.id} value={a.id}>
            {a.jobTitle} at {a.company}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={onCancel}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-700"
      >
        Cancel
      </button>
    </div>
  );
}
