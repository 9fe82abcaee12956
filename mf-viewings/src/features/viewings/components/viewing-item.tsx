import { Badge } from 'design-system/badge';
import { Button } from 'design-system/button';
import { Field, controlClass } from 'design-system/field';
import { useId, useState } from 'react';
import { REASON_LIMIT, STATUS_LABELS, isUpcoming, type Viewing } from '../../../api/viewings/viewing.ts';
import type { ViewingAnswer } from '../../../api/viewings/answer-viewing.ts';
import { viewingTimeLabel } from '../../../api/viewings/viewing-time-label.ts';
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
  const [cancelling, setCancelling] = useState(false);
  const [proposing, setProposing] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const reasonId = useId();
  const owner = viewing.ownerId === uid;
  const upcoming = isUpcoming(viewing, now);
  const isNew = viewing.unseenBy.includes(uid);
  const who = owner ? `Requested by ${viewing.requesterName}` : `With ${viewing.ownerName}, the owner`;

  async function cancel() {
    if (!reason.trim()) {
      setProblem('Say why you cancel: the other person is told.');
      return;
    }
    if (await onAnswer(viewing, 'cancelled', reason)) setCancelling(false);
  }

  return (
    <li className={styles.viewing} aria-label={`${viewing.listingName}, ${viewingTimeLabel(viewing)}`}>
      <div className={styles.viewingTop}>
        <strong>{viewingTimeLabel(viewing)}</strong>
        <span>
          {isNew ? <Badge tone="primary">New</Badge> : null}{' '}
          <Badge tone="neutral">{STATUS_LABELS[viewing.status]}</Badge>
        </span>
      </div>
      <ListingHeading
        id={viewing.listingId}
        name={viewing.listingName}
        type={viewing.listingType}
        address={viewing.address}
      />
      <p>{who}</p>
      {viewing.note ? <p className={styles.muted}>Note: {viewing.note}</p> : null}
      {viewing.status === 'proposed' && upcoming ? (
        <p className={styles.muted}>
          {owner
            ? 'You proposed this time instead: waiting for an answer.'
            : 'The owner proposes this time instead of the one you asked for.'}
        </p>
      ) : null}
      {viewing.reason ? (
        <p className={styles.muted}>
          {viewing.status === 'cancelled' ? 'Why it was cancelled' : 'Why'}: {viewing.reason}
        </p>
      ) : null}
      {upcoming ? (
        <div className={styles.actions}>
          {owner && viewing.status === 'pending' ? (
            <>
              <Button busy={busy} onClick={() => void onAnswer(viewing, 'confirmed')}>
                Confirm
              </Button>
              <Button variant="secondary" busy={busy} onClick={() => void onAnswer(viewing, 'declined')}>
                Decline
              </Button>
            </>
          ) : null}
          {owner && (viewing.status === 'pending' || viewing.status === 'proposed') && !proposing ? (
            <Button variant="secondary" onClick={() => setProposing(true)}>
              Propose another time
            </Button>
          ) : null}
          {!owner && viewing.status === 'proposed' ? (
            <Button busy={busy} onClick={() => void onAnswer(viewing, 'confirmed')}>
              Accept this time
            </Button>
          ) : null}
          {!cancelling ? (
            <Button variant="quiet" onClick={() => setCancelling(true)}>
              Cancel viewing
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
          <Field label="Why you cancel (the other person is told)" id={reasonId} problem={problem}>
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
              Cancel this viewing
            </Button>
            <Button variant="quiet" onClick={() => setCancelling(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
