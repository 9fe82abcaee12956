// The visitor's language (issue 88): the languages the site speaks, how one is chosen, and how the
// page shares it. The shell chooses it once (the cookie the language switcher sets, else the
// browser's languages, as the server reads Accept-Language) and writes it on <html>; each slice
// reads it from there and hears when it changes, as it reads the session from shared-firebase.
// A slice declares the languages its pages speak (its contract's `locales`); the page's `lang` is
// the site's language where the page speaks it, else English.

/** The languages the site speaks, English first (the spec's wording, the source of every catalogue). */
export const SITE_LOCALES = ['en', 'fr', 'de', 'es'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/**
 * The pseudo-locale: English accented and lengthened, made from the English catalogue at compile
 * time. Tests run pages in it: a string left out of a catalogue shows plain, and a layout that
 * breaks with longer words shows it.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type PageLocale = SiteLocale | typeof PSEUDO_LOCALE;
export const PAGE_LOCALES: readonly PageLocale[] = [...SITE_LOCALES, PSEUDO_LOCALE];

export const DEFAULT_LOCALE: SiteLocale = 'en';

/** The query parameter that asks for a language in an address (a crawler's URL per language). */
export const LOCALE_PARAM = 'hl';

/**
 * The cookie the language switcher sets: the locale, for a year, on every page of the site. Named
 * `__session`, the one cookie Firebase Hosting passes on to the site's server (it strips every
 * other) and keys its CDN by, so the server paints the page in the language chosen; the site keeps
 * nothing else in a cookie.
 */
export const LOCALE_COOKIE = '__session';
const COOKIE_MAX_AGE = 365 * 86_400;

/** Each language's name as its own speakers write it (the switcher's options). */
export const LOCALE_NAMES: Record<PageLocale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  'en-XA': 'Ƥşḗŭḓǿ',
};

/** The page locale a language tag names ('fr-CA' → 'fr', 'en-XA' → 'en-XA'), or undefined. */
export function pageLocaleOf(tag: string | null | undefined): PageLocale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (lower === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const language = lower.split(/[-_]/)[0];
  return SITE_LOCALES.find((locale) => locale === language);
}

/** A language the site speaks, for a value that names one ('fr-CA' → 'fr'); never the pseudo-locale. */
export function siteLocaleOf(value: unknown): SiteLocale | undefined {
  const locale = typeof value === 'string' ? pageLocaleOf(value) : undefined;
  return SITE_LOCALES.find((known) => known === locale);
}

/**
 * The locale a page in `pageLocale` writes its numbers, prices, dates and places in: the site's
 * language when it is not English; on an English page (and the pseudo-locale's) undefined, the
 * reader's own way (the browser's), as before the site spoke others. One rule for every slice.
 */
export function writingLocale(pageLocale: string): SiteLocale | undefined {
  const site = siteLocaleOf(pageLocale);
  return site && site !== 'en' ? site : undefined;
}

/** The languages an Accept-Language header asks for, best first ('*' and q=0 left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, at) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, at };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.at - b.at)
    .map(({ tag }) => tag);
}

/** The locale the `hl` cookie names in a Cookie header (or document.cookie), if any. */
export function localeCookie(cookies: string | null | undefined): PageLocale | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE) return pageLocaleOf(decodeURIComponent(value ?? ''));
  }
  return undefined;
}

/** The site's language: the one asked for (`?hl=` or the cookie), else the first the person's languages name, else English. */
export function chooseLocale({
  asked,
  preferred,
}: {
  asked?: string | null;
  preferred: readonly string[];
}): PageLocale {
  return (
    pageLocaleOf(asked) ??
    preferred.map((tag) => pageLocaleOf(tag)).find((locale) => locale && locale !== PSEUDO_LOCALE) ??
    DEFAULT_LOCALE
  );
}

/** The event the page hears when the site's language changes (detail: the locale). */
export const LOCALE_EVENT = 'site:locale';
const LOCALE_ATTRIBUTE = 'data-site-locale';

/** The site's language in this page, as the shell wrote it on <html>. */
export function pageLocale(): PageLocale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return pageLocaleOf(document.documentElement.getAttribute(LOCALE_ATTRIBUTE)) ?? DEFAULT_LOCALE;
}

/** Calls `listener` with the new language each time the site's changes; returns the unsubscribe. */
export function onPageLocale(listener: (locale: PageLocale) => void): () => void {
  const heard = (event: Event) => listener((event as CustomEvent<PageLocale>).detail);
  window.addEventListener(LOCALE_EVENT, heard);
  return () => window.removeEventListener(LOCALE_EVENT, heard);
}

/**
 * Makes `locale` the site's language in this page (the shell at start; the switcher and a
 * person's profile later): on <html>, and told to every slice. `remember` also sets the cookie,
 * so the next page, here or from the server, speaks it too.
 */
export function setPageLocale(locale: PageLocale, { remember = false } = {}): void {
  if (typeof document === 'undefined') return; // no page (a server's render, a test in Node)
  if (remember) {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  }
  if (document.documentElement.getAttribute(LOCALE_ATTRIBUTE) === locale) return;
  document.documentElement.setAttribute(LOCALE_ATTRIBUTE, locale);
  window.dispatchEvent(new CustomEvent(LOCALE_EVENT, { detail: locale }));
}

/** The locale the page should start in: its address's `?hl=`, else the cookie's, else the browser's languages. */
export function startingLocale(): PageLocale {
  const asked = pageLocaleOf(new URLSearchParams(location.search).get(LOCALE_PARAM)) ?? localeCookie(document.cookie);
  return chooseLocale({ asked, preferred: navigator.languages ?? [] });
}
