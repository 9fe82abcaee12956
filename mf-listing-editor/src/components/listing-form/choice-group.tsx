import { useId } from 'react';
import styles from './listing-form.module.css';

interface Option<T> {
  value: T;
  label: string;
}

/** A labelled group of toggle buttons (Sell/Rent, Yes/No); the chosen one is pressed. */
export function ChoiceGroup<T extends string | boolean>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <p id={id} className={styles.label}>
        {label}
      </p>
      <div role="group" aria-labelledby={id} className={styles.choices}>
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            className={option.value === value ? `${styles.choice} ${styles.chosen}` : styles.choice}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export const YES_NO: Option<boolean>[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];
