import type { GenerationMeta } from '@hireready/contract';
import { useState } from 'react';
import { useAddSkill } from '../api/add-skill';
import { MissingKeyword } from './missing-keyword';

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function engineLabel(meta: GenerationMeta): string {
  if (meta.engine === 'llm') return meta.model ? `AI model (${meta.model})` : 'AI model';
  return 'Built-in engine';
}

function TermList({ terms, tone }: { terms: string[]; tone: 'covered' | 'soft' }) {
  const chip = tone === 'covered' ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-sky-200 bg-sky-50 text-sky-900';
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

/** Rows of plain missing terms shown before 'Show all': the first are the posting's most important. */
const COLLAPSED_ROWS = 6;

type Props = {
  meta: GenerationMeta;
  /** Called once a skill the user confirmed is saved, so the page can refresh the profile. */
  onSkillAdded?: () => void;
};

/**
 * How well the document speaks the job's language, and what to do next (beyond the spec: users
 * ask). Each missing term says what related evidence the profile holds; the user may add it to
 * their skills, after confirming it is true of them.
 */
export function KeywordReport({ meta, onSkillAdded }: Props) {
  const { keywords } = meta;
  const addSkill = useAddSkill({ onAdded: onSkillAdded });
  // A report from before advice existed lists missing terms alone.
  const advice = keywords.advice.length > 0 ? keywords.advice : keywords.missing.map((term) => ({ term, evidence: null }));
  const related = advice.filter((a) => a.evidence);
  const unrelated = advice.filter((a) => !a.evidence);
  const [showAll, setShowAll] = useState(false);
  const add = (term: string) => addSkill.mutateAsync({ name: term });
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
      <p className="mt-2 text-xs text-slate-500">Share of the job's {keywords.terms.length} key terms found before and after tailoring.</p>

      {keywords.covered.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-medium text-slate-800">Covered ({keywords.covered.length})</h4>
          <TermList terms={keywords.covered} tone="covered" />
        </div>
      ) : null}

      {related.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-medium text-slate-800">Related in your profile ({related.length})</h4>
          <ul className="mt-2 space-y-2">
            {related.map((item) => (
              <MissingKeyword key={item.term} advice={item} onAdd={add} />
            ))}
          </ul>
        </div>
      ) : null}

      {unrelated.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-medium text-slate-800">Not in your profile ({unrelated.length})</h4>
          <p className="mt-1 text-xs text-slate-600">The posting asks for these; your profile does not mention them.</p>
          <ul className="mt-1 divide-y divide-slate-100">
            {(showAll ? unrelated : unrelated.slice(0, COLLAPSED_ROWS)).map((item) => (
              <MissingKeyword key={item.term} advice={item} onAdd={add} />
            ))}
          </ul>
          {unrelated.length > COLLAPSED_ROWS ? (
            <button type="button" onClick={() => setShowAll(!showAll)} className="mt-1 text-xs font-medium text-indigo-700 hover:underline">
              {showAll ? 'Show fewer' : `Show all ${unrelated.length}`}
            </button>
          ) : null}
        </div>
      ) : null}

      {advice.length > 0 ? (
        <p className="mt-2 text-xs text-slate-600">We never add a skill you have not confirmed, and never invent experience.</p>
      ) : null}

      {keywords.softSkills.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-medium text-slate-800">Soft skills the posting asks for</h4>
          <TermList terms={keywords.softSkills} tone="soft" />
          <p className="mt-2 text-xs text-slate-600">Show these through your achievements rather than listing them.</p>
        </div>
      ) : null}

      {meta.removed.length > 0 ? (
        <p className="mt-4 text-xs text-slate-600">
          {meta.removed.length === 1 ? 'One statement' : `${meta.removed.length} statements`} not backed by your profile{' '}
          {meta.removed.length === 1 ? 'was' : 'were'} left out.
        </p>
      ) : null}

      <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-slate-500">
        Written by: <span className="font-medium text-slate-700">{engineLabel(meta)}</span>
      </p>
    </section>
  );
}
