import { Badge } from 'design-system/badge';
import { Button } from 'design-system/button';
import { Field, controlClass } from 'design-system/field';
import { useId, useState } from 'react';
import { REASON_LIMIT, isUpcoming, type Viewing } from '../../../api/viewings/viewing.ts';
import type { ViewingAnswer } from '../../../api/viewings/answer-viewing.ts';
import { useViewingTimeLabel } from '../../../components/use-viewing-time-label.ts';
import { STATUS_LABELS } from '../../../components/viewing-words.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListingHeading } from '../../../components/listing-heading.tsx';
import styles from '../../../components/viewing-pages.module.css';
import { CalendarLink } from './calendar-link.tsx';
import { ProposeTime } from './propose-time.tsx';

/** One viewing as either of its people sees it, with what they may do with it. */
export function ViewingItem({
  viewing,
  uid,
  now,
  busy,
  onAnswer,
  onPropose,
}: {
  viewing: Viewing;
  uid: string;
  now: number;
  busy: boolean;
  onAnswer: (viewing: Viewing, answer: ViewingAnswer, reason?: string) => Promise<boolean>;
  onPropose: (viewing: Viewing, start: number) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const timeLabel = useViewingTimeLabel();
  const [cancelling, setCancelling] = useState(false);
  const [proposing, setProposing] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const reasonId = useId();
  const owner = viewing.ownerId === uid;
  const upcoming = isUpcoming(viewing, now);
  const isNew = viewing.unseenBy.includes(uid);
  const { requesterName, ownerName, note, reason: why } = viewing;
  const who = owner ? t`Requested by ${requesterName}` : t`With ${ownerName}, the owner`;
  const when = timeLabel(viewing);

  async function cancel() {
    if (!reason.trim()) {
      setProblem(t`Say why you cancel: the other person is told.`);
      return;
    }
    if (await onAnswer(viewing, 'cancelled', reason)) setCancelling(false);
  }

  return (
    <li className={styles.viewing} aria-label={`${viewing.listingName}, ${when}`}>
      <div className={styles.viewingTop}>
        <strong>{when}</strong>
        <span>
          {isNew ? (
            <Badge tone="primary">
              <Trans>New</Trans>
            </Badge>
          ) : null}{' '}
          <Badge tone="neutral">{t(STATUS_LABELS[viewing.status])}</Badge>
        </span>
      </div>
      <ListingHeading
        id={viewing.listingId}
        name={viewing.listingName}
        type={viewing.listingType}
        address={viewing.address}
      />
      <p>{who}</p>
      {note ? (
        <p className={styles.muted}>
          <Trans>Note: {note}</Trans>
        </p>
      ) : null}
      {viewing.status === 'proposed' && upcoming ? (
        <p className={styles.muted}>
          {owner ? (
            <Trans>You proposed this time instead: waiting for an answer.</Trans>
          ) : (
            <Trans>The owner proposes this time instead of the one you asked for.</Trans>
          )}
        </p>
      ) : null}
      {why ? (
        <p className={styles.muted}>
          {viewing.status === 'cancelled' ? <Trans>Why it was cancelled: {why}</Trans> : <Trans>Why: {why}</Trans>}
        </p>
      ) : null}
      {upcoming ? (
        <div className={styles.actions}>
          {owner && viewing.status === 'pending' ? (
            <>
              <Button busy={busy} onClick={() => void onAnswer(viewing, 'confirmed')}>
                <Trans>Confirm</Trans>
              </Button>
              <Button variant="secondary" busy={busy} onClick={() => void onAnswer(viewing, 'declined')}>
                <Trans>Decline</Trans>
              </Button>
            </>
          ) : null}
          {owner && (viewing.status === 'pending' || viewing.status === 'proposed') && !proposing ? (
            <Button variant="secondary" onClick={() => setProposing(true)}>
              <Trans>Propose another time</Trans>
            </Button>
          ) : null}
          {!owner && viewing.status === 'proposed' ? (
            <Button busy={busy} onClick={() => void onAnswer(viewing, 'confirmed')}>
              <Trans>Accept this time</Trans>
            </Button>
          ) : null}
          {!cancelling ? (
            <Button variant="quiet" onClick={() => setCancelling(true)}>
              <Trans>Cancel viewing</Trans>
            </Button>
          ) : null}
          <CalendarLink viewing={viewing} />
        </div>
      ) : null}
      {proposing ? (
        <ProposeTime
          viewing={viewing}
          busy={busy}
          onPropose={(start) => onPropose(viewing, start)}
          onClose={() => setProposing(false)}
        />
      ) : null}
      {cancelling ? (
        <div className={styles.cancel}>
          <Field label={t`Why you cancel (the other person is told)`} id={reasonId} problem={problem}>
            <input
              id={reasonId}
              className={controlClass('input')}
              value={reason}
              maxLength={REASON_LIMIT}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${reasonId}-problem` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setProblem(undefined);
              }}
            />
          </Field>
          <div className={styles.actions}>
            <Button variant="danger" busy={busy} onClick={() => void cancel()}>
              <Trans>Cancel this viewing</Trans>
            </Button>
            <Button variant="quiet" onClick={() => setCancelling(false)}>
              <Trans>Keep it</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
