import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Button } from './button.tsx';
import styles from './verify-email-first.module.css';

/** What the notice says: the person's address, and what they were doing ("send an enquiry"). */
export const verifyEmailFirstText = (email: string, action: string) =>
  `Please verify your e-mail address before you ${action}: follow the link we sent to ${email}. What you typed is kept.`;

/** The notice's words in the page's language (issue 88): its text, its buttons and its toasts. */
export interface VerifyEmailWords {
  notice: string;
  linkSent: string;
  sendFailed: string;
  verified: string;
  notYet: string;
  checkFailed: string;
  sendAgain: string;
  haveVerified: string;
}

const englishWords = (email: string, action: string): VerifyEmailWords => ({
  notice: verifyEmailFirstText(email, action),
  linkSent: `We sent a new link to ${email}`,
  sendFailed: 'Could not send the link. Try again in a minute.',
  verified: 'Your e-mail address is verified',
  notYet: 'Not verified yet: follow the link in the e-mail first.',
  checkFailed: 'Could not check your e-mail address. Try again.',
  sendAgain: 'Send the link again',
  haveVerified: 'I have verified it',
});

/**
 * Where a person contacts another (an enquiry, a viewing request, a report) while nobody has
 * verified their address (issue 85): what to do, the link sent again, and a check once they have
 * followed it. It stands beside the form, which keeps what they typed; `onVerified` lets them send.
 */
export function VerifyEmailFirst({
  email,
  action,
  sendAgain,
  checkAgain,
  onVerified,
  words = englishWords(email, action ?? 'go on'),
}: {
  email: string;
  /** What the person was doing, in English ("send an enquiry"), when the page gives no `words`. */
  action?: string;
  sendAgain: () => Promise<void>;
  checkAgain: () => Promise<boolean>;
  onVerified: () => void;
  words?: VerifyEmailWords;
}) {
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);

  async function send() {
    setSending(true);
    try {
      await sendAgain();
      toast.success(words.linkSent);
    } catch {
      toast.error(words.sendFailed);
    } finally {
      setSending(false);
    }
  }

  async function check() {
    setChecking(true);
    try {
      if (await checkAgain()) {
        toast.success(words.verified);
        onVerified();
      } else toast.info(words.notYet);
    } catch {
      toast.error(words.checkFailed);
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className={styles.notice} role="alert">
      <p>{words.notice}</p>
      <div className={styles.actions}>
        <Button variant="quiet" busy={sending} onClick={() => void send()}>
          {words.sendAgain}
        </Button>
        <Button variant="quiet" busy={checking} onClick={() => void check()}>
          {words.haveVerified}
        </Button>
      </div>
    </div>
  );
}
