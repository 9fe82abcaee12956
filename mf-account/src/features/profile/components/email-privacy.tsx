import { Button } from 'design-system/button';
import { Checkbox } from 'design-system/checkbox';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { SessionUser } from 'shared-firebase';
import { sendVerificationEmail } from '../../../api/auth/account-auth.ts';
import { emailShownQuery, emailVerifiedQuery } from '../../../api/users/email-privacy-queries.ts';
import { writeEmailShown } from '../../../api/users/user-profile.ts';
import styles from './profile-page.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The account's e-mail as others meet it. Whether the address is verified (issue 47): the site
 * mails only a verified address and shows only a verified one to visitors, so until then the
 * profile says so and sends the link again. "Show my e-mail to visitors" (issue 36): on by
 * default, as the spec's contact page mails the landlord; off, no visitor can read the address,
 * and the contact page says it is private.
 */
export function EmailPrivacy({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const { email } = user;
  const client = useQueryClient();
  const shownRead = useQuery(emailShownQuery(user.uid));
  const verifiedRead = useQuery(emailVerifiedQuery(user.uid, user.email));
  // Not known (still asking, or the read failed): said as nothing; a failed read of the choice, as on.
  const shown = shownRead.isError ? true : shownRead.data;
  const verified = verifiedRead.data;
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);

  async function change(next: boolean) {
    // Shown at once, put back if the write fails.
    const setShown = (value: boolean) => client.setQueryData(emailShownQuery(user.uid).queryKey, value);
    setShown(next);
    setSaving(true);
    try {
      await writeEmailShown(user.uid, user.email, next, verified === true);
      toast.success(next ? t`Your e-mail shows to visitors` : t`Your e-mail is private`);
    } catch {
      setShown(!next);
      toast.error(t`Could not change who sees your e-mail`);
    } finally {
      setSaving(false);
    }
  }

  async function sendAgain() {
    setSending(true);
    try {
      await sendVerificationEmail();
      toast.success(t`We sent a new link to ${email}`);
    } catch {
      toast.error(t`Could not send the link. Try again in a minute.`);
    } finally {
      setSending(false);
    }
  }

  async function checkAgain() {
    try {
      const now = await client.fetchQuery(emailVerifiedQuery(user.uid, user.email));
      if (now) {
        toast.success(t`Your e-mail address is verified`);
      } else toast.info(t`Not verified yet: follow the link in the e-mail first.`);
    } catch {
      toast.error(t`Could not check your e-mail address. Try again.`);
    }
  }

  // Drawn at once (as the default, on, until read): the card keeps its height.
  const showing = shown ?? true;
  return (
    <div className={styles.privacy} aria-busy={saving || shown === undefined}>
      {verified === false ? (
        <div className={styles.verification}>
          <p role="status">
            <Trans>Your e-mail address is not verified yet: follow the link we sent to {email}.</Trans>
          </p>
          <div className={styles.verificationActions}>
            <Button variant="quiet" onClick={() => void sendAgain()} disabled={sending}>
              <Trans>Send the link again</Trans>
            </Button>
            <Button variant="quiet" onClick={() => void checkAgain()}>
              <Trans>I have verified it</Trans>
            </Button>
          </div>
        </div>
      ) : verified ? (
        <p role="status" className={styles.verified}>
          <Trans>Your e-mail address is verified.</Trans>
        </p>
      ) : null}
      <Checkbox
        label={t`Show my e-mail to visitors`}
        checked={showing}
        disabled={shown === undefined || saving}
        onChange={(next) => void change(next)}
      />
      <p className={styles.privacyHint}>
        {!showing
          ? t`Your e-mail is private: visitors cannot see it.`
          : verified === false
            ? t`Visitors will see your e-mail once it is verified; until then they write to you in the site.`
            : t`Visitors can write to you from the Contact Landlord page of your listings.`}
      </p>
    </div>
  );
}
