import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signUpWithEmail } from 'shared-firebase';
import styles from '../../../components/auth-form.module.css';
import { GoogleSignIn } from '../../../components/google-sign-in.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { EmailField, TextField } from '../../../components/text-field.tsx';
import { useFormAction } from '../../../hooks/use-form-action.ts';

export const SIGN_UP_FAILURE = 'something went wrong with registration';

export function SignUpPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    document.title = 'Sign Up';
  }, []);

  const { busy, onSubmit } = useFormAction(async () => {
    await signUpWithEmail(name.trim(), email.trim(), password);
    navigate('/');
  }, SIGN_UP_FAILURE);

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
          onChange={setName}
        />
        <EmailField value={email} onChange={setEmail} />
        <PasswordInput value={password} onChange={setPassword} autoComplete="new-password" />
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
