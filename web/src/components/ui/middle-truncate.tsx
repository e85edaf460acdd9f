/** How much of the end always shows: the last words and the extension tell files apart. */
const TAIL_CHARACTERS = 14;

/**
 * A long name shortened in the middle when it does not fit ('Resume_for_Acme…Scientist.pdf'), never
 * broken mid-word across lines. The whole text stays in the page, so it is read and copied whole.
 */
export function MiddleTruncate({ text, className }: { text: string; className?: string }) {
  if (text.length <= TAIL_CHARACTERS * 2) return <span className={`block truncate ${className ?? ''}`}>{text}</span>;
  const head = text.slice(0, -TAIL_CHARACTERS);
  const tail = text.slice(-TAIL_CHARACTERS);
  return (
    <span title={text} className={`flex min-w-0 whitespace-nowrap ${className ?? ''}`}>
      <span className="truncate">{head}</span>
      <span className="shrink-0">{tail}</span>
    </span>
  );
}
