/** SPEC point 1: the marketing counters, exactly as the specification gives them. */
const STATS = [
  { value: '2,100+', label: 'Resumes generated' },
  { value: '1,750+', label: 'Cover letters created' },
  { value: '500+', label: 'Applications submitted' },
] as const;

export function StatsStrip() {
  return (
    <section aria-label="HireReady in numbers" className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-1 divide-y divide-slate-200 px-4 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:px-6">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center py-8">
            <dt className="order-2 mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="order-1 text-4xl font-extrabold tracking-tight text-indigo-600">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
