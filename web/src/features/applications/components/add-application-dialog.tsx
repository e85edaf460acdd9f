import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useCreateApplication } from '../api/application';
import { messagesByField } from '../lib/field-errors';
import { ApplicationLineField } from './application-fields';

type Draft = { company: string; jobTitle: string; postingUrl: string; source: string };
const EMPTY: Draft = { company: '', jobTitle: '', postingUrl: '', source: '' };

/** "Add application": company and job title are all it needs; the rest can follow on its page. */
export function AddApplicationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateApplication();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft | 'form', string>>>({});
  const set = (name: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));

  function close() {
    setDraft(EMPTY);
    setErrors({});
    onClose();
  }

  async function submit() {
    const { CreateApplicationRequestSchema } = await import('../lib/check-input');
    const parsed = CreateApplicationRequestSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error.issues));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (application) => {
        close();
        void navigate(`/app/applications/${application.id}`);
      },
      onError: (error) => setErrors({ form: error.message || 'The application could not be saved. Please try again.' }),
    });
  }

  return (
    <Dialog isOpen={isOpen} onDismiss={close} labelledBy="add-application-title">
      <h2 id="add-application-title" className="text-xl font-semibold text-slate-900">
        Add application
      </h2>
      <form
        className="mt-4 space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ApplicationLineField name="company" value={draft.company} onChange={set('company')} error={errors.company} />
        <ApplicationLineField name="jobTitle" value={draft.jobTitle} onChange={set('jobTitle')} error={errors.jobTitle} />
        <ApplicationLineField name="postingUrl" value={draft.postingUrl} onChange={set('postingUrl')} error={errors.postingUrl} />
        <ApplicationLineField name="source" value={draft.source} onChange={set('source')} error={errors.source} />
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <button
            type="button"
            onClick={close}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={create.isPending}
            className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
          >
            {create.isPending ? 'Saving...' : 'Add application'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
