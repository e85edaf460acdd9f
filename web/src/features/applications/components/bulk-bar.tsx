import { APPLICATION_STATUSES, APPLICATION_STATUS_LABEL, type ApplicationStatus } from '@hireready/contract';
import { useState } from 'react';
import { useBulkUpdate, type BulkChange } from '../api/application';

type BulkBarProps = { selected: Set<string>; onClear: () => void };

/** Acts on every selected application at once: move, tag, archive. */
export function BulkBar({ selected, onClear }: BulkBarProps) {
  const bulk = useBulkUpdate();
  const [tag, setTag] = useState('');
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  if (selected.size === 0 && !message) return null;

  function run(change: BulkChange, done: string) {
    bulk.mutate(
      { ids: [...selected], change },
      {
        onSuccess: ({ updated }) => {
          setMessage({ text: `${done} ${updated} application${updated === 1 ? '' : 's'}.`, isError: false });
          onClear();
        },
        onError: (error) => setMessage({ text: error.message || 'The change could not be saved. Please try again.', isError: true }),
      },
    );
  }

  async function addTag() {
    const { TagSchema } = await import('../lib/check-input');
    const parsed = TagSchema.safeParse(tag);
    if (!parsed.success) {
      setMessage({ text: parsed.error.issues[0]?.message ?? 'Enter a tag.', isError: true });
      return;
    }
    run({ addTags: [parsed.data] }, `Tagged "${parsed.data}" on`);
    setTag('');
  }

  return (
    <div
      role="region"
      aria-label="Selected applications"
      className="sticky top-16 z-30 mb-4 rounded-xl bg-indigo-950 p-3 text-white shadow-lg"
    >
      {selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="mr-2 text-sm font-semibold">{selected.size} selected</p>
          <label className="sr-only" htmlFor="bulk-status">
            Move selected to
          </label>
          <select
            id="bulk-status"
            value=""
            onChange={(event) => event.target.value && run({ status: event.target.value as ApplicationStatus }, 'Moved')}
            className="rounded-md border-0 bg-white px-2 py-1.5 text-sm text-slate-900"
          >
            <option value="">Move to…</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
          <form
            className="flex gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              void addTag();
            }}
          >
            <label className="sr-only" htmlFor="bulk-tag">
              Tag to add
            </label>
            <input
              id="bulk-tag"
              value={tag}
              onChange={(event) => setTag(event.target.value)}
              placeholder="Tag"
              className="w-28 rounded-md border-0 bg-white px-2 py-1.5 text-sm text-slate-900"
            />
            <button type="submit" className="rounded-md bg-white/15 px-2 py-1.5 text-sm font-medium hover:bg-white/25">
              Add tag
            </button>
          </form>
          <button
            type="button"
            onClick={() => run({ archived: true }, 'Archived')}
            className="rounded-md bg-white/15 px-2 py-1.5 text-sm font-medium hover:bg-white/25"
          >
            Archive
          </button>
          <button
            type="button"
            onClick={() => run({ archived: false }, 'Restored')}
            className="rounded-md bg-white/15 px-2 py-1.5 text-sm font-medium hover:bg-white/25"
          >
            Restore
          </button>
          <button type="button" onClick={onClear} className="ml-auto rounded-md px-2 py-1.5 text-sm underline">
            Clear selection
          </button>
        </div>
      ) : null}
      {message ? (
        <p role={message.isError ? 'alert' : 'status'} className="mt-1 flex items-center justify-between text-sm">
          {message.text}
          <button type="button" onClick={() => setMessage(null)} className="ml-3 underline">
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
