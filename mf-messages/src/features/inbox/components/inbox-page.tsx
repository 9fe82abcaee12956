import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { LoadFailed } from 'design-system/load-failed';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { VisuallyHidden } from 'design-system/visually-hidden';
import { useSessionUser, type QueryDocumentSnapshot } from 'shared-firebase';
import { otherPerson, type Conversation } from '../../../api/conversations/conversation-types.ts';
import { timeLabel } from '../../../api/conversations/time-label.ts';
import styles from './inbox-page.module.css';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; retrying: boolean }
  | { state: 'ready'; more: boolean; loadingMore: boolean };

function ConversationRow({ conversation, uid }: { conversation: Conversation; uid: string }) {
  const other = otherPerson(conversation, uid);
  const unread = conversation.unreadFor.includes(uid);
  const mine = conversation.lastSender === uid;
  return (
    <li className={unread ? `${styles.row} ${styles.unread}` : styles.row}>
      {conversation.listingPhoto ? (
        <img
          className={styles.photo}
          src={conversation.listingPhoto}
          alt={conversation.listingName}
          width={72}
          height={54}
        />
      ) : null}
      <div className={styles.text}>
        <Link to={`/inbox/${conversation.id}`} className={styles.link}>
          <span className={styles.listing}>{conversation.listingName}</span>
          {unread ? <VisuallyHidden> (unread)</VisuallyHidden> : null}
        </Link>
        <p className={styles.person}>
          {other.name} <span className={styles.role}>· {other.role}</span>
        </p>
        <p className={styles.last}>
          {mine ? 'You: ' : ''}
          {conversation.lastText}
        </p>
      </div>
      <div className={styles.meta}>
        <time dateTime={conversation.lastAt?.toISOString()}>{timeLabel(conversation.lastAt)}</time>
        {unread ? (
          <span className={styles.dot} aria-hidden>
            New
          </span>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The inbox (issue 36): every conversation of the signed-in person, as the enquirer or as the
 * landlord, newest activity first, a page at a time; unread ones marked.
 */
export function InboxPage() {
  const user = useSessionUser();
  const [conversations, setConversations] = useState<Conversation[]>([]);
  const [next, setNext] = useState<QueryDocumentSnapshot>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const [attempt, setAttempt] = useState(0);
  const uid = user?.uid;
  useEffect(() => {
    if (!uid) return undefined;
    let active = true;
    import('../../../api/conversations/inbox-reads.ts')
      .then(({ readInboxPage }) => readInboxPage())
      .then(
        (page) => {
          if (!active) return;
          setConversations(page.conversations);
          setNext(page.next);
          setLoad({ state: 'ready', more: page.next !== undefined, loadingMore: false });
        },
        () => {
          if (active) setLoad({ state: 'failed', retrying: false });
        },
      );
    return () => {
      active = false;
    };
  }, [uid, attempt]);

  async function loadMore() {
    if (load.state !== 'ready' || !next) return;
    setLoad({ ...load, loadingMore: true });
    const { readInboxPage } = await import('../../../api/conversations/inbox-reads.ts');
    try {
      const page = await readInboxPage(next);
      setConversations((shown) => [...shown, ...page.conversations.filter((c) => !shown.some((s) => s.id === c.id))]);
      setNext(page.next);
      setLoad({ state: 'ready', more: page.next !== undefined, loadingMore: false });
    } catch {
      setLoad({ state: 'ready', more: true, loadingMore: false });
    }
  }

  return (
    <section>
      <PageHeader title="Inbox" />
      {!user || load.state === 'loading' ? (
        <Spinner area label="Loading your messages" />
      ) : load.state === 'failed' ? (
        <LoadFailed
          message="Your messages could not be loaded."
          retrying={load.retrying}
          onRetry={() => {
            setLoad({ state: 'failed', retrying: true });
            setAttempt((n) => n + 1);
          }}
        />
      ) : conversations.length === 0 ? (
        <EmptyState>
          No messages yet. When you write to a landlord about a home, or someone writes about yours, the conversation is
          here.
        </EmptyState>
      ) : (
        <>
          <ul className={styles.list}>
            {conversations.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} uid={user.uid} />
            ))}
          </ul>
          {load.more ? (
            <Button variant="secondary" busy={load.loadingMore} onClick={() => void loadMore()}>
              Load More
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
