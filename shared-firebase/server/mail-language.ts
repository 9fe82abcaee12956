// The language of the site's e-mail (issue 88): the recipient's, as their profile keeps it
// (mf-account's published `users`), never the sender's; English when they chose none. Each
// functions codebase keeps its own words (its catalogues) and makes its i18n per language with
// `perLocale`.
import type { Firestore } from 'firebase-admin/firestore';
import { siteLocaleOf, type SiteLocale } from '../../site-contract/src/locale.ts';

/** The language `uid` reads the site in: their profile's, else English (no profile, or none chosen). */
export async function recipientLocale(db: Firestore, uid: string): Promise<SiteLocale> {
  const profile = await db.doc(`users/${uid}`).get();
  return siteLocaleOf(profile.get('locale')) ?? 'en';
}

/** `make(locale)`, made once per language and kept (an instance's catalogue is compiled once). */
export function perLocale<T>(make: (locale: SiteLocale) => T): (locale: SiteLocale) => T {
  const made = new Map<SiteLocale, T>();
  return (locale) => {
    let instance = made.get(locale);
    if (instance === undefined) {
      instance = make(locale);
      made.set(locale, instance);
    }
    return instance;
  };
}
