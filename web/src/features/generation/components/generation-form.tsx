import type { GenerationType } from '@hireready/contract';
import { useId, useState } from 'react';
import type { JobFields } from '../hooks/use-generate-document';

type GenerationFormProps = {
  /** Which generation is running, if any: only its button is disabled. */
  generating: GenerationType | null;
  error: string | null;
  onGenerate: (type: GenerationType, fields: JobFields) => void;
};

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30';

const BUTTON_LABEL: Record<GenerationType, string> = {
  resume: 'Generate Resume',
  cover_letter: 'Generate Cover Letter',
};

/** The job to tailor to (SPEC point 2, Generation): all three fields are required (SPEC point 5). */
export function GenerationForm({ generating, error, onGenerate }: GenerationFormProps) {
  const id = useId();
  const [fields, setFields] = useState<JobFields>({ jobDescription: '', company: '', jobTitle: '' });
  const update = (name: keyof JobFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <section aria-label="Job details" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-company`} className="block text-sm font-medium text-slate-700">
            Company
          </label>
          <input
            id={`${id}-company`}
            type="text"
            value={fields.company}
            onChange={update('company')}
            aria-required="true"
            autoComplete="organization"
            placeholder="e.g. Northwind Logistics"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-title`} className="block text-sm font-medium text-slate-700">
            Job Title
          </label>
          <input
            id={`${id}-title`}
            type="text"
            value={fields.jobTitle}
            onChange={update('jobTitle')}
            aria-required="true"
            autoComplete="organization-title"
            placeholder="e.g. Senior Software Engineer"
            className={inputClass}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium text-slate-700">
            Job Description
          </label>
          <textarea
            id={`${id}-description`}
            value={fields.jobDescription}
            onChange={update('jobDescription')}
            aria-required="true"
            rows={10}
            placeholder="Paste the full job posting here."
            className={`${inputClass} min-h-48 resize-y`}
          />
        </div>
      </div>

      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}

      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {(['resume', 'cover_letter'] as const).map((type) => (
          <button
            key={type}
            type="button"
            onClick={() => onGenerate(type, fields)}
            disabled={generating === type}
            className={
              type === 'resume'
                ? 'rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-wait disabled:opacity-70'
                : 'rounded-lg border border-indigo-200 bg-indigo-50 px-5 py-2.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-100 disabled:cursor-wait disabled:opacity-70'
            }
          >
            {generating === type ? 'Generating...' : BUTTON_LABEL[type]}
          </button>
        ))}
      </div>
    </section>
  );
}
