import { cardClass } from 'design-system/card';
import { Button } from 'design-system/button';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { AccountDeletionError, IdentityNotConfirmedError } from '../../../api/account/account-errors.ts';
import { deleteAccount } from '../../../api/account/delete-account.ts';
import type { signInMethod } from '../../../api/auth/account-auth.ts';
import { signInMethodQuery } from '../../../api/auth/sign-in-method-query.ts';
import { PasswordInput } from '../../../components/password-input.tsx';
import styles from './profile-page.module.css';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { leftoversText } from '../utils/leftovers-text.ts';

type Method = Awaited<ReturnType<typeof signInMethod>>;

function failureMessage(i18n: I18n, error: unknown, method: Method | null): string {
  if (error instanceof IdentityNotConfirmedError) {
    return method === 'password'
      ? i18n._(msg`Wrong password: nothing was deleted.`)
      : i18n._(msg`Google did not confirm it is you: nothing was deleted.`);
  }
  if (error instanceof AccountDeletionError) return leftoversText(i18n, error.left);
  return i18n._(msg`Your account could not be deleted. Try again.`);
}

/**
 * Deleting one's account from the profile: asked for first, confirmed with the password (or Google),
 * and on a partial failure says what is left, with Retry (api/account/delete-account.ts).
 */
export function DeleteAccount({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const method = useQuery({ ...signInMethodQuery(uid), enabled: open }).data ?? null;
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; partial: boolean } | null>(null);
  const headingId = useId();
  const warningId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !method) return;
    toast.dismiss();
    setBusy(true);
    try {
      // Leave the private page before the session ends, or the auth gate would send the user to /sign-in.
      const beforeSignOut = () => void navigate('/', { replace: true });
      await deleteAccount(method === 'password' ? { password, beforeSignOut } : { beforeSignOut });
      toast.success(t`Your account was deleted`);
    } catch (error) {
      const message = failureMessage(i18n, error, method);
      setFailure({ message, partial: error instanceof AccountDeletionError });
      toast.error(message);
      setBusy(false);
    }
  }

  function cancel() {
    setOpen(false);
    setPassword('');
    setFailure(null);
  }

  return (
    <section className={styles.danger} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        <Trans>Delete account</Trans>
      </h2>
      {!open ? (
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      ) : (
        <form
          className={`${cardClass()} ${styles.stack}`}
          onSubmit={(event) => void submit(event)}
          aria-describedby={warningId}
        >
          <p id={warningId} className={styles.warning}>
            <Trans>
              This deletes your account, your profile, all your listings and their photos. It cannot be undone.
            </Trans>
          </p>
          {method === 'password' && (
            <PasswordInput value={password} onChange={setPassword} autoComplete="current-password" />
          )}
          {method === 'google' && (
            <p>
              <Trans>Google will ask you to confirm it is you.</Trans>
            </p>
          )}
          {method === 'none' && (
            <p>
              <Trans>This account cannot confirm who you are, so it cannot be deleted here.</Trans>
            </p>
          )}
          {/* The toast announces it; this copy stays on the page beside the button that retries. */}
          {failure && <p className={styles.failure}>{failure.message}</p>}
          <div className={styles.dangerActions}>
            <Button type="submit" variant="danger" disabled={busy || !method || method === 'none'}>
              {busy ? t`Deleting…` : failure?.partial ? t`Retry` : t`Delete everything`}
            </Button>
            <Button variant="quiet" onClick={cancel} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
