import { TextField } from 'design-system/field';

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
  return (
    <TextField
      label="Email"
      placeholder="Email"
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
