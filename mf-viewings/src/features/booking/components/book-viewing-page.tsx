import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'design-system/button';
import { VerifyEmailFirst } from 'design-system/verify-email-first';
import { refreshEmailVerified, sendVerificationEmail } from 'shared-firebase';
import { CharacterCount, Field, controlClass } from 'design-system/field';
import { LoadFailed } from 'design-system/load-failed';
import { Spinner } from 'design-system/spinner';
import { useEntryPoint } from 'design-system/use-entry-point';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { listingParamEntryUrl } from 'site-contract';
import type { ViewingListing } from '../../../api/listings/viewing-listing.ts';
import { viewingKeys } from '../../../api/query-keys.ts';
import { viewingListingQuery } from '../../../api/listings/viewing-listing-query.ts';
import { dayToShow, offeredSlots } from '../../../api/viewing-times/viewing-slots.ts';
import { myViewingsQuery } from '../../../api/viewings/my-viewings-query.ts';
import { SlotTakenError, requestViewing } from '../../../api/viewings/request-viewing.ts';
import { takenSlotsQuery } from '../../../api/viewings/taken-slots.ts';
import { NOTE_LIMIT, PENDING_LIMIT, REQUESTS_PER_DAY, requestsInLastDay } from '../../../api/viewings/viewing.ts';
import { zoneCity } from '../../../api/viewings/viewing-time-label.ts';
import { ListingPageFrame } from '../../../components/listing-page-frame.tsx';
import { formNoteClass } from 'design-system/form-layout';
import styles from '../../../components/viewing-pages.module.css';
import { SlotPicker } from '../../../components/slot-picker.tsx';
import { useViewingTimeLabel } from '../../../components/use-viewing-time-label.ts';
import { SLOT_TAKEN } from '../../../components/viewing-words.ts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export const REQUESTED = msg`Viewing requested`;
export const REQUEST_FAILED = msg`Your request could not be sent. Please try again: your note is kept.`;
/** The day's limit, said where it bites (issue 85); the server declines a request past it. */
export const DAILY_LIMIT = msg`You can ask for ${REQUESTS_PER_DAY} viewings of this home a day.`;
export const DAILY_LIMIT_REACHED = msg`You have asked for ${REQUESTS_PER_DAY} viewings of this home in the last day. You can ask for ${REQUESTS_PER_DAY} viewings of this home a day. Please try again tomorrow, or send the owner an enquiry.`;
export const ZONE_NOT_READY = msg`The free times are not ready yet: the home’s time zone is still being worked out. Please try again in a moment.`;
/** How long the page waits for the server to give the home's times their zone before it says so. */
export const ZONE_WAIT_MS = 5000;

/**
 * True once the home's times have waited `ZONE_WAIT_MS` for their zone (set by the viewings slice's
 * server from the home's place, issue 83): the page then says so, with a Retry, never an endless
 * spinner. `attempt` starts the wait again.
 */
function useZoneOverdue(waiting: boolean, attempt: number): boolean {
  const [overdue, setOverdue] = useState<number | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setOverdue(attempt), ZONE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, attempt]);
  return waiting && overdue === attempt;
}

function Booking({ listing, uid, email }: { listing: ViewingListing; uid: string; email: string }) {
  const { t } = useLingui();
  const timeLabel = useViewingTimeLabel();
  const client = useQueryClient();
  const navigate = useNavigate();
  const taken = useQuery(takenSlotsQuery(listing.id));
  const mine = useQuery(myViewingsQuery(uid));
  const [now] = useState(() => Date.now());
  const times = listing.times;
  const slots = useMemo(
    () => (times && taken.data ? offeredSlots(times, { now, taken: taken.data }) : []),
    [times, taken.data, now],
  );
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  // Only a verified address asks an owner for a viewing (issue 85): asked on sending, said here.
  const [unverified, setUnverified] = useState(false);
  const noteId = useId();
  const countId = useId();
  const enquiry = useEntryPoint('enquiry');
  const [zoneAttempt, setZoneAttempt] = useState(0);
  const zoneOverdue = useZoneOverdue(Boolean(times && !times.timeZone), zoneAttempt);

  if (!times)
    return (
      <p className={formNoteClass}>
        <Trans>The owner has not offered viewing times for this home yet.</Trans>{' '}
        {enquiry ? (
          <Link to={listingParamEntryUrl(enquiry, listing.id)}>
            <Trans>Send an enquiry</Trans>
          </Link>
        ) : null}
      </p>
    );
  if (zoneOverdue)
    return (
      <LoadFailed
        message={t(ZONE_NOT_READY)}
        labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
        retrying={false}
        onRetry={() => {
          setZoneAttempt((n) => n + 1);
          void client.invalidateQueries({ queryKey: viewingListingQuery(listing.id).queryKey });
        }}
      />
    );
  if (!times.timeZone || taken.isPending || mine.isPending) return <Spinner area label={t`Loading the free times`} />;
  if (taken.isError || mine.isError)
    return (
      <LoadFailed
        message={t`The free times could not be loaded.`}
        labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
        retrying={taken.isFetching || mine.isFetching}
        onRetry={() => void Promise.all([taken.refetch(), mine.refetch()])}
      />
    );
  const zone = times.timeZone;
  const waiting = mine.data.filter(
    (v) => v.listingId === listing.id && v.requesterId === uid && v.status === 'pending',
  );
  if (waiting.length >= PENDING_LIMIT)
    return (
      <p className={formNoteClass}>
        <Trans>You have {PENDING_LIMIT} requests waiting for this home: the owner answers them first.</Trans>{' '}
        <Link to="/viewings">
          <Trans>Your viewings</Trans>
        </Link>
      </p>
    );
  if (requestsInLastDay(mine.data, uid, listing.id, now) >= REQUESTS_PER_DAY)
    return (
      <p className={formNoteClass}>
        {t(DAILY_LIMIT_REACHED)}{' '}
        <Link to="/viewings">
          <Trans>Your viewings</Trans>
        </Link>
      </p>
    );
  if (slots.length === 0)
    return (
      <p className={formNoteClass}>
        <Trans>No free viewing times in the next four weeks. Please look again later.</Trans>
      </p>
    );
  const shownDay = dayToShow(slots, day);
  const noteLength = note.length;
  const city = zoneCity(zone);
  const minutes = times.slotMinutes;
  const chosenLabel = chosen === null ? '' : timeLabel({ start: new Date(chosen), minutes, timeZone: zone });

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (chosen === null) {
      setProblem(t`Choose a time first.`);
      return;
    }
    setSending(true);
    setProblem(undefined);
    // A check that cannot be made lets the rules decide (they refuse an unverified address).
    if (!(await refreshEmailVerified().catch(() => true))) {
      setUnverified(true);
      setSending(false);
      return;
    }
    setUnverified(false);
    try {
      await requestViewing(listing, chosen, note);
      toast.success(t(REQUESTED));
      await client.invalidateQueries({ queryKey: viewingKeys.mine(uid) });
      void navigate('/viewings');
    } catch (error) {
      if (error instanceof SlotTakenError) {
        setChosen(null);
        await taken.refetch();
        setProblem(t(SLOT_TAKEN));
      } else setProblem(t(REQUEST_FAILED));
      setSending(false);
    }
  }

  return (
    <form className={styles.stack} onSubmit={(e) => void send(e)} noValidate>
      <p className={formNoteClass}>
        <Trans>
          Times are in the home&apos;s time zone: {city} time ({zone}). Each viewing lasts {minutes} minutes.
        </Trans>{' '}
        {t(DAILY_LIMIT)}
      </p>
      <SlotPicker
        slots={slots}
        zone={zone}
        day={shownDay}
        onDay={setDay}
        chosen={chosen}
        onChoose={(start) => {
          setChosen(start);
          setProblem(undefined);
        }}
      />
      <div className={styles.form}>
        <p role="status" className={styles.homeName}>
          {chosen === null ? t`No time chosen yet.` : t`Chosen: ${chosenLabel}`}
        </p>
        <Field label={t`A note for the owner (optional)`} id={noteId}>
          <textarea
            id={noteId}
            className={controlClass('textarea')}
            rows={3}
            maxLength={NOTE_LIMIT}
            value={note}
            aria-describedby={countId}
            onChange={(e) => setNote(e.target.value)}
          />
          <CharacterCount
            id={countId}
            length={noteLength}
            max={NOTE_LIMIT}
            text={t`${noteLength} / ${NOTE_LIMIT} characters`}
          />
        </Field>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        {unverified ? (
          <VerifyEmailFirst
            email={email}
            words={{
              notice: t`Please verify your e-mail address before you ask for a viewing: follow the link we sent to ${email}. What you typed is kept.`,
              linkSent: t`We sent a new link to ${email}`,
              sendFailed: t`Could not send the link. Try again in a minute.`,
              verified: t`Your e-mail address is verified`,
              notYet: t`Not verified yet: follow the link in the e-mail first.`,
              checkFailed: t`Could not check your e-mail address. Try again.`,
              sendAgain: t`Send the link again`,
              haveVerified: t`I have verified it`,
            }}
            sendAgain={() =>
              sendVerificationEmail(`/book-viewing?${new URLSearchParams({ listing: listing.id }).toString()}`)
            }
            checkAgain={refreshEmailVerified}
            onVerified={() => setUnverified(false)}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={sending}>
            {sending ? t`Requesting…` : t`Request viewing`}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * Booking a viewing of a home (issue 52): its free times in its own time zone, one picked, a note,
 * and the request sent to the owner, who confirms, declines or proposes another time.
 */
export function BookViewingPage() {
  const { t } = useLingui();
  return (
    <ListingPageFrame title={t`Book a viewing`} untilZoned>
      {(home, user) =>
        user.uid === home.ownerId ? (
          <p className={formNoteClass}>
            <Trans>This is your home.</Trans>{' '}
            <Link to={`/viewing-times?${new URLSearchParams({ listing: home.id }).toString()}`}>
              <Trans>Offer its viewing times</Trans>
            </Link>
          </p>
        ) : home.gone ? (
          <p className={formNoteClass} role="status">
            <Trans>This home is no longer available, so it takes no new viewing requests.</Trans>
          </p>
        ) : (
          <Booking listing={home} uid={user.uid} email={user.email} />
        )
      }
    </ListingPageFrame>
  );
}
