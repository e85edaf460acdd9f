import type { Application, UpdateApplicationRequest } from '@hireready/contract';
import { useState, type ReactNode } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/form-fields';
import { useUpdateApplication } from '../api/application';
import { fromLocalInput, toLocalInput } from '../lib/format';
import { messagesByField } from '../lib/field-errors';
import { ApplicationLineField } from './application-fields';

type Errors = Record<string, string | undefined>;

/** Saves only what changed, checked by the contract's schema first; says what happened. */
function useSaveChanges(application: Application) {
  const update = useUpdateApplication();
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<string | null>(null);
  async function save(change: UpdateApplicationRequest) {
    const { UpdateApplicationRequestSchema } = await import('../lib/check-input');
    const parsed = UpdateApplicationRequestSchema.safeParse(change);
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error.issues));
      setStatus(null);
      return;
    }
    setErrors({});
    update.mutate(
      { id: application.id, change: parsed.data },
      { onSuccess: () => setStatus('Saved.'), onError: (e) => setErrors({ form: e.message || 'Could not save. Please try again.' }) },
    );
  }
  return { save, errors, status, isSaving: update.isPending };
}

function FormFrame({
  title,
  onSave,
  isSaving,
  status,
  error,
  children,
}: {
  title: string;
  onSave: () => void;
  isSaving: boolean;
  status: string | null;
  error?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <form
        noValidate
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {children}
        <div className="flex items-center gap-3">
          <button
            type="submit"
            disabled={isSaving}
            className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
          >
            {isSaving ? 'Saving...' : `Save ${title.toLowerCase()}`}
          </button>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : status ? (
            <p role="status" className="text-sm text-slate-700">
              {status}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}

export function NextStepForm({ application }: { application: Application }) {
  const { save, errors, status, isSaving } = useSaveChanges(application);
  const [nextStep, setNextStep] = useState(application.nextStep);
  const [due, setDue] = useState(application.nextStepDue ?? '');
  const [interview, setInterview] = useState(toLocalInput(application.interviewAt));
  return (
    <FormFrame
      title="Next step"
      isSaving={isSaving}
      status={status}
      error={errors.form}
      onSave={() => void save({ nextStep, nextStepDue: due || null, interviewAt: fromLocalInput(interview) })}
    >
      <TextField
        label="Next step"
        value={nextStep}
        onChange={setNextStep}
        error={errors.nextStep}
        placeholder="e.g. Follow up with the recruiter"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateInput name="nextStepDue" label="Due date" type="date" value={due} onChange={setDue} error={errors.nextStepDue} />
        <DateInput
          name="interviewAt"
          label="Interview (date and time)"
          type="datetime-local"
          value={interview}
          onChange={setInterview}
          error={errors.interviewAt}
        />
      </div>
    </FormFrame>
  );
}

export function NotesForm({ application }: { application: Application }) {
  const { save, errors, status, isSaving } = useSaveChanges(application);
  const [notes, setNotes] = useState(application.notes);
  return (
    <FormFrame title="Notes" isSaving={isSaving} status={status} error={errors.form ?? errors.notes} onSave={() => void save({ notes })}>
      <TextAreaField label="Notes" value={notes} onChange={setNotes} rows={5} placeholder="Contacts, what was discussed, salary talks…" />
    </FormFrame>
  );
}

export function DetailsForm({ application }: { application: Application }) {
  const { save, errors, status, isSaving } = useSaveChanges(application);
  const [draft, setDraft] = useState({
    company: application.company,
    jobTitle: application.jobTitle,
    location: application.location,
    salary: application.salary,
    source: application.source,
    postingUrl: application.postingUrl,
    appliedOn: application.appliedOn ?? '',
    tags: application.tags.join(', '),
    postingText: application.postingText,
  });
  const set = (name: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  return (
    <FormFrame
      title="Details"
      isSaving={isSaving}
      status={status}
      error={errors.form}
      onSave={() =>
        void save({
          ...draft,
          appliedOn: draft.appliedOn || null,
          tags: draft.tags
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        })
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {(['company', 'jobTitle', 'location', 'salary', 'source'] as const).map((name) => (
          <ApplicationLineField key={name} name={name} value={draft[name]} onChange={set(name)} error={errors[name]} />
        ))}
        <DateInput
          name="appliedOn"
          label="Date applied"
          type="date"
          value={draft.appliedOn}
          onChange={set('appliedOn')}
          error={errors.appliedOn}
        />
        <ApplicationLineField
          name="postingUrl"
          value={draft.postingUrl}
          onChange={set('postingUrl')}
          error={errors.postingUrl}
          className="sm:col-span-2"
        />
        <TextField
          label="Tags"
          value={draft.tags}
          onChange={set('tags')}
          error={errors.tags}
          hint="Separate tags with commas."
          className="sm:col-span-2"
        />
        <TextAreaField
          label="Posting text"
          value={draft.postingText}
          onChange={set('postingText')}
          error={errors.postingText}
          rows={6}
          className="sm:col-span-2"
        />
      </div>
    </FormFrame>
  );
}

function DateInput({
  name,
  label,
  type,
  value,
  onChange,
  error,
}: {
  /** The form field's name (browsers' autofill and form tools read it). */
  name: string;
  label: string;
  type: 'date' | 'datetime-local';
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <input
        type={type}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
      {error ? <span className="mt-1 block text-sm text-red-600">{error}</span> : null}
    </label>
  );
}
