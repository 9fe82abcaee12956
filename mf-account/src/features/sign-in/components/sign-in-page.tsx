import { formClass, formPageClass } from 'design-system/form-layout';
import { Button } from 'design-system/button';
import { PageHeader } from 'design-system/page-header';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { takeReturnAfterSignIn } from 'shared-firebase';
import { signInWithEmail } from '../../../api/auth/account-auth.ts';
import styles from '../../../components/auth-form.module.css';
import { GoogleSignIn } from '../../../components/google-sign-in.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { useFormAction } from '../../../hooks/use-form-action.ts';
import { useSignedInOnArrival } from '../../../hooks/use-signed-in-on-arrival.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export function SignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signedInOnArrival = useSignedInOnArrival();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const { busy, onSubmit } = useFormAction(
    async () => {
      await signInWithEmail(email, password);
      // A home tapped before signing in is saved, and the visitor goes back to it; else home.
      void navigate(takeReturnAfterSignIn() ?? '/');
    },
    t`Bad user credentials`,
  );

  // Already signed in: the account is on the profile page.
  if (signedInOnArrival) return <Navigate to="/profile" replace />;

  return (
    <section className={formPageClass}>
      <PageHeader title={t`welcome back!`} documentTitle={t`Sign In`} />
      <form className={formClass} onSubmit={onSubmit}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordInput value={password} onChange={setPassword} autoComplete="current-password" />
        <Link to="/forgot-password" className={styles.forgot}>
          <Trans>Forgot Password</Trans>
        </Link>
        <Button type="submit" disabled={busy}>
          <Trans>Sign In</Trans>
        </Button>
      </form>
      <GoogleSignIn mode="in" />
      <Link to="/sign-up" className={styles.switch}>
        <Trans>Sign Up Instead</Trans>
      </Link>
    </section>
  );
}
