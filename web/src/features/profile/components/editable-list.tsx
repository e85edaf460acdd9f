import { useId, type ReactNode } from 'react';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';

type EditableListProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The visible name of one item, numbered: 'Experience' gives 'Experience 1'. */
  noun: string;
  /** Added to the numbered name in button labels, where the number alone is ambiguous ('in Projects'). */
  context?: string;
  emptyText: string;
  renderFields: (item: T, index: number) => ReactNode;
  onMove: (key: string, offset: -1 | 1) => void;
  onRemove: (key: string) => void;
  /** Adds an empty item and returns its key; without it the list has no add button. */
  onAdd?: () => string;
  addLabel?: string;
};

const iconButtonClass =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white';

export const addButtonClass =
  'inline-flex items-center gap-2 rounded-lg border border-dashed border-indigo-300 bg-indigo-50/50 px-4 py-2 text-sm font-semibold text-indigo-700 hover:border-indigo-400 hover:bg-indigo-50';

/** A list the user adds to, reorders and trims; each item's fields come from `renderFields`. */
export function EditableList<T>({
  items,
  itemKey,
  noun,
  context,
  emptyText,
  renderFields,
  onMove,
  onRemove,
  onAdd,
  addLabel,
}: EditableListProps<T>) {
  const listId = useId();
  const focusAfterRender = useFocusAfterRender();
  const inItem = (key: string, selector: string) => `[data-item-key="${key}"] ${selector}`;

  function move(key: string, offset: -1 | 1) {
    onMove(key, offset);
    // Keep focus on the button that was pressed, or its twin once the item reaches an end.
    const [same, other] = offset === -1 ? ['up', 'down'] : ['down', 'up'];
    focusAfterRender(inItem(key, `[data-move="${same}"]`), inItem(key, `[data-move="${other}"]`));
  }

  function remove(key: string, index: number) {
    const neighbour = items[index + 1] ?? items[index - 1];
    onRemove(key);
    focusAfterRender(...(neighbour === undefined ? [] : [inItem(itemKey(neighbour), '[data-remove]')]), `[data-add-for="${listId}"]`);
  }

  function add() {
    if (!onAdd) return;
    const key = onAdd();
    // The item's first field, whichever kind it is.
    focusAfterRender(['input', 'textarea', 'select'].map((tag) => inItem(key, tag)).join(', '));
  }

  return (
    <div>
      {items.length === 0 ? <p className="text-sm text-slate-500">{emptyText}</p> : null}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const key = itemKey(item);
          const name = `${noun} ${index + 1}`;
          const fullName = context ? `${name} ${context}` : name;
          const headingId = `${listId}-${key}`;
          return (
            <li key={key} data-item-key={key}>
              <div role="group" aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50/70 p-4 sm:p-5">
                <div className="mb-3 flex items-center justify-between gap-3">
                  <p id={headingId} className="text-sm font-semibold text-slate-700">
                    {name}
                  </p>
                  <div className="flex items-center gap-1.5">
                    <button
                      type="button"
                      data-move="up"
                      aria-label={`Move ${fullName} up`}
                      title="Move up"
                      disabled={index === 0}
                      onClick={() => move(key, -1)}
                      className={iconButtonClass}
                    >
                      <ArrowIcon direction="up" />
                    </button>
                    <button
                      type="button"
                      data-move="down"
                      aria-label={`Move ${fullName} down`}
                      title="Move down"
                      disabled={index === items.length - 1}
                      onClick={() => move(key, 1)}
                      className={iconButtonClass}
                    >
                      <ArrowIcon direction="down" />
                    </button>
                    <button
                      type="button"
                      data-remove=""
                      aria-label={`Remove ${fullName}`}
                      onClick={() => remove(key, index)}
                      className="ml-1 rounded-lg px-2.5 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
                    >
                      Remove
                    </button>
                  </div>
                </div>
                {renderFields(item, index)}
              </div>
            </li>
          );
        })}
      </ol>
      {onAdd ? (
        <button type="button" data-add-for={listId} onClick={add} className={`${addButtonClass} ${items.length > 0 ? 'mt-4' : 'mt-3'}`}>
          <span aria-hidden="true">+</span>
          {addLabel}
        </button>
      ) : null}
    </div>
  );
}

function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      {direction === 'up' ? <path d="M10 15V5M5 10l5-5 5 5" /> : <path d="M10 5v10M5 10l5 5 5-5" />}
    </svg>
  );
}
