import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'design-system/button';
import { Dialog } from 'design-system/dialog';
import { VerifyEmailFirst } from 'design-system/verify-email-first';
import { controlClass, Field } from 'design-system/field';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { refreshEmailVerified, sendVerificationEmail, useSessionUser } from 'shared-firebase';
import { reportedQuery } from '../../../api/reports/reported-query.ts';
import {
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  reportListing,
  type ReportReason,
} from '../../../api/reports/listing-reports.ts';
import styles from './listing-page.module.css';

/** Each reason as the dialog offers it (the stored value is the key). */
const REASON_WORDS: Record<ReportReason, MessageDescriptor> = {
  scam: msg`Scam or fraud`,
  gone: msg`Already let or sold`,
  wrong: msg`Wrong or misleading details`,
  offensive: msg`Offensive content`,
  other: msg`Something else`,
};

/**
 * "Report this listing" for a signed-in visitor who does not own it (issue 36): a reason and an
 * optional detail, once; afterwards the page says "Reported". Nothing shows publicly.
 */
export function ReportListing({ listingId }: { listingId: string }) {
  const { t } = useLingui();
  const id = useId();
  const client = useQueryClient();
  const reported = useQuery(reportedQuery(listingId));
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [detail, setDetail] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  // Only a verified address reports (issue 85): asked on sending, said in the dialog.
  const [unverified, setUnverified] = useState(false);
  const user = useSessionUser();
  const email = user?.email ?? '';

  if (reported.data === true)
    return (
      <p className={styles.reported}>
        <Trans>Reported</Trans>
      </p>
    );
  if (reported.data !== false) return null;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setProblem(t`Choose why you report this listing.`);
      return;
    }
    setSending(true);
    // A check that cannot be made lets the rules decide (they refuse an unverified address).
    if (!(await refreshEmailVerified().catch(() => true))) {
      setUnverified(true);
      setSending(false);
      return;
    }
    setUnverified(false);
    try {
      await reportListing(listingId, reason, detail);
      client.setQueryData(reportedQuery(listingId).queryKey, true);
      setOpen(false);
      toast.success(t`Thank you. The listing was reported.`);
    } catch {
      toast.error(t`Could not send the report. Try again.`);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button variant="quiet" onClick={() => setOpen(true)}>
        <Trans>Report this listing</Trans>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} label={t`Report this listing`}>
        <form className={styles.reportForm} onSubmit={(event) => void send(event)}>
          <h2 className={styles.subheading}>
            <Trans>Report this listing</Trans>
          </h2>
          <fieldset className={styles.reasons} aria-describedby={problem ? `${id}-problem` : undefined}>
            <legend>
              <Trans>Why?</Trans>
            </legend>
            {(Object.keys(REPORT_REASONS) as ReportReason[]).map((value) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setProblem('');
                  }}
                />
                {t(REASON_WORDS[value])}
              </label>
            ))}
          </fieldset>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className={styles.reportProblem}>
              {problem}
            </p>
          ) : null}
          <Field label={t`Details (optional)`} id={`${id}-detail`}>
            <textarea
              id={`${id}-detail`}
              className={controlClass('textarea')}
              rows={4}
              maxLength={REPORT_DETAIL_MAX}
              value={detail}
              onChange={(event) => setDetail(event.target.value)}
            />
          </Field>
          {unverified && user ? (
            <VerifyEmailFirst
              email={user.email}
              words={{
                notice: t`Please verify your e-mail address before you report a listing: follow the link we sent to ${email}. What you typed is kept.`,
                linkSent: t`We sent a new link to ${email}`,
                sendFailed: t`Could not send the link. Try again in a minute.`,
                verified: t`Your e-mail address is verified`,
                notYet: t`Not verified yet: follow the link in the e-mail first.`,
                checkFailed: t`Could not check your e-mail address. Try again.`,
                sendAgain: t`Send the link again`,
                haveVerified: t`I have verified it`,
              }}
              sendAgain={() => sendVerificationEmail(globalThis.location?.pathname)}
              checkAgain={refreshEmailVerified}
              onVerified={() => setUnverified(false)}
            />
          ) : null}
          <div className={styles.reportButtons}>
            <Button type="submit" busy={sending}>
              <Trans>Send report</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
