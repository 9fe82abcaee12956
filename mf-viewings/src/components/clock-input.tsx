import { controlClass } from 'design-system/field';
import type { InputHTMLAttributes } from 'react';

/** A clock time "HH:MM" in steps of five minutes, the viewing pages' one time box. */
export function ClockInput({
  value,
  onChange,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      {...rest}
      type="time"
      step={300}
      className={controlClass('input')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
