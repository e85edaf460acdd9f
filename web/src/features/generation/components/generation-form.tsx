import type { GenerationType } from '@hireready/contract';
import { useState } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/form-fields';
import type { JobFields } from '../hooks/use-generate-document';

type GenerationFormProps = {
  /** Which generation is running, if any: only its button is disabled. */
  generating: GenerationType | null;
  error: string | null;
  onGenerate: (type: GenerationType, fields: JobFields) => void;
  /** Fields to start from (a posting opened from an application). */
  initialFields?: JobFields;
};

const BUTTON_LABEL: Record<GenerationType, string> = {
  resume: 'Generate Resume',
  cover_letter: 'Generate Cover Letter',
};

/** The job to tailor to (SPEC point 2, Generation): all three fields are required (SPEC point 5). */
export function GenerationForm({ generating, error, onGenerate, initialFields }: GenerationFormProps) {
  const [fields, setFields] = useState<JobFields>(initialFields ?? { jobDescription: '', company: '', jobTitle: '' });
  const update = (name: keyof JobFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  return (
    <section aria-label="Job details" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company"
          value={fields.company}
          onChange={update('company')}
          required
          autoComplete="organization"
          placeholder="e.g. Northwind Logistics"
        />
        <TextField
          label="Job Title"
          value={fields.jobTitle}
          onChange={update('jobTitle')}
          required
          autoComplete="organization-title"
          placeholder="e.g. Senior Software Engineer"
        />
        <TextAreaField
          label="Job Description"
          value={fields.jobDescription}
          onChange={update('jobDescription')}
          required
          rows={10}
          placeholder="Paste the full job posting here."
          className="sm:col-span-2"
        />
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
