/** SPEC point 1: the marketing counters, exactly as the specification gives them. */
const STATS = [
  { value: '2,100+', label: 'Resumes generated' },
  { value: '1,750+', label: 'Cover letters created' },
  { value: '500+', label: 'Applications submitted' },
] as const;

export function StatsStrip() {
  return (
    <section aria-label="HireReady in numbers" className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-3 divide-x divide-slate-200 sm:px-6">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center px-2 py-6 text-center sm:py-8">
            <dt className="order-2 mt-1 text-xs font-medium sm:text-sm text-slate-600">{stat.label}</dt>
            <dd className="order-1 text-2xl font-extrabold sm:text-4xl tracking-tight text-indigo-600">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
