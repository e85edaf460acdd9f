import type { KeywordAdvice } from '@hireready/contract';
import { useState } from 'react';

type Props = {
  advice: KeywordAdvice;
  /** Adds the term to the profile's skills; resolves once saved. */
  onAdd: (term: string) => Promise<unknown>;
};

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

  return (
    <li className="rounded-lg border border-amber-200 bg-amber-50/60 p-3">
      <p className="text-sm text-slate-800">
        {evidence ? (
          <>
            The posting asks for <strong className="font-semibold">{term}</strong>; your profile lists{' '}
            <strong className="font-semibold">{evidence}</strong>.
          </>
        ) : (
          <>
            The posting asks for <strong className="font-semibold">{term}</strong>; your profile does not mention it.
          </>
        )}
      </p>
      {step === 'added' ? (
        <p className="mt-2 text-xs font-medium text-emerald-700" role="status">
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
      ) : (
        <>
          <button
            type="button"
            onClick={() => setStep('confirming')}
            className="mt-2 rounded-md border border-indigo-200 bg-white px-3 py-1.5 text-xs font-semibold text-indigo-700 hover:bg-indigo-50"
          >
            {evidence ? `Add ${term} to your skills?` : `Add ${term} to your skills`}
          </button>
          {step === 'failed' ? (
            <p className="mt-1 text-xs text-red-700" role="alert">
              Could not add {term}. Please try again.
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}
