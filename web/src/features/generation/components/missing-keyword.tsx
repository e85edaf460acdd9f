import type { KeywordAdvice } from '@hireready/contract';
import { useState } from 'react';

type Props = {
  advice: KeywordAdvice;
  /** Adds the term to the profile's skills; resolves once saved. */
  onAdd: (term: string) => Promise<unknown>;
};

const BUTTON = 'rounded-md border border-indigo-200 bg-white px-2.5 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50';

/**
 * One missing keyword and what to do about it. The term is added to the profile only after the
 * user says it is true of them: a first click asks, a second one adds (DESIGN decision 4).
 */
export function MissingKeyword({ advice, onAdd }: Props) {
  const [step, setStep] = useState<'idle' | 'confirming' | 'adding' | 'added' | 'failed'>('idle');
  const { term, evidence } = advice;

  async function confirm() {
    setStep('adding');
    try {
      await onAdd(term);
      setStep('added');
    } catch {
      setStep('failed');
    }
  }

  const confirmation =
    step === 'added' ? (
      <p className="mt-1 text-xs font-medium text-emerald-700" role="status">
        Added {term} to your skills. Generate again to use it.
      </p>
    ) : step === 'confirming' || step === 'adding' ? (
      <div className="mt-2" role="group" aria-label={`Confirm adding ${term}`}>
        <p className="text-xs text-slate-700">Add {term} to your skills only if you have used it. Add it now?</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={step === 'adding'}
            className="rounded-md bg-indigo-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-indigo-700 disabled:opacity-60"
          >
            {step === 'adding' ? 'Adding...' : `Yes, add ${term}`}
          </button>
          <button
            type="button"
            onClick={() => setStep('idle')}
            disabled={step === 'adding'}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-xs font-medium text-slate-700 hover:bg-slate-50"
          >
            Cancel
          </button>
        </div>
      </div>
    ) : step === 'failed' ? (
      <p className="mt-1 text-xs text-red-700" role="alert">
        Could not add {term}. Please try again.
      </p>
    ) : null;
  const canAsk = step === 'idle' || step === 'failed';

  // Related evidence makes the advice a sentence; a plain missing term is one row of a list.
  if (evidence) {
    return (
      <li className="rounded-lg border border-amber-200 bg-amber-50/60 p-3">
        <p className="text-sm text-slate-800">
          The posting asks for <strong className="font-semibold">{term}</strong>; your profile lists{' '}
          <strong className="font-semibold">{evidence}</strong>.
        </p>
        {canAsk ? (
          <button type="button" onClick={() => setStep('confirming')} className={`mt-2 ${BUTTON}`}>
            Add {term} to your skills?
          </button>
        ) : null}
        {confirmation}
      </li>
    );
  }
  return (
    <li className="py-1.5">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 break-words text-sm text-slate-800">{term}</span>
        {canAsk ? (
          <button
            type="button"
            onClick={() => setStep('confirming')}
            aria-label={`Add ${term} to your skills`}
            className={`shrink-0 ${BUTTON}`}
          >
            Add
          </button>
        ) : null}
      </div>
      {confirmation}
    </li>
  );
}
