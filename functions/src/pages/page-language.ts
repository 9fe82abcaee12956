// The language the site's server paints a page in (issue 88), as the shell chooses it in the
// browser (site-contract/locale): `?hl=` or the language switcher's cookie, else the languages the
// request accepts, else English; the page speaks it where its route does (the route's `locales`,
// else its remote's), else English. Each language of a page that speaks more than one has an
// address of its own (`?hl=fr`), named in every language's page as a `hreflang` alternate, so a
// crawler finds each; the address without `hl` answers in the visitor's language (and says it
// varies by it).
import type { DeployedRoute, Deployment } from '../../../site-contract/src/index.ts';
import {
  acceptedLanguages,
  chooseLocale,
  LOCALE_PARAM,
  localeCookie,
  SITE_LOCALES,
  type PageLocale,
} from '../../../site-contract/src/locale.ts';
import { escapeHtml } from './page-head.ts';

/** What the request says of its language: the `hl` parameter, its cookies and Accept-Language. */
export interface LanguageRequest {
  url: URL;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The site's language for this request (the shell's rule, site-contract's chooseLocale). */
export function requestLocale({ url, cookie, acceptLanguage }: LanguageRequest): PageLocale {
  return chooseLocale({
    asked: url.searchParams.get(LOCALE_PARAM) ?? localeCookie(cookie),
    preferred: acceptedLanguages(acceptLanguage),
  });
}

/** The languages the page of `route` speaks: its own, else its remote's, else English. */
export function routeLanguages(deployment: Deployment, route: DeployedRoute): readonly PageLocale[] {
  return route.locales ?? deployment.remotes[route.remote]?.locales ?? ['en'];
}

/** The language the page is drawn in: the site's where the page speaks it, else English. */
export function pageLanguage(spoken: readonly PageLocale[], locale: PageLocale): PageLocale {
  return spoken.includes(locale) ? locale : 'en';
}

/**
 * The address of `url`'s page in `locale`: `?hl=fr` (the rest of its query kept); in English the
 * address without `hl`, the spec's (which a visitor whose browser asks for another language gets
 * in theirs, and a crawler, which asks for none, in English).
 */
export function localeUrl(url: URL, locale: PageLocale): string {
  const asked = new URL(url.href);
  if (locale === 'en') asked.searchParams.delete(LOCALE_PARAM);
  else asked.searchParams.set(LOCALE_PARAM, locale);
  return asked.href;
}

/**
 * The `hreflang` alternates of a page that speaks `spoken` at `url` (an address of the site's
 * origin): one per language the site speaks (never the pseudo-locale), and `x-default`, the
 * address without `hl` (English's too), which answers in the visitor's language. None for a page
 * in English alone.
 */
export function hreflangLinks(url: URL, spoken: readonly PageLocale[]): string {
  const languages = SITE_LOCALES.filter((locale) => spoken.includes(locale));
  if (languages.length < 2) return '';
  const link = (lang: string, href: string) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`;
  return [
    ...languages.map((locale) => link(locale, localeUrl(url, locale))),
    link('x-default', localeUrl(url, 'en')),
  ].join('\n    ');
}

/** `html` (the shell's page) saying it is in `lang`, with the page's `hreflang` alternates. */
export function withLanguage(html: string, lang: PageLocale, alternates: string): string {
  const page = html.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);
  return alternates === '' ? page : page.replace('</head>', () => `    ${alternates}\n  </head>`);
}

/**
 * `html` with the navigation's placeholder (index.html's boot nav, its labels drawn by CSS from
 * `data-label`) in the site's language `lang` (the frame's, whatever the page's): each entry's
 * label in it where its remote declares one, as the shell's nav then draws it (nothing changes as
 * it takes over).
 */
export function withNavLabels(html: string, deployment: Deployment, lang: PageLocale): string {
  let page = html;
  for (const entry of deployment.nav) {
    const label = (entry.labels as Record<string, string | undefined> | undefined)?.[lang];
    if (!label) continue;
    const english = `data-label="${escapeHtml(entry.label)}"`;
    page = page.replace(english, () => `data-label="${escapeHtml(label)}"`);
  }
  return page;
}
