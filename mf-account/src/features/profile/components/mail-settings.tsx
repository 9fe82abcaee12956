import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox } from 'design-system/checkbox';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { accountKeys } from '../../../api/query-keys.ts';
import { MAIL_KINDS, readMailOff, writeMailOff, type MailKind } from '../../../api/users/mail-settings.ts';
import styles from './profile-page.module.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** The site's kinds of e-mail, as the profile names them. */
const MAIL_KIND_NAMES: Record<MailKind, MessageDescriptor> = {
  messages: msg`Enquiries and replies to my messages`,
  viewing: msg`Viewing requests and their answers`,
  alerts: msg`New homes for my saved searches`,
  'listing-care': msg`Reminders to confirm my homes are still available`,
};

/**
 * Which of the site's e-mails the person gets (issue 85): each kind on until they turn it off,
 * shown at once and put back if the write fails. Mail goes only to a verified address anyway.
 */
export function MailSettings({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
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
      toast.success(t`Your e-mail settings are saved`);
    } catch {
      client.setQueryData(queryKey, before);
      toast.error(t`Could not save your e-mail settings`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <fieldset className={styles.mailSettings} aria-labelledby={headingId} aria-busy={read.isPending || saving}>
      <legend id={headingId} className={styles.subtitle}>
        <Trans>E-mail me about</Trans>
      </legend>
      {MAIL_KINDS.map((kind) => (
        <Checkbox
          key={kind}
          label={i18n._(MAIL_KIND_NAMES[kind])}
          checked={!off.includes(kind)}
          disabled={read.isPending || read.isError || saving}
          onChange={(on) => void change(kind, on)}
        />
      ))}
      {read.isError ? (
        <p className={styles.privacyHint}>
          <Trans>Your e-mail settings could not be read.</Trans>
        </p>
      ) : null}
    </fieldset>
  );
}
