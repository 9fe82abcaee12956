import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState } from 'design-system/empty-state';
import { LoadFailed } from 'design-system/load-failed';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useSessionUser } from 'shared-firebase';
import { viewingKeys } from '../../../api/query-keys.ts';
import {
  answerViewing,
  markViewingsSeen,
  proposeViewingTime,
  type ViewingAnswer,
} from '../../../api/viewings/answer-viewing.ts';
import { SlotTakenError } from '../../../api/viewings/request-viewing.ts';
import { myViewingsQuery } from '../../../api/viewings/my-viewings-query.ts';
import { isUpcoming, type Viewing } from '../../../api/viewings/viewing.ts';
import { useViewingsNews } from '../../../api/viewings/viewings-badges.ts';
import { formNoteClass } from 'design-system/form-layout';
import styles from '../../../components/viewing-pages.module.css';
import { ViewingItem } from './viewing-item.tsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SLOT_TAKEN } from '../../../components/viewing-words.ts';

export const ANSWERED: Record<ViewingAnswer, MessageDescriptor> = {
  confirmed: msg`Viewing confirmed`,
  declined: msg`Viewing declined`,
  cancelled: msg`Viewing cancelled`,
};
export const PROPOSED = msg`Another time proposed`;
export const ANSWER_FAILED = msg`Could not change the viewing. Please try again.`;

function ViewingsList({ uid }: { uid: string }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const only = params.get('listing');
  const client = useQueryClient();
  const viewings = useQuery(myViewingsQuery(uid));
  const [busy, setBusy] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useViewingsNews(() => {
    setNow(Date.now());
    void client.invalidateQueries({ queryKey: viewingKeys.mine(uid) });
  });
  // What was news to this person is seen once listed (their count in the nav goes down).
  useEffect(() => {
    if (viewings.data) void markViewingsSeen(viewings.data, uid).catch(() => undefined);
  }, [viewings.data, uid]);

  if (viewings.isPending) return <Spinner area label={t`Loading your viewings`} />;
  if (viewings.isError)
    return (
      <LoadFailed
        message={t`Your viewings could not be loaded.`}
        labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
        retrying={viewings.isFetching}
        onRetry={() => void viewings.refetch()}
      />
    );

  async function answer(viewing: Viewing, to: ViewingAnswer, reason = ''): Promise<boolean> {
    setBusy(viewing.id);
    try {
      await answerViewing(viewing, to, reason);
      toast.success(t(ANSWERED[to]));
      await client.invalidateQueries({ queryKey: viewingKeys.mine(uid) });
      return true;
    } catch {
      toast.error(t(ANSWER_FAILED));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function propose(viewing: Viewing, start: number): Promise<boolean> {
    setBusy(viewing.id);
    try {
      await proposeViewingTime(viewing, start);
      toast.success(t(PROPOSED));
      await client.invalidateQueries({ queryKey: viewingKeys.mine(uid) });
      await client.invalidateQueries({ queryKey: viewingKeys.takenSlots(viewing.listingId) });
      return true;
    } catch (error) {
      toast.error(t(error instanceof SlotTakenError ? SLOT_TAKEN : ANSWER_FAILED));
      if (error instanceof SlotTakenError)
        await client.invalidateQueries({ queryKey: viewingKeys.takenSlots(viewing.listingId) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const shown = only ? viewings.data.filter((v) => v.listingId === only) : viewings.data;
  const homeName = shown[0]?.listingName;
  const upcoming = shown.filter((v) => isUpcoming(v, now)).sort((a, b) => a.start.getTime() - b.start.getTime());
  const past = shown.filter((v) => !isUpcoming(v, now));
  const list = (items: Viewing[]) => (
    <ul className={styles.list}>
      {items.map((viewing) => (
        <ViewingItem
          key={viewing.id}
          viewing={viewing}
          uid={uid}
          now={now}
          busy={busy === viewing.id}
          onAnswer={answer}
          onPropose={propose}
        />
      ))}
    </ul>
  );
  return (
    <>
      {only ? (
        <p className={formNoteClass}>
          {shown[0] ? <Trans>The viewings of {homeName}.</Trans> : <Trans>The viewings of this home.</Trans>}{' '}
          <Link to="/viewings">
            <Trans>Show all your viewings</Trans>
          </Link>
        </p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState>
          <Trans>No viewings yet. Book one from a home&apos;s page; the requests for your homes show here too.</Trans>
        </EmptyState>
      ) : (
        <>
          <h2 className={styles.sectionTitle}>
            <Trans>Upcoming</Trans>
          </h2>
          {upcoming.length ? (
            list(upcoming)
          ) : (
            <p className={formNoteClass}>
              <Trans>Nothing coming up.</Trans>
            </p>
          )}
          {past.length ? (
            <>
              <h2 className={styles.sectionTitle}>
                <Trans>Past, declined and cancelled</Trans>
              </h2>
              {list(past)}
            </>
          ) : null}
        </>
      )}
    </>
  );
}

/**
 * A person's viewings (issue 52): the ones they asked for and the requests for their homes,
 * upcoming then past, each in its home's time zone, to confirm, decline, cancel or add to a calendar.
 */
export function ViewingsPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  return (
    <section>
      <PageHeader title={t`Viewings`} />
      {user ? <ViewingsList uid={user.uid} /> : <Spinner area label={t`Loading your viewings`} />}
    </section>
  );
}
