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

export const RESET_SENT = 'Email was sent';
export const RESET_FAILURE = 'could not send reset email';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');

  const { busy, onSubmit } = useFormAction(async () => {
    await sendPasswordReset(email.trim());
    toast.success(RESET_SENT);
  }, RESET_FAILURE);

  return (
    <section className={formPageClass}>
      <PageHeader title="Forgot Password" />
      <form className={formClass} onSubmit={onSubmit}>
        <EmailField value={email} onChange={setEmail} />
        <Link to="/sign-in" className={styles.forgot}>
          sign In
        </Link>
        <Button type="submit" disabled={busy}>
          send Reset Link
        </Button>
      </form>
    </section>
  );
}
