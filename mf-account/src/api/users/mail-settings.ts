// Which kinds of the site's e-mail a person turned off (issue 85): `mailSettings/{uid}`, theirs
// only (mf-account's rules); the outbox (shared-firebase/server/outbox.ts) writes no mail of a
// kind listed there. All kinds are on until turned off.
import { loadFirestore } from 'shared-firebase';

/** The site's kinds of e-mail (the outbox's `kind`), in the order the profile lists them. */
export const MAIL_KINDS = ['messages', 'viewing', 'alerts', 'listing-care'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const isMailKind = (value: unknown): value is MailKind =>
  typeof value === 'string' && (MAIL_KINDS as readonly string[]).includes(value);

const settingsDoc = async (uid: string) => {
  const sdk = await loadFirestore();
  return { sdk, ref: sdk.doc(sdk.db, 'mailSettings', uid) };
};

/** The kinds `uid` turned off (none when they never chose). */
export async function readMailOff(uid: string): Promise<MailKind[]> {
  const { sdk, ref } = await settingsDoc(uid);
  const snapshot = await sdk.getDoc(ref);
  const off: unknown = snapshot.exists() ? snapshot.get('off') : [];
  return Array.isArray(off) ? off.filter(isMailKind) : [];
}

/** Keeps `off` as the kinds `uid` turned off. */
export async function writeMailOff(uid: string, off: readonly MailKind[]): Promise<void> {
  const { sdk, ref } = await settingsDoc(uid);
  await sdk.setDoc(ref, { off: [...new Set(off)], updatedAt: sdk.serverTimestamp() });
}

/** Deletes the settings (account deletion). */
export async function removeMailSettings(uid: string): Promise<void> {
  const { sdk, ref } = await settingsDoc(uid);
  await sdk.deleteDoc(ref);
}
