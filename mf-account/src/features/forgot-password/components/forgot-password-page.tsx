import { formClass, formPageClass } from 'design-system/form-layout';
import { Button } from 'design-system/button';
import { PageHeader } from 'design-system/page-header';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { sendPasswordReset } from '../../../api/auth/account-auth.ts';
import styles from '../../../components/auth-form.module.css';
import { EmailField } from '../../../components/email-field.tsx';
import { useFormAction } from '../../../hooks/use-form-action.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');

  const { busy, onSubmit } = useFormAction(
    async () => {
      await sendPasswordReset(email.trim());
      toast.success(t`Email was sent`);
    },
    t`could not send reset email`,
  );

  return (
    <section className={formPageClass}>
      <PageHeader title={t`Forgot Password`} />
      <form className={formClass} onSubmit={onSubmit}>
        <EmailField value={email} onChange={setEmail} />
        <Link to="/sign-in" className={styles.forgot}>
          <Trans>sign In</Trans>
        </Link>
        <Button type="submit" disabled={busy}>
          <Trans>send Reset Link</Trans>
        </Button>
      </form>
    </section>
  );
}
