import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { Button } from 'design-system/button';
import { VerifyEmailFirst } from 'design-system/verify-email-first';
import {
  CharacterCount,
  Field,
  FieldHint,
  controlClass,
  fieldProblemProps,
  focusFirstProblem,
} from 'design-system/field';
import { DayField } from 'design-system/day-field';
import { EmptyState } from 'design-system/empty-state';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import {
  continueAfterSignIn,
  refreshEmailVerified,
  sendVerificationEmail,
  takeAfterSignInAction,
  useSessionUser,
} from 'shared-firebase';
import { deployedEntryPoints } from 'site-contract';
import { MESSAGE_LIMITS } from '../../../api/conversations/message-limits.ts';
import {
  cleanMessage,
  messageProblem,
  moveInProblem,
  phoneProblem,
  type MessageProblem,
} from '../../../api/conversations/message-text.ts';
import { ListingSummary } from '../../../components/listing-summary.tsx';
import { formNoteClass } from 'design-system/form-layout';
import styles from '../../../components/message-form.module.css';
import { ENQUIRY_ACTION, useEnquiryContext } from '../hooks/use-enquiry-context.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { SendLimitError } from '../../../api/conversations/send-error.ts';
import { characterCountText, problemText, sendLimitText } from '../../../components/message-words.ts';

interface Draft {
  text: string;
  phone: string;
  moveIn: string;
}

/** The draft kept through a sign-in, when it is about this listing. */
function keptDraft(listingId: string): Draft | undefined {
  const kept = takeAfterSignInAction(ENQUIRY_ACTION);
  if (!kept || kept.listingId !== listingId) return undefined;
  return { text: kept.text ?? '', phone: kept.phone ?? '', moveIn: kept.moveIn ?? '' };
}

/**
 * Writing to a listing's owner (issue 36): a message, and optionally a phone number and a move-in
 * day. Anyone can write; a visitor is asked to sign in on sending and comes back here with what
 * they wrote. It opens a conversation in both people's inboxes, or adds to the one this person
 * has about the home already.
 */
export function EnquiryPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const listingId = params.get('listing') ?? '';
  const user = useSessionUser();
  const context = useEnquiryContext(listingId, user);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => keptDraft(listingId) ?? { text: '', phone: '', moveIn: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, MessageProblem>>>({});
  const [sendProblem, setSendProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  // Only a verified address contacts an owner (issue 85): asked on sending, said beside the form.
  const [unverified, setUnverified] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const ids = { text: useId(), count: useId(), phone: useId(), phoneHint: useId(), moveIn: useId() };

  useEffect(() => {
    if (problems.text || problems.phone || problems.moveIn) focusFirstProblem(form.current);
  }, [problems]);

  if (!listingId || context.state === 'missing')
    return (
      <section>
        <PageHeader title={t`Send an enquiry`} />
        <EmptyState>
          <Trans>This home is no longer listed.</Trans>
        </EmptyState>
      </section>
    );
  if (context.state === 'loading') return <Spinner area label={t`Loading the home`} />;
  if (context.state === 'failed')
    return (
      <section>
        <PageHeader title={t`Send an enquiry`} />
        <EmptyState>
          <Trans>The home could not be loaded. Please try again.</Trans>
        </EmptyState>
      </section>
    );

  const { listing, existing, names: readNames } = context;
  const header = (
    <>
      <PageHeader title={t`Send an enquiry`} />
      <ListingSummary name={listing.name} photo={listing.photo} listingType={listing.type} listingId={listing.id} />
    </>
  );
  if (user && user.uid === listing.landlordId)
    return (
      <section>
        {header}
        <p className={formNoteClass}>
          <Trans>This is your listing: the enquiries about it are in your inbox.</Trans>
        </p>
      </section>
    );
  if (listing.gone && !existing)
    return (
      <section>
        {header}
        <p className={formNoteClass} role="status">
          {listing.status === 'sold' ? (
            <Trans>This home is sold, so it takes no new enquiries.</Trans>
          ) : (
            <Trans>This home is let agreed, so it takes no new enquiries.</Trans>
          )}
        </p>
      </section>
    );

  const set = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setSendProblem(undefined);
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = {
      text: messageProblem(draft.text),
      phone: phoneProblem(draft.phone),
      moveIn: moveInProblem(draft.moveIn),
    };
    setProblems(found);
    if (found.text || found.phone || found.moveIn) return;
    if (!user) {
      continueAfterSignIn(`/enquiry?${new URLSearchParams({ listing: listingId }).toString()}`, {
        kind: ENQUIRY_ACTION,
        data: { listingId, text: draft.text, phone: draft.phone, moveIn: draft.moveIn },
      });
      const { signIn } = await deployedEntryPoints();
      void navigate(signIn ?? '/sign-in');
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
      const { sendEnquiry } = await import('../../../api/conversations/send-message.ts');
      const names = await readNames();
      const id = await sendEnquiry(listing, names, draft.text, { phone: draft.phone, moveIn: draft.moveIn }, existing);
      toast.success(t`Enquiry sent`);
      void navigate(`/inbox/${id}`);
    } catch (error) {
      setSendProblem(
        error instanceof SendLimitError
          ? sendLimitText(i18n, error.wait, error.seconds)
          : t`Your enquiry could not be sent. Please try again.`,
      );
      setSending(false);
    }
  }

  const length = cleanMessage(draft.text).length;
  const email = user?.email ?? '';
  const said = (problem: MessageProblem | undefined) => (problem ? problemText(i18n, problem) : undefined);
  return (
    <section>
      {header}
      {existing ? (
        <p className={formNoteClass}>
          <Trans>You have written about this home before: this message goes to the same conversation.</Trans>
        </p>
      ) : null}
      <form ref={form} className={styles.form} onSubmit={(e) => void send(e)} noValidate>
        <Field label={t`Your message`} id={ids.text} problem={said(problems.text)}>
          <textarea
            id={ids.text}
            className={controlClass('textarea')}
            rows={6}
            value={draft.text}
            onChange={(e) => set('text')(e.target.value)}
            placeholder={t`Introduce yourself and say when you could visit.`}
            {...fieldProblemProps(ids.text, said(problems.text), [ids.count])}
          />
          <CharacterCount
            id={ids.count}
            length={length}
            max={MESSAGE_LIMITS.textMaxLength}
            text={characterCountText(i18n, length, MESSAGE_LIMITS.textMaxLength)}
          />
        </Field>
        <Field label={t`Phone number (optional)`} id={ids.phone} problem={said(problems.phone)}>
          <FieldHint id={ids.phoneHint}>
            <Trans>Shown only to the landlord.</Trans>
          </FieldHint>
          <input
            id={ids.phone}
            type="tel"
            autoComplete="tel"
            className={controlClass()}
            value={draft.phone}
            onChange={(e) => set('phone')(e.target.value)}
            {...fieldProblemProps(ids.phone, said(problems.phone), [ids.phoneHint])}
          />
        </Field>
        <Field label={t`Move-in date (optional)`} id={ids.moveIn} problem={said(problems.moveIn)}>
          <DayField
            id={ids.moveIn}
            value={draft.moveIn}
            onChange={set('moveIn')}
            calendarLabel={t`Choose the move-in day on a calendar`}
            loadingLabel={t`Loading the calendar…`}
            locale={i18n.locale}
            {...fieldProblemProps(ids.moveIn, said(problems.moveIn))}
          />
        </Field>
        {sendProblem ? (
          <p className={styles.problem} role="alert">
            {sendProblem}
          </p>
        ) : null}
        {unverified && user ? (
          <VerifyEmailFirst
            email={user.email}
            words={{
              notice: t`Please verify your e-mail address before you send an enquiry: follow the link we sent to ${email}. What you typed is kept.`,
              linkSent: t`We sent a new link to ${email}`,
              sendFailed: t`Could not send the link. Try again in a minute.`,
              verified: t`Your e-mail address is verified`,
              notYet: t`Not verified yet: follow the link in the e-mail first.`,
              checkFailed: t`Could not check your e-mail address. Try again.`,
              sendAgain: t`Send the link again`,
              haveVerified: t`I have verified it`,
            }}
            sendAgain={() =>
              sendVerificationEmail(`/enquiry?${new URLSearchParams({ listing: listingId }).toString()}`)
            }
            checkAgain={refreshEmailVerified}
            onVerified={() => setUnverified(false)}
          />
        ) : null}
        <Button type="submit" busy={sending}>
          {user ? t`Send enquiry` : t`Sign in to send`}
        </Button>
      </form>
    </section>
  );
}
