import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { cardItemClass, cardListClass, wholeCardLinkClass } from 'design-system/card-list';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { LoadFailed } from 'design-system/load-failed';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { VisuallyHidden } from 'design-system/visually-hidden';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAlertsNews } from '../../../api/notifications/alerts-badges.ts';
import { alertsQuery } from '../../../api/notifications/alerts-query.ts';
import {
  markNotificationRead,
  type Notification,
  type NotificationKind,
} from '../../../api/notifications/notifications.ts';
import { STALE_ASK_DAYS } from 'listing-domain';
import { numbersLocale } from '../../../components/listing-words.ts';
import { useOtherNews } from '../../../api/notifications/site-news.ts';
import { newsLine } from 'site-contract';
import styles from './alerts-page.module.css';

const days = STALE_ASK_DAYS;
const REASONS: Record<NotificationKind, MessageDescriptor> = {
  'new-match': msg`New home for your search`,
  'now-matches': msg`Now matches your search`,
  'price-cut': msg`Price reduced on a home you saved`,
  'listing-care': msg`Is it still available? You have not updated this home for ${days} days`,
};

/** Why a home is in the person's alerts, in the page's language ("New home for your search: “Lyon”"). */
function reasonOf(i18n: I18n, { kind, reason, searchName }: Notification): string {
  const why = kind ? i18n._(REASONS[kind]) : reason;
  return searchName ? i18n._(msg`${why}: “${searchName}”`) : why;
}

function AlertItem({ notification }: { notification: Notification }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const client = useQueryClient();
  const href = `/category/${notification.listingType}/${notification.listingId}`;
  const { listingGone, read, id } = notification;
  // A home deleted since has no page to open: seen here, its alert is read (the bell stops counting it).
  useEffect(() => {
    if (!listingGone || read) return;
    void markNotificationRead(id)
      .then(() => client.invalidateQueries({ queryKey: alertsQuery.queryKey }))
      .catch(() => undefined);
  }, [listingGone, read, id, client]);
  async function open() {
    if (!notification.read) {
      await markNotificationRead(notification.id).catch(() => undefined);
      void client.invalidateQueries({ queryKey: alertsQuery.queryKey });
    }
    void navigate(href);
  }
  return (
    <li className={`${cardItemClass(!notification.read)} ${styles.item}`}>
      <p className={styles.reason}>{reasonOf(i18n, notification)}</p>
      {listingGone ? (
        <p className={styles.link}>
          {notification.listingName}
          <span className={styles.gone}>
            <Trans>This home is no longer available.</Trans>
          </span>
        </p>
      ) : (
        <a
          className={`${wholeCardLinkClass} ${styles.link}`}
          href={href}
          onClick={(e) => {
            e.preventDefault();
            void open();
          }}
        >
          {notification.listingName}
          {notification.read ? null : <VisuallyHidden> {t`(unread)`}</VisuallyHidden>}
        </a>
      )}
      <time className={styles.time} dateTime={notification.createdAt?.toISOString()}>
        {notification.createdAt?.toLocaleDateString(i18n.locale === 'en' ? undefined : numbersLocale(i18n), {
          day: 'numeric',
          month: 'short',
        })}
      </time>
    </li>
  );
}

/**
 * The person's other news (issue 86: unread conversations, viewings with news), a line each, leading
 * to its page; a line goes when its page has been seen (its count is 0).
 */
function OtherNews() {
  const { i18n, t } = useLingui();
  const others = useOtherNews();
  if (others.length === 0) return null;
  return (
    <ul className={`${cardListClass} ${styles.news}`} aria-label={t`Other news`}>
      {others.map(({ news, count }) => (
        <li key={news.path} className={`${cardItemClass(true)} ${styles.item}`}>
          <Link className={`${wholeCardLinkClass} ${styles.link}`} to={news.path}>
            {newsLine(news, count, i18n.locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Alerts (issue 37): the homes that newly match a person's saved searches, newest first, a page at
 * a time; opening one marks it read and goes to the home. Above them, the person's other news.
 */
export function AlertsPage() {
  const { t } = useLingui();
  const query = useInfiniteQuery(alertsQuery);
  // Open, it shows new alerts as they come (issue 53), told by the person's badges.
  const client = useQueryClient();
  useAlertsNews(() => void client.invalidateQueries({ queryKey: alertsQuery.queryKey }));
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  return (
    <section>
      <PageHeader title={t`Alerts`}>
        <Link to="/saved-searches">{t`Saved searches`}</Link>
      </PageHeader>
      <OtherNews />
      {query.isPending ? (
        <Spinner area label={t`Loading your alerts`} />
      ) : query.isError ? (
        <LoadFailed
          message={t`Your alerts could not be loaded.`}
          labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : notifications.length === 0 ? (
        <EmptyState action={<Link to="/saved-searches">{t`Your saved searches`}</Link>}>
          <Trans>No alerts yet. When a new home matches one of your saved searches, it is here.</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className={cardListClass}>
            {notifications.map((notification) => (
              <AlertItem key={notification.id} notification={notification} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t`Load More`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
