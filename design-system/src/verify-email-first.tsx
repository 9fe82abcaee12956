import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Button } from './button.tsx';
import styles from './verify-email-first.module.css';

/** What the notice says: the person's address, and what they were doing ("send an enquiry"). */
export const verifyEmailFirstText = (email: string, action: string) =>
  `Please verify your e-mail address before you ${action}: follow the link we sent to ${email}. What you typed is kept.`;

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
}: {
  email: string;
  action: string;
  sendAgain: () => Promise<void>;
  checkAgain: () => Promise<boolean>;
  onVerified: () => void;
}) {
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);

  async function send() {
    setSending(true);
    try {
      await sendAgain();
      toast.success(`We sent a new link to ${email}`);
    } catch {
      toast.error('Could not send the link. Try again in a minute.');
    } finally {
      setSending(false);
    }
  }

  async function check() {
    setChecking(true);
    try {
      if (await checkAgain()) {
        toast.success('Your e-mail address is verified');
        onVerified();
      } else toast.info('Not verified yet: follow the link in the e-mail first.');
    } catch {
      toast.error('Could not check your e-mail address. Try again.');
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className={styles.notice} role="alert">
      <p>{verifyEmailFirstText(email, action)}</p>
      <div className={styles.actions}>
        <Button variant="quiet" busy={sending} onClick={() => void send()}>
          Send the link again
        </Button>
        <Button variant="quiet" busy={checking} onClick={() => void check()}>
          I have verified it
        </Button>
      </div>
    </div>
  );
}
