import { useId, type InputHTMLAttributes } from 'react';
import styles from './auth-form.module.css';

/** A labelled text input. */
export function TextField({
  label,
  value,
  onChange,
  ...rest
}: { label: string; value: string; onChange: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
    </div>
  );
}

/** The e-mail input of the sign-in, sign-up and reset forms. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
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
    />
  );
}
