import type { GenerationMeta } from '@hireready/contract';

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function engineLabel(meta: GenerationMeta): string {
  if (meta.engine === 'llm') return meta.model ? `AI model (${meta.model})` : 'AI model';
  return 'Built-in engine';
}

function TermList({ terms, tone }: { terms: string[]; tone: 'covered' | 'missing' }) {
  const chip =
    tone === 'covered'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
      : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5">
      {terms.map((term) => (
        <li key={term} className={`rounded-full border px-2.5 py-0.5 text-xs font-medium ${chip}`}>
          {term}
        </li>
      ))}
    </ul>
  );
}

/**
 * How well the document speaks the job's language (beyond the spec: users ask what to do next).
 * Missing terms are ones the profile does not contain, so the advice is to add them only if true.
 */
export function KeywordReport({ meta }: { meta: GenerationMeta }) {
  const { keywords } = meta;
  return (
    <section aria-labelledby="keyword-report-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="keyword-report-heading" className="text-base font-semibold text-slate-900">
        Keyword match
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Your profile</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-700">{percent(keywords.matchBefore)}</dd>
        </div>
        <div className="rounded-lg bg-indigo-50 p-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-indigo-700">Tailored</dt>
          <dd className="mt-1 text-2xl font-bold text-indigo-700">{percent(keywords.matchAfter)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        Share of the job's {keywords.terms.length} key terms found before and after tailoring.
      </p>

      {keywords.covered.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-medium text-slate-800">Covered ({keywords.covered.length})</h4>
          <TermList terms={keywords.covered} tone="covered" />
        </div>
      ) : null}

      {keywords.missing.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-medium text-slate-800">Missing ({keywords.missing.length})</h4>
          <TermList terms={keywords.missing} tone="missing" />
          <p className="mt-2 text-xs text-slate-600">
            These terms are not in your profile. Add them to your profile only if they are true for you; we never
            invent experience.
          </p>
        </div>
      ) : null}

      {meta.removed.length > 0 ? (
        <p className="mt-4 text-xs text-slate-600">
          {meta.removed.length === 1 ? 'One statement' : `${meta.removed.length} statements`} not backed by your
          profile {meta.removed.length === 1 ? 'was' : 'were'} left out.
        </p>
      ) : null}

      <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-slate-500">
        Written by: <span className="font-medium text-slate-700">{engineLabel(meta)}</span>
      </p>
    </section>
  );
}
