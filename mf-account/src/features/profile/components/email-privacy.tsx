import { Checkbox } from 'design-system/checkbox';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { SessionUser } from 'shared-firebase';
import { readEmailShown, writeEmailShown } from '../../../api/users/user-profile.ts';
import styles from './profile-page.module.css';

/**
 * "Show my e-mail to visitors" (issue 36): on by default, as the spec's contact page mails the
 * landlord; off, no visitor can read the address, and the contact page says it is private.
 */
export function EmailPrivacy({ user }: { user: SessionUser }) {
  const [shown, setShown] = useState<boolean | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    readEmailShown(user.uid).then(
      (value) => current && setShown(value),
      () => current && setShown(true),
    );
    return () => {
      current = false;
    };
  }, [user.uid]);

  async function change(next: boolean) {
    // Shown at once, put back if the write fails.
    setShown(next);
    setSaving(true);
    try {
      await writeEmailShown(user.uid, user.email, next);
      toast.success(next ? 'Your e-mail shows to visitors' : 'Your e-mail is private');
    } catch {
      setShown(!next);
      toast.error('Could not change who sees your e-mail');
    } finally {
      setSaving(false);
    }
  }

  // Drawn at once (as the default, on, until read): the card keeps its height.
  const showing = shown ?? true;
  return (
    <div className={styles.privacy} aria-busy={saving || shown === undefined}>
      <Checkbox
        label="Show my e-mail to visitors"
        checked={showing}
        disabled={shown === undefined || saving}
        onChange={(next) => void change(next)}
      />
      <p className={styles.privacyHint}>
        {showing
          ? 'Visitors can write to you from the Contact Landlord page of your listings.'
          : 'Your e-mail is private: visitors cannot see it.'}
      </p>
    </div>
  );
}
