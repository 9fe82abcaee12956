// The owner told "Is it still available?" (issue 52): the listing editor's care run asks it on the
// listing (`staleAskedAt`, issue 87: the listings are the editor's own); this slice, which keeps a
// person's Alerts, puts the question there (the bell counts it: alerts-badge.ts) and e-mails it
// where their address is verified. One notification and one e-mail per question: their ids are the
// listing and the day it was asked, each written once.
import type { Firestore } from 'firebase-admin/firestore';
import { STILL_AVAILABLE_QUESTION, STALE_ASK_DAYS } from '../../../../listing-domain/src/listing-care.ts';
import { dateOf } from '../../../../listing-domain/src/stored-values.ts';
import { putInOutbox } from '../../../../shared-firebase/server/outbox.ts';
import { mailI18n, recipientLocale } from '../mail/mail-language.ts';
import { siteUrl } from '../../../../shared-firebase/server/site-url.ts';
import { careMail } from './care-mail.ts';

type Fields = Record<string, unknown>;

/** When `after` was newly asked whether it is still available (null: it was not, or asked before). */
export function newlyAsked(before: Fields | undefined, after: Fields): Date | null {
  const asked = dateOf(after.staleAskedAt);
  if (!asked) return null;
  return dateOf(before?.staleAskedAt)?.getTime() === asked.getTime() ? null : asked;
}

/** Tells the owner of the listing `listingId` of its question, when the write asked it; whether it did. */
export async function tellCareQuestion(
  db: Firestore,
  listingId: string,
  before: Fields | undefined,
  after: Fields,
): Promise<boolean> {
  const asked = newlyAsked(before, after);
  const owner = typeof after.userRef === 'string' ? after.userRef : '';
  if (!asked || !owner) return false;
  const name = typeof after.name === 'string' ? after.name : 'Your home';
  const type = after.type === 'sale' ? 'sale' : 'rent';
  const day = asked.toISOString().slice(0, 10);
  await db
    .doc(`users/${owner}/notifications/care_${listingId}_${day}`)
    .create({
      kind: 'listing-care',
      listingId,
      listingName: name,
      listingType: type,
      reason: `${STILL_AVAILABLE_QUESTION} You have not updated this home for ${STALE_ASK_DAYS} days`,
      createdAt: asked,
      read: false,
    })
    .catch((error: { code?: number }) => {
      if (error.code !== 6) throw error; // ALREADY_EXISTS: told of this question already
    });
  const unlistAt = dateOf(after.careDueAt) ?? asked;
  const mail = careMail({ id: listingId, name, type }, unlistAt, siteUrl(), mailI18n(await recipientLocale(db, owner)));
  await putInOutbox(db, `care_${listingId}_${day}`, { uid: owner, kind: 'listing-care', message: mail }, asked);
  return true;
}
