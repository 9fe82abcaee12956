import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

/**
 * The class of a button of `variant`, for an element that must be something else but look like a
 * button (a router link to a form, a label of a file input). `wide`: takes the column's width.
 */
export function buttonClass(variant: ButtonVariant = 'primary', { wide = false } = {}): string {
  return `${styles.button} ${styles[variant] ?? ''}${wide ? ` ${styles.wide}` : ''}`;
}

/**
 * A button. `busy`: the action runs; the button keeps its place and its focus (aria-disabled
 * rather than disabled) and ignores clicks until it ends.
 */
export function Button({
  variant = 'primary',
  wide = false,
  busy = false,
  className,
  type = 'button',
  onClick,
  ...rest
}: ComponentPropsWithRef<'button'> & { variant?: ButtonVariant; wide?: boolean; busy?: boolean }) {
  return (
    <button
      type={type}
      className={className ? `${buttonClass(variant, { wide })} ${className}` : buttonClass(variant, { wide })}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    />
  );
}
