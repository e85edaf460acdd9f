import type { Dispatch } from 'react';
import type { DraftAction, PersonalField, ProfileDraft } from '../lib/profile-draft';
import type { ReviewFlags } from '../lib/review-flags';
import type { FieldErrors } from '../lib/field-errors';
import { TextAreaField, TextField } from '../../../components/ui/form-fields';
import { SectionCard } from '../../../components/ui/section-card';

type PersonalDetailsEditorProps = {
  draft: ProfileDraft;
  /** The account's e-mail: shown, never edited here. */
  email: string;
  errors: FieldErrors;
  flags: ReviewFlags;
  dispatch: Dispatch<DraftAction>;
};

type LineField = {
  field: Exclude<PersonalField, 'summary'>;
  label: string;
  type?: 'text' | 'tel' | 'url';
  autoComplete: string;
  placeholder?: string;
};

const LINE_FIELDS: LineField[] = [
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { field: 'linkedin', label: 'LinkedIn', type: 'url', autoComplete: 'url', placeholder: 'linkedin.com/in/your-name' },
  { field: 'street_address', label: 'Street Address', autoComplete: 'address-line1' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'zip', label: 'ZIP Code', autoComplete: 'postal-code' },
];

export function PersonalDetailsEditor({ draft, email, errors, flags, dispatch }: PersonalDetailsEditorProps) {
  const set = (field: PersonalField) => (value: string) => dispatch({ type: 'set-personal', field, value });
  return (
    <SectionCard title="Personal Details">
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={draft.name}
          onChange={set('name')}
          error={errors.name}
          flag={flags.get('name')}
          autoComplete="name"
        />
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={() => {}}
          readOnly
          hint="Your sign-in e-mail. It cannot be changed here."
        />
        {LINE_FIELDS.map(({ field, label, type, autoComplete, placeholder }) => (
          <TextField
            key={field}
            label={label}
            type={type}
            value={draft[field]}
            onChange={set(field)}
            error={errors[field]}
            flag={flags.get(field)}
            autoComplete={autoComplete}
            placeholder={placeholder}
          />
        ))}
        <TextAreaField
          label="Summary"
          value={draft.summary}
          onChange={set('summary')}
          error={errors.summary}
          flag={flags.get('summary')}
          rows={5}
          className="sm:col-span-2"
          placeholder="Two or three sentences about who you are and what you do best."
        />
      </div>
    </SectionCard>
  );
}
