import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cardItemClass, cardListClass, wholeCardLinkClass } from 'design-system/card-list';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { FallbackImage } from 'design-system/fallback-image';
import { LoadFailed } from 'design-system/load-failed';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { VisuallyHidden } from 'design-system/visually-hidden';
import { useSessionUser } from 'shared-firebase';
import { useInboxNews } from '../../../api/conversations/inbox-badges.ts';
import { useInbox } from '../../../api/conversations/inbox-query.ts';
import { messageKeys } from '../../../api/conversations/query-keys.ts';
import { otherPerson, type Conversation } from '../../../api/conversations/conversation-types.ts';
import { timeLabel } from '../../../api/conversations/time-label.ts';
import styles from './inbox-page.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

function ConversationRow({ conversation, uid }: { conversation: Conversation; uid: string }) {
  const { t, i18n } = useLingui();
  const other = otherPerson(conversation, uid);
  const unread = conversation.unreadFor.includes(uid);
  const mine = conversation.lastSender === uid;
  return (
    <li className={`${cardItemClass(unread)} ${styles.row}${unread ? ` ${styles.unread}` : ''}`}>
      {conversation.listingPhoto ? (
        <FallbackImage
          className={styles.photo}
          src={conversation.listingPhoto}
          fallbackSrc={conversation.listingPhoto}
          alt={conversation.listingName}
          width={72}
          height={54}
        />
      ) : null}
      <div className={styles.text}>
        <Link to={`/inbox/${conversation.id}`} className={`${wholeCardLinkClass} ${styles.link}`}>
          <span className={styles.listing}>{conversation.listingName}</span>
          {unread ? <VisuallyHidden>{t` (unread)`}</VisuallyHidden> : null}
        </Link>
        <p className={styles.person}>
          {other.name} <span className={styles.role}>· {other.role === 'landlord' ? t`Landlord` : t`Enquirer`}</span>
        </p>
        <p className={styles.last}>
          {mine ? t`You: ` : ''}
          {conversation.lastText}
        </p>
      </div>
      <div className={styles.meta}>
        <time dateTime={conversation.lastAt?.toISOString()}>{timeLabel(conversation.lastAt, i18n.locale)}</time>
        {unread ? (
          <span className={styles.dot} aria-hidden>
            <Trans>New</Trans>
          </span>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The inbox (issue 36): every conversation of the signed-in person, as the enquirer or as the
 * landlord, newest activity first, a page at a time; unread ones marked; new ones come in live.
 */
export function InboxPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const inbox = useInbox(user?.uid);
  // Open, it shows new conversations and messages as they come (issue 53): the server tells the
  // person's badges when their inbox changed, and the pages shown are read again.
  const queryClient = useQueryClient();
  useInboxNews(() => {
    if (user) void queryClient.invalidateQueries({ queryKey: messageKeys.inbox(user.uid) });
  });
  // A conversation with new activity moves up: one already shown on an earlier page is kept once.
  const conversations = (inbox.data?.pages ?? [])
    .flatMap((page) => page.conversations)
    .filter((conversation, index, all) => all.findIndex((c) => c.id === conversation.id) === index);

  return (
    <section>
      <PageHeader title={t`Inbox`} />
      {!user || inbox.isPending ? (
        <Spinner area label={t`Loading your messages`} />
      ) : inbox.isError ? (
        <LoadFailed
          message={t`Your messages could not be loaded.`}
          labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
          retrying={inbox.isFetching}
          onRetry={() => void inbox.refetch()}
        />
      ) : conversations.length === 0 ? (
        <EmptyState>
          <Trans>
            No messages yet. When you write to a landlord about a home, or someone writes about yours, the conversation
            is here.
          </Trans>
        </EmptyState>
      ) : (
        <>
          <ul className={cardListClass}>
            {conversations.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} uid={user.uid} />
            ))}
          </ul>
          {inbox.hasNextPage ? (
            <Button variant="secondary" busy={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
              <Trans>Load More</Trans>
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
