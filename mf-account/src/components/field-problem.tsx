import styles from './auth-form.module.css';

/**
 * What is wrong with a field, shown under it; the input names it with aria-describedby and
 * aria-invalid (fieldProblemProps), so a screen reader reads it with the field.
 */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className={styles.problem}>
      {problem}
    </p>
  );
}

/** The input attributes that tie a field to its problem, when it has one. */
export function fieldProblemProps(id: string, problem: string | undefined) {
  return problem ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}
