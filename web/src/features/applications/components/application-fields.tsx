import { TextField } from '../../../components/ui/form-fields';

/** An application's one-line fields, labelled and hinted the same in every form that shows them. */
const LINE_FIELDS = {
  company: { label: 'Company', required: true },
  jobTitle: { label: 'Job title', required: true },
  location: { label: 'Location' },
  salary: { label: 'Salary range', placeholder: 'e.g. $120k–$140k' },
  source: { label: 'Source', placeholder: 'e.g. LinkedIn, referral' },
  postingUrl: { label: 'Posting URL', type: 'url', placeholder: 'https://' },
} as const satisfies Record<string, { label: string; required?: true; placeholder?: string; type?: 'url' }>;

export type LineFieldName = keyof typeof LINE_FIELDS;

export function ApplicationLineField({
  name,
  value,
  onChange,
  error,
  className,
}: {
  name: LineFieldName;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  className?: string;
}) {
  const field: { label: string; required?: true; placeholder?: string; type?: 'url' } = LINE_FIELDS[name];
  return (
    <TextField
      label={field.label}
      type={field.type}
      value={value}
      onChange={onChange}
      error={error}
      required={field.required}
      placeholder={field.placeholder}
      className={className}
    />
  );
}
