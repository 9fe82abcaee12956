import { useId, type InputHTMLAttributes } from 'react';
import styles from './auth-form.module.css';
import { FieldProblem, fieldProblemProps } from './field-problem.tsx';

/** A labelled text input; `problem`: what to fix, shown under it. */
export function TextField({
  label,
  value,
  onChange,
  problem,
  ...rest
}: { label: string; value: string; onChange: (value: string) => void; problem?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
        {...fieldProblemProps(`${id}-problem`, problem)}
      />
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}

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
