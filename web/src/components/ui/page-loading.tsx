type PageLoadingProps = { label?: string };

/** A centred spinner with a text a screen reader announces. */
export function PageLoading({ label = 'Loading...' }: PageLoadingProps) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-500">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-indigo-100 border-t-indigo-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
