/** Labelled inputs for the app's forms: every input has a visible label and shows its error beside it. */
import { useId, type ReactNode } from 'react';

const controlClass =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600';

function borderClass(error: string | undefined, flag?: string) {
  return error ? 'border-red-500' : flag ? 'border-amber-500 bg-amber-50' : 'border-slate-300';
}

type FieldFrameProps = {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  /** Something to check (an import's doubt), shown until the user is done reviewing. */
  flag?: string;
  /** Shows a required mark beside the label; the input itself says so to assistive technology. */
  required?: boolean;
  className?: string;
  children: ReactNode;
};

function FieldFrame({ id, label, error, hint, flag, required, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      {/* The mark sits outside the label, so the field's name stays exactly the label. */}
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-sm font-semibold text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {flag ? (
        <p id={`${id}-flag`} className="mt-1 text-sm text-amber-900">
          <span className="font-semibold">Check:</span> {flag}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, hint: string | undefined, flag?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, flag ? `${id}-flag` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  className?: string;
  type?: 'text' | 'tel' | 'url' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  /** Marked beside the label and announced; the form itself says what is missing when it is submitted. */
  required?: boolean;
  flag?: string;
};

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  flag,
  className,
  type = 'text',
  autoComplete,
  placeholder,
  readOnly,
  required,
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} flag={flag} required={required} className={className}>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete ?? 'off'}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint, flag)}
        readOnly={readOnly}
        className={`${controlClass} ${borderClass(error, flag)} read-only:bg-slate-100 read-only:text-slate-600`}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'readOnly'> & { rows?: number };

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  flag,
  className,
  placeholder,
  required,
  rows = 4,
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} flag={flag} required={required} className={className}>
      <textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint, flag)}
        className={`${controlClass} ${borderClass(error, flag)} resize-y leading-relaxed`}
      />
    </FieldFrame>
  );
}

type SelectFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
  className?: string;
};

export function SelectField<V extends string>({ label, value, options, onChange, error, className }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select
        id={id}
        value={value}
        // The options are exactly `options`, so the chosen value is one of them.
        onChange={(event) => onChange(event.target.value as V)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
        className={`${controlClass} ${borderClass(error)}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
