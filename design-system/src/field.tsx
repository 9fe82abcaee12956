import { useId, type ComponentPropsWithRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';

export type ControlKind = 'input' | 'short' | 'textarea' | 'select';

/** The class of a form control: every input, textarea and select of the site looks the same. */
export function controlClass(kind: ControlKind = 'input'): string {
  return kind === 'input' ? `${styles.control}` : `${styles.control} ${styles[kind] ?? ''}`;
}

/** The id of a field's problem line, from the field's id. */
export const problemId = (fieldId: string) => `${fieldId}-problem`;

/**
 * The attributes that tie a control to its problem, when it has one: a screen reader reads the
 * problem with the field (aria-describedby) and knows it is wrong (aria-invalid). `describedBy`:
 * ids of the field's own hints, read before the problem.
 */
export function fieldProblemProps(fieldId: string, problem: string | undefined, describedBy: string[] = []) {
  const ids = problem ? [...describedBy, problemId(fieldId)] : describedBy;
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}

/** What is wrong with a field, shown under it (nothing when there is no problem). */
export function FieldProblem({ fieldId, problem }: { fieldId: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={problemId(fieldId)} className={styles.problem}>
      {problem}
    </p>
  );
}

/** A field hint (format, limits), under its label; give its id to the control's aria-describedby. */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/**
 * How much of its limit a text uses, under its field ("12 / 32 characters"), and by how much it is
 * over: said up front, never cut silently. Give its id to the control's aria-describedby. `text`:
 * the same in the page's language (issue 88), English when not given.
 */
export function CharacterCount({ id, length, max, text }: { id: string; length: number; max: number; text?: string }) {
  const over = length - max;
  return (
    <p id={id} className={over > 0 ? `${styles.hint} ${styles.over}` : styles.hint}>
      {text ?? `${length} / ${max} characters${over > 0 ? `: ${over} too many` : ''}`}
    </p>
  );
}

/** A label, its control (children, with `id`) and the control's problem, in one column. */
export function Field({
  label,
  id,
  problem,
  children,
}: {
  label: string;
  id: string;
  problem?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldProblem fieldId={id} problem={problem} />
    </div>
  );
}

/** A group's caption, for a set of controls that share one name (a fieldset's legend, a group's label). */
export function FieldCaption({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.label}>
      {children}
    </p>
  );
}

/** A labelled text input; `problem`: what to fix, shown under it. */
export function TextField({
  label,
  value,
  onChange,
  problem,
  kind = 'input',
  ...rest
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  kind?: 'input' | 'short';
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>) {
  const id = useId();
  return (
    <Field label={label} id={id} problem={problem}>
      <input
        id={id}
        className={controlClass(kind)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
        {...fieldProblemProps(id, problem)}
      />
    </Field>
  );
}

/**
 * After a refused submit: the first control marked invalid in `container` takes the focus and
 * comes to the middle of the screen (clear of the fixed bars). Returns whether there was one.
 */
export function focusFirstProblem(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return false;
  first.focus({ preventScroll: true });
  first.scrollIntoView?.({ block: 'center' });
  return true;
}

/** A select in the site's control style (inside a Field for its label, or beside its own). */
/** A choice to offer in a Select: its value and what it says. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A select; `options` are offered after its own children (a first "Any", say). */
export function Select({
  className,
  options = [],
  children,
  ...rest
}: ComponentPropsWithRef<'select'> & { options?: readonly SelectOption[] }) {
  return (
    <select className={className ? `${controlClass('select')} ${className}` : controlClass('select')} {...rest}>
      {children}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
