import { APPLICATION_STATUS_LABEL, type ApplicationStatus, type ApplicationSummary, type BoardResponse } from '@hireready/contract';
import { useState } from 'react';
import { getApplications, useBoard } from '../api/applications-list';
import { useMoveApplication } from '../api/application';
import { ApplicationCard, DRAG_TYPE } from './application-card';
import { STATUS_STYLE } from './status-style';

type BoardViewProps = {
  selected: Set<string>;
  onToggleSelected: (id: string) => void;
};

/** One column per status; each shows its newest cards and loads more on request. */
export function BoardView({ selected, onToggleSelected }: BoardViewProps) {
  const board = useBoard();
  const move = useMoveApplication();
  const [moveError, setMoveError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function handleMove(id: string, status: ApplicationStatus) {
    setMoveError(null);
    move.mutate(
      { id, status },
      {
        onSuccess: (app) => setAnnouncement(`${app.jobTitle} at ${app.company} moved to ${APPLICATION_STATUS_LABEL[status]}.`),
        onError: (error) => setMoveError(error.message || 'The application could not be moved. Please try again.'),
      },
    );
  }

  if (board.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading your applications...
      </p>
    );
  if (board.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to load your applications. Please try again.
      </p>
    );

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {moveError ? (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {moveError}
        </p>
      ) : null}
      <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-6 lg:gap-2 lg:overflow-visible">
        {board.data.columns.map((column) => (
          // A fresh board (after any change) starts each column from its first page again.
          <BoardColumn
            key={`${column.status}:${board.dataUpdatedAt}`}
            column={column}
            selected={selected}
            onToggleSelected={onToggleSelected}
            onMove={handleMove}
          />
        ))}
      </div>
    </>
  );
}

type Column = BoardResponse['columns'][number];

function BoardColumn({
  column,
  selected,
  onToggleSelected,
  onMove,
}: {
  column: Column;
  selected: Set<string>;
  onToggleSelected: (id: string) => void;
  onMove: (id: string, status: ApplicationStatus) => void;
}) {
  const [more, setMore] = useState<{ cards: ApplicationSummary[]; cursor: string | null }>({ cards: [], cursor: column.nextCursor });
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [isDropTarget, setIsDropTarget] = useState(false);

  async function loadMore() {
    if (!more.cursor) return;
    setIsLoadingMore(true);
    try {
      const page = await getApplications({ status: column.status, cursor: more.cursor, limit: 20 });
      setMore((current) => ({ cards: [...current.cards, ...page.applications], cursor: page.nextCursor }));
    } finally {
      setIsLoadingMore(false);
    }
  }

  const headingId = `column-${column.status}`;
  const cards = [...column.applications, ...more.cards.filter((c) => !column.applications.some((a) => a.id === c.id))];
  return (
    <section
      aria-labelledby={headingId}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setIsDropTarget(true);
      }}
      onDragLeave={() => setIsDropTarget(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsDropTarget(false);
        const id = event.dataTransfer.getData(DRAG_TYPE);
        if (id) onMove(id, column.status);
      }}
      className={`flex w-72 shrink-0 snap-start flex-col rounded-xl border-t-4 bg-slate-100 p-3 lg:w-auto lg:min-w-0 lg:p-2 ${STATUS_STYLE[column.status].column} ${isDropTarget ? 'ring-2 ring-indigo-500' : ''}`}
    >
      <h2 id={headingId} className="flex items-center justify-between text-sm font-semibold text-slate-800">
        {APPLICATION_STATUS_LABEL[column.status]}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs text-slate-700">{column.total}</span>
      </h2>
      {cards.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-xs text-slate-600">
          Drop an application here
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {cards.map((card) => (
            <ApplicationCard
              key={card.id}
              application={card}
              isSelected={selected.has(card.id)}
              onToggleSelected={onToggleSelected}
              onMove={onMove}
            />
          ))}
        </ul>
      )}
      {more.cursor ? (
        <button
          type="button"
          onClick={() => void loadMore()}
          disabled={isLoadingMore}
          className="mt-3 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {isLoadingMore ? 'Loading...' : `Show more (${column.total - cards.length} left)`}
        </button>
      ) : null}
    </section>
  );
}
