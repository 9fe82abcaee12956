import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from 'design-system/button';
import { CharacterCount, Field, controlClass, fieldProblemProps } from 'design-system/field';
import { EmptyState } from 'design-system/empty-state';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { useEntryPoint } from 'design-system/use-entry-point';
import { useSessionUser } from 'shared-firebase';
import { listingParamEntryUrl } from 'site-contract';
import { otherPerson, type Conversation, type Message } from '../../../api/conversations/conversation-types.ts';
import { MESSAGE_LIMITS } from '../../../api/conversations/message-limits.ts';
import { cleanMessage, messageProblem } from '../../../api/conversations/message-text.ts';
import { dayLabel, timeLabel } from '../../../api/conversations/time-label.ts';
import { ListingSummary } from '../../../components/listing-summary.tsx';
import formStyles from '../../../components/message-form.module.css';
import { useLiveConversation } from '../hooks/use-live-conversation.ts';
import styles from './conversation-page.module.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { SendLimitError } from '../../../api/conversations/send-error.ts';
import { characterCountText, problemText, sendLimitText } from '../../../components/message-words.ts';

function MessageItem({ message, mine, senderName }: { message: Message; mine: boolean; senderName: string }) {
  const { t, i18n } = useLingui();
  return (
    <li className={mine ? `${styles.message} ${styles.mine}` : styles.message}>
      <p className={styles.body}>{message.text}</p>
      {message.phone || message.moveIn ? (
        <dl className={styles.extras}>
          {message.phone ? (
            <div>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>{message.phone}</dd>
            </div>
          ) : null}
          {message.moveIn ? (
            <div>
              <dt>
                <Trans>Move-in date</Trans>
              </dt>
              <dd>
                <time dateTime={message.moveIn}>{dayLabel(message.moveIn, i18n.locale)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className={styles.meta}>
        {mine ? t`You` : senderName} ·{' '}
        <time dateTime={message.sentAt?.toISOString()}>{timeLabel(message.sentAt, i18n.locale)}</time>
      </p>
    </li>
  );
}

function ReplyForm({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const ids = { text: useId(), count: useId() };
  const field = useRef<HTMLTextAreaElement>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const problemFound = messageProblem(text);
    const found = problemFound && problemText(i18n, problemFound);
    setProblem(found);
    if (found) {
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      const { sendReply } = await import('../../../api/conversations/send-message.ts');
      await sendReply(conversation, text);
      setText('');
    } catch (error) {
      setProblem(
        error instanceof SendLimitError
          ? sendLimitText(i18n, error.wait, error.seconds)
          : t`Your message could not be sent. Please try again.`,
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={`${formStyles.form} ${styles.reply}`} onSubmit={(e) => void send(e)} noValidate>
      <Field label={t`Your reply`} id={ids.text} problem={problem}>
        <textarea
          ref={field}
          id={ids.text}
          className={controlClass('textarea')}
          rows={3}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(undefined);
          }}
          {...fieldProblemProps(ids.text, problem, [ids.count])}
        />
        <CharacterCount
          id={ids.count}
          length={cleanMessage(text).length}
          max={MESSAGE_LIMITS.textMaxLength}
          text={characterCountText(i18n, cleanMessage(text).length, MESSAGE_LIMITS.textMaxLength)}
        />
      </Field>
      <Button type="submit" busy={sending}>
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}

/**
 * One conversation (issue 36): the home it is about, the messages oldest to newest (older ones a
 * page at a time), new ones as they arrive, a reply. Opening it, and every message that arrives
 * while it is open, marks it read.
 */
export function ConversationPage() {
  const { t } = useLingui();
  const { conversationId = '' } = useParams();
  const user = useSessionUser();
  const live = useLiveConversation(conversationId, user?.uid);
  const viewing = useEntryPoint('viewing');
  const [older, setOlder] = useState<{ list: Message[]; more: boolean | undefined; loading: boolean }>({
    list: [],
    more: undefined,
    loading: false,
  });
  const marking = useRef(false);

  const unreadForMe = live.state === 'ready' && user ? live.conversation.unreadFor.includes(user.uid) : false;
  useEffect(() => {
    if (!unreadForMe || marking.current) return;
    marking.current = true;
    void import('../../../api/conversations/inbox-reads.ts')
      .then(({ markRead }) => markRead(conversationId))
      .catch(() => undefined) // still unread: marked on the next visit
      .finally(() => {
        marking.current = false;
      });
  }, [unreadForMe, conversationId]);

  if (!user || live.state === 'loading') return <Spinner area label={t`Loading the conversation`} />;
  if (live.state === 'missing')
    return (
      <section>
        <PageHeader title={t`Conversation`} />
        <EmptyState
          action={
            <Link to="/inbox">
              <Trans>Back to the inbox</Trans>
            </Link>
          }
        >
          <Trans>This conversation does not exist, or it is not yours.</Trans>
        </EmptyState>
      </section>
    );

  const { conversation, messages } = live;
  const other = otherPerson(conversation, user.uid);
  const otherName = other.name;
  const shown = [...older.list, ...messages.filter((m) => !older.list.some((o) => o.id === m.id))];
  const more = older.more ?? live.more;
  const seen = conversation.lastSender === user.uid && !conversation.unreadFor.includes(other.id);

  async function loadOlder() {
    const oldest = shown[0]?.sentAt;
    if (!oldest) return;
    setOlder((o) => ({ ...o, loading: true }));
    try {
      const { readOlderMessages } = await import('../../../api/conversations/live-conversation.ts');
      const page = await readOlderMessages(conversationId, oldest);
      setOlder((o) => ({ list: [...page.messages, ...o.list], more: page.more, loading: false }));
    } catch {
      setOlder((o) => ({ ...o, loading: false }));
    }
  }

  return (
    <section>
      <PageHeader title={other.name || t`Conversation`} documentTitle={t`Messages with ${otherName}`} />
      <ListingSummary
        name={conversation.listingName}
        photo={conversation.listingPhoto}
        listingType={conversation.listingType}
        listingId={conversation.listingId}
        aside={other.role === 'landlord' ? t`You enquired about this home` : t`An enquiry about your home`}
      />
      {/* Apart at every width, never run together (issue 86: "All conversationsBook a viewing"). */}
      <div className={styles.links}>
        <Link to="/inbox">
          <Trans>All conversations</Trans>
        </Link>
        {/* The next step after an enquiry (issue 52): the viewings slice's page, by its entry point. */}
        {other.role === 'landlord' && viewing ? (
          <Link to={listingParamEntryUrl(viewing, conversation.listingId)}>
            <Trans>Book a viewing</Trans>
          </Link>
        ) : null}
      </div>
      {more ? (
        <Button variant="quiet" busy={older.loading} onClick={() => void loadOlder()}>
          <Trans>Load older messages</Trans>
        </Button>
      ) : null}
      {/* A log: what arrives is read out (politely) as it comes. */}
      <div role="log" aria-label={t`Messages with ${otherName}`}>
        <ol className={styles.messages}>
          {shown.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.senderId === user.uid}
              senderName={other.name}
            />
          ))}
        </ol>
      </div>
      {seen ? (
        <p className={styles.seen}>
          <Trans>Seen</Trans>
        </p>
      ) : null}
      <ReplyForm conversation={conversation} />
    </section>
  );
}
