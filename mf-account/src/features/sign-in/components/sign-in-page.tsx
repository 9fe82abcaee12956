import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { loadSavedHomes, signInWithEmail } from 'shared-firebase';
import styles from '../../../components/auth-form.module.css';
import { GoogleSignIn } from '../../../components/google-sign-in.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { EmailField } from '../../../components/text-field.tsx';
import { useFormAction } from '../../../hooks/use-form-action.ts';

export const SIGN_IN_FAILURE = 'Bad user credentials';

export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    document.title = 'Sign In';
  }, []);

  const { busy, onSubmit } = useFormAction(async () => {
    await signInWithEmail(email, password);
    // A home tapped before signing in is saved, and the visitor goes back to it; else home.
    navigate((await (await loadSavedHomes()).completeSaveAfterSignIn()) ?? '/');
  }, SIGN_IN_FAILURE);

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>welcome back!</h1>
      <form className={styles.form} onSubmit={onSubmit}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordInput value={password} onChange={setPassword} autoComplete="current-password" />
        <Link to="/forgot-password" className={styles.forgot}>
          Forgot Password
        </Link>
        <div className={styles.primary}>
          <button type="submit" className={styles.submit} disabled={busy}>
            Sign In
          </button>
        </div>
      </form>
      <GoogleSignIn mode="in" />
      <Link to="/sign-up" className={styles.switch}>
        Sign Up Instead
      </Link>
    </section>
  );
}
