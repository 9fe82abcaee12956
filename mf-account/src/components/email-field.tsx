import { TextField } from 'design-system/field';
import { useLingui } from '@lingui/react/macro';

/** The e-mail input of the sign-in, sign-up and reset forms. */
export function EmailField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  problem?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email`}
      placeholder={t`Email`}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
      problem={problem}
    />
  );
}
