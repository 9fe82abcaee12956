import { cardClass } from 'design-system/card';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { SessionUser } from 'shared-firebase';
import { updateUserName } from '../../../api/auth/account-auth.ts';
import { Button } from 'design-system/button';
import { controlClass, Field } from 'design-system/field';
import { EmailPrivacy } from './email-privacy.tsx';
import { LanguageSetting } from './language-setting.tsx';
import styles from './profile-page.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

/** Name and e-mail; 'change' makes the name editable, 'done' saves it if it changed. */
export function PersonalDetails({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const failure = t`Could not update profile details`;
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedName, setSavedName] = useState(user.name);
  const [name, setName] = useState(user.name);
  const nameId = useId();
  const emailId = useId();

  async function toggle() {
    if (!editing) {
      setEditing(true);
      return;
    }
    const trimmed = name.trim();
    if (trimmed === savedName) {
      setEditing(false);
      return;
    }
    if (trimmed === '') {
      toast.error(failure);
      return;
    }
    setSaving(true);
    try {
      await updateUserName(trimmed);
      setSavedName(trimmed);
      setName(trimmed);
      setEditing(false);
    } catch {
      toast.error(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={styles.details} aria-labelledby={`${nameId}-heading`}>
      <div className={styles.detailsHeader}>
        <h2 id={`${nameId}-heading`} className={styles.subtitle}>
          <Trans>Personal Details</Trans>
        </h2>
        <Button variant="quiet" onClick={() => void toggle()} disabled={saving}>
          {editing ? t`done` : t`change`}
        </Button>
      </div>
      <div className={`${cardClass()} ${styles.stack}`}>
        <Field label={t`Name`} id={nameId}>
          <input
            id={nameId}
            className={controlClass()}
            name="name"
            value={name}
            disabled={!editing}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field label={t`Email`} id={emailId}>
          <input
            id={emailId}
            className={controlClass()}
            name="email"
            type="email"
            value={user.email}
            disabled
            readOnly
          />
        </Field>
        <LanguageSetting uid={user.uid} />
        <EmailPrivacy user={user} />
      </div>
    </section>
  );
}
