import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox } from 'design-system/checkbox';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { accountKeys } from '../../../api/query-keys.ts';
import { MAIL_KINDS, readMailOff, writeMailOff, type MailKind } from '../../../api/users/mail-settings.ts';
import styles from './profile-page.module.css';

/**
 * Which of the site's e-mails the person gets (issue 85): each kind on until they turn it off,
 * shown at once and put back if the write fails. Mail goes only to a verified address anyway.
 */
export function MailSettings({ uid }: { uid: string }) {
  const client = useQueryClient();
  const headingId = useId();
  const queryKey = accountKeys.mailOff(uid);
  const read = useQuery({ queryKey, queryFn: () => readMailOff(uid) });
  const [saving, setSaving] = useState(false);
  const off = read.data ?? [];

  async function change(kind: MailKind, on: boolean) {
    const before = off;
    const next = on ? before.filter((k) => k !== kind) : [...before, kind];
    client.setQueryData(queryKey, next);
    setSaving(true);
    try {
      await writeMailOff(uid, next);
      toast.success('Your e-mail settings are saved');
    } catch {
      client.setQueryData(queryKey, before);
      toast.error('Could not save your e-mail settings');
    } finally {
      setSaving(false);
    }
  }

  return (
    <fieldset className={styles.mailSettings} aria-labelledby={headingId} aria-busy={read.isPending || saving}>
      <legend id={headingId} className={styles.subtitle}>
        E-mail me about
      </legend>
      {(Object.entries(MAIL_KINDS) as [MailKind, string][]).map(([kind, label]) => (
        <Checkbox
          key={kind}
          label={label}
          checked={!off.includes(kind)}
          disabled={read.isPending || read.isError || saving}
          onChange={(on) => void change(kind, on)}
        />
      ))}
      {read.isError ? <p className={styles.privacyHint}>Your e-mail settings could not be read.</p> : null}
    </fieldset>
  );
}
