/** The new password and its second copy, with the length rule as a hint and each field's problem beside it. */
import { PASSWORD_MIN_LENGTH } from '@hireready/contract';
import type { NewPassword, NewPasswordProblems } from '../../lib/new-password';
import { TextField } from './form-fields';

type NewPasswordFieldsProps = {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  problems: NewPasswordProblems;
};

export function NewPasswordFields({ value, onChange, problems }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        error={problems.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        value={value.repeat}
        onChange={(repeat) => onChange({ ...value, repeat })}
        error={problems.repeat}
      />
    </>
  );
}
