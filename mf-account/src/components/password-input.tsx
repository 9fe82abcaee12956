import { controlClass, Field, fieldProblemProps } from 'design-system/field';
import { useId, useState } from 'react';
import styles from './auth-form.module.css';
import { useLingui } from '@lingui/react/macro';

/** Password field with a show/hide toggle (named Show/Hide so 'Password' names only the field). */
export function PasswordInput({
  value,
  onChange,
  autoComplete,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** What to fix, shown under the field. */
  problem?: string;
}) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <Field label={t`Password`} id={id} problem={problem}>
      <div className={styles.passwordRow}>
        <input
          id={id}
          className={`${controlClass()} ${styles.passwordInput}`}
          type={visible ? 'text' : 'password'}
          name="password"
          placeholder={t`Password`}
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...fieldProblemProps(id, problem)}
        />
        {/* Its name says what it does next; no aria-pressed too, or a reader would announce
            'Hide, pressed' (a toggle's name must not change with its state). */}
        <button type="button" className={styles.toggle} aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {visible ? t`Hide` : t`Show`}
        </button>
      </div>
    </Field>
  );
}
