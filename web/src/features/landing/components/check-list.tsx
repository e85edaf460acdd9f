/** A list with check marks, for plan features and the approach comparison. */
export function CheckList({ items, tone = 'indigo' }: { items: readonly string[]; tone?: 'indigo' | 'slate' }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-relaxed text-slate-700">
          <svg
            viewBox="0 0 20 20"
            className={`mt-0.5 size-5 shrink-0 ${tone === 'indigo' ? 'text-indigo-600' : 'text-slate-500'}`}
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z"
              clipRule="evenodd"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
