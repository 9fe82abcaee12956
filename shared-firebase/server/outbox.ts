// The site's e-mail (issues 37, 52): a document in the schema the Trigger Email extension reads
// (`to`, `message.subject`, `message.html`) in `mail/`. Production installs the extension, which
// sends it; locally `mail/` is the outbox (`pnpm outbox --local`). Every slice's server code that
// mails a person goes through here: only to an address its owner verified (issue 47: anyone can
// sign up with someone else's address), once per document id (a retried event writes it once), and
// none of a kind the person turned off (issue 85: `mailSettings/{uid}`, which mf-account's profile
// writes and this reads).
import { getAuth } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { adminApp } from './admin-app.ts';

/** The verified e-mail address of `uid`; undefined when they have none, or nobody verified it. */
export function verifiedEmail(uid: string): Promise<string | undefined> {
  return getAuth(adminApp())
    .getUser(uid)
    .then(
      (user) => (user.emailVerified ? user.email : undefined),
      () => undefined,
    );
}

export interface OutboxMail {
  uid: string;
  /** What the e-mail is about: alerts, viewing, listing-care. */
  kind: string;
  message: { subject: string; html: string };
}

/** Whether `uid` turned off the e-mails of `kind` (their mail settings; on until turned off). */
export async function turnedOff(db: Firestore, uid: string, kind: string): Promise<boolean> {
  const off: unknown = (await db.doc(`mailSettings/${uid}`).get()).get('off');
  return Array.isArray(off) && off.includes(kind);
}

/**
 * Where the e-mails of `kind` to `uid` go: their verified address, or undefined when they have none
 * or turned the kind off. For a caller that puts the mail in the outbox in a transaction of its own
 * (`putInOutboxWithin`); `putInOutbox` asks it too.
 */
export async function outboxAddress(db: Firestore, uid: string, kind: string): Promise<string | undefined> {
  const [to, off] = await Promise.all([verifiedEmail(uid), turnedOff(db, uid, kind)]);
  return off ? undefined : to;
}

/** The outbox's document of `mail` to the address `to` (as `outboxAddress` found it). */
const outboxEntry = (to: string, mail: OutboxMail, now = new Date()) => ({ to, ...mail, createdAt: now });

/**
 * Puts `mail` to `to` (as `outboxAddress` found it) in the outbox as `mail/{id}` within the
 * caller's `transaction`, which fails if `mail/{id}` exists already: the mail goes with the rest of
 * the caller's writes, or not at all.
 */
export function putInOutboxWithin(
  transaction: Transaction,
  db: Firestore,
  id: string,
  to: string,
  mail: OutboxMail,
  now = new Date(),
): void {
  transaction.create(db.doc(`mail/${id}`), outboxEntry(to, mail, now));
}

/**
 * Puts `mail` for its person in the outbox as `mail/{id}`, when their address is verified and they
 * have not turned its kind off; true when written, false when they have no verified address, do
 * not want it, or `mail/{id}` exists already.
 */
export async function putInOutbox(db: Firestore, id: string, mail: OutboxMail, now = new Date()): Promise<boolean> {
  const to = await outboxAddress(db, mail.uid, mail.kind);
  if (!to) return false;
  return db
    .doc(`mail/${id}`)
    .create(outboxEntry(to, mail, now))
    .then(
      () => true,
      (error: { code?: number }) => {
        if (error.code === 6) return false; // ALREADY_EXISTS: written for this id already
        throw error;
      },
    );
}
