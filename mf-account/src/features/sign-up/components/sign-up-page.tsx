import { formClass, formPageClass } from 'design-system/form-layout';
import { Button } from 'design-system/button';
import { PageHeader } from 'design-system/page-header';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { takeReturnAfterSignIn } from 'shared-firebase';
import { signUpWithEmail } from '../../../api/auth/account-auth.ts';
import { SignUpError, type SignUpProblem } from '../../../api/auth/sign-up-problem.ts';
import styles from '../../../components/auth-form.module.css';
import { GoogleSignIn } from '../../../components/google-sign-in.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { focusFirstProblem, TextField } from 'design-system/field';
import { EmailField } from '../../../components/email-field.tsx';
import { useFormAction } from '../../../hooks/use-form-action.ts';
import { useSignedInOnArrival } from '../../../hooks/use-signed-in-on-arrival.ts';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';

type Field = 'name' | 'email' | 'password';

/** What the page says beside the field to fix (the spec's toast says that registration failed). */
const PROBLEMS: Record<SignUpProblem, { field: Field; text: MessageDescriptor }> = {
  'name-required': { field: 'name', text: msg`Enter your name.` },
  'invalid-email': { field: 'email', text: msg`Enter a valid e-mail address, like name@example.com.` },
  'email-in-use': {
    field: 'email',
    text: msg`An account already uses this e-mail. Sign in instead, or reset its password.`,
  },
  'weak-password': { field: 'password', text: msg`Choose a stronger password: at least 6 characters.` },
};

export function SignUpPage() {
  const navigate = useNavigate();
  const signedInOnArrival = useSignedInOnArrival();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<{ field: Field; text: MessageDescriptor } | null>(null);

  const { busy, onSubmit } = useFormAction(
    async () => {
      setProblem(null);
      try {
        await signUpWithEmail(name.trim(), email.trim(), password);
      } catch (error) {
        if (error instanceof SignUpError) setProblem(PROBLEMS[error.problem]);
        throw error; // the spec's toast
      }
      void navigate(takeReturnAfterSignIn() ?? '/');
    },
    t`something went wrong with registration`,
  );
  const formRef = useRef<HTMLFormElement>(null);
  // A refused sign-up takes the visitor to the field to fix.
  useEffect(() => {
    if (problem) focusFirstProblem(formRef.current);
  }, [problem]);
  const problemOf = (field: Field) => (problem?.field === field ? i18n._(problem.text) : undefined);
  /** Editing a field clears what was said about it. */
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (problem?.field === field) setProblem(null);
  };

  // Already signed in: the account is on the profile page.
  if (signedInOnArrival) return <Navigate to="/profile" replace />;

  return (
    <section className={formPageClass}>
      <PageHeader title={t`Welcome!`} documentTitle={t`Sign Up`} />
      <form ref={formRef} className={formClass} onSubmit={onSubmit}>
        <TextField
          label={t`Name`}
          placeholder={t`Name`}
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
          <Trans>Forgot Password</Trans>
        </Link>
        <Button type="submit" disabled={busy}>
          <Trans>Sign UP</Trans>
        </Button>
      </form>
      <GoogleSignIn mode="up" />
      <Link to="/sign-in" className={styles.switch}>
        <Trans>Sign In Instead</Trans>
      </Link>
    </section>
  );
}
