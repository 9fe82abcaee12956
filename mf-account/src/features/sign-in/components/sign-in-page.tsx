import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { signInWithEmail } from 'shared-firebase';
import styles from '../../../components/auth-form.module.css';
import { GoogleSignIn } from '../../../components/google-sign-in.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { TextField } from '../../../components/text-field.tsx';

export const SIGN_IN_FAILURE = 'Bad user credentials';

export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Sign In';
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await signInWithEmail(email, password);
      navigate('/');
    } catch {
      toast.error(SIGN_IN_FAILURE);
      setBusy(false);
    }
  }

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>welcome back!</h1>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <TextField
          label="Email"
          placeholder="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
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
