import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { loadSavedHomes, SignUpError, type SignUpProblem, signUpWithEmail } from 'shared-firebase';
import styles from '../../../components/auth-form.module.css';
import { GoogleSignIn } from '../../../components/google-sign-in.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { EmailField, TextField } from '../../../components/text-field.tsx';
import { useFormAction } from '../../../hooks/use-form-action.ts';

export const SIGN_UP_FAILURE = 'something went wrong with registration';

type Field = 'name' | 'email' | 'password';

/** What the page says beside the field to fix (the spec's toast says that registration failed). */
const PROBLEMS: Record<SignUpProblem, { field: Field; text: string }> = {
  'name-required': { field: 'name', text: 'Enter your name.' },
  'invalid-email': { field: 'email', text: 'Enter a valid e-mail address, like name@example.com.' },
  'email-in-use': {
    field: 'email',
    text: 'An account already uses this e-mail. Sign in instead, or reset its password.',
  },
  'weak-password': { field: 'password', text: 'Choose a stronger password: at least 6 characters.' },
};

export function SignUpPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(null);
  useEffect(() => {
    document.title = 'Sign Up';
  }, []);

  const { busy, onSubmit } = useFormAction(async () => {
    setProblem(null);
    try {
      await signUpWithEmail(name.trim(), email.trim(), password);
    } catch (error) {
      if (error instanceof SignUpError) setProblem(PROBLEMS[error.problem]);
      throw error; // the spec's toast
    }
    navigate((await (await loadSavedHomes()).completeSaveAfterSignIn()) ?? '/');
  }, SIGN_UP_FAILURE);
  const problemOf = (field: Field) => (problem?.field === field ? problem.text : undefined);
  /** Editing a field clears what was said about it. */
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (problem?.field === field) setProblem(null);
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Welcome!</h1>
      <form className={styles.form} onSubmit={onSubmit}>
        <TextField
          label="Name"
          placeholder="Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={edit('name', setName)}
          problem={problemOf('name')}
        />
        <EmailField value={email} onChange={edit('email', setEmail)} problem={problemOf('email')} />
        <PasswordInput
          value={password}
          onChange={edit('password', setPassword)}
          autoComplete="new-password"
          problem={problemOf('password')}
        />
        <Link to="/forgot-password" className={styles.forgot}>
          Forgot Password
        </Link>
        <div className={styles.primary}>
          <button type="submit" className={styles.submit} disabled={busy}>
            Sign UP
          </button>
        </div>
      </form>
      <GoogleSignIn mode="up" />
      <Link to="/sign-in" className={styles.switch}>
        Sign In Instead
      </Link>
    </section>
  );
}
