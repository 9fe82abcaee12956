import { useId } from 'react';
import styles from './choice-group.module.css';
import { FieldCaption } from './field.tsx';

export interface Choice<T> {
  value: T;
  label: string;
}

/** A labelled group of toggle buttons (Sell/Rent, Yes/No, List/Map); the chosen one is pressed. */
export function ChoiceGroup<T extends string | boolean>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={styles.group}>
      <FieldCaption id={id}>{label}</FieldCaption>
      <div role="group" aria-labelledby={id} className={styles.choices}>
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            className={styles.choice}
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

export const YES_NO: readonly Choice<boolean>[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];
