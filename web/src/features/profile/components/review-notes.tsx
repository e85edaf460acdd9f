/** What the import review asks the user to check about one field or item. */
export function ReviewNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <p className="mt-2 text-sm text-amber-900">
      <span className="font-semibold">Check:</span> {notes.join(' · ')}
    </p>
  );
}
