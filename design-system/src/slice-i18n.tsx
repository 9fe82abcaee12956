// A slice's words in the site's language (issue 88, decision record 064): its own Lingui instance
// over its own catalogue, apart from every other slice's, so one team's release never holds
// another's words. English (the catalogue the spec's wording is the source of) is in the page's
// code; another language is a chunk of its own, loaded when the site speaks it. The language is
// the site's (site-contract/locale: chosen once by the shell), followed as it changes.
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { PageCode } from 'site-contract';
import { onPageLocale, pageLocale, type PageLocale } from 'site-contract/locale';

/** Loads one language's compiled catalogue (`() => import('../locales/fr.po')`). */
export type CatalogueLoader = () => Promise<{ messages: Messages }>;

const englishOnServer = (): PageLocale => 'en';

/**
 * `descriptor` in `i18n`'s language with `values` given apart from its text (an ICU plural:
 * `msg({ message: '{n, plural, one {# view} other {# views}}' })`).
 */
export function withValues(i18n: I18n, descriptor: MessageDescriptor, values: Record<string, unknown>): string {
  return i18n._(descriptor.id ?? '', values, { message: descriptor.message });
}

/** A slice's instance, its English catalogue and the loaders of its other languages. */
export function sliceI18n(english: Messages, others: Record<Exclude<PageLocale, 'en'>, CatalogueLoader>) {
  const i18n = setupI18n({ locale: 'en', messages: { en: english } });
  // The words of the slice's pages not yet translated: English whatever the site's language.
  const englishOnly = setupI18n({ locale: 'en', messages: { en: english } });

  /** Loads the catalogue of `locale` if it is not yet loaded (without speaking it). */
  async function loadCatalogue(locale: PageLocale): Promise<void> {
    if (locale !== 'en' && !(locale in i18n.messages)) i18n.load(locale, (await others[locale]()).messages);
  }

  /** Loads the catalogue of `locale` if it is not yet loaded, then speaks it. */
  async function activate(locale: PageLocale): Promise<void> {
    await loadCatalogue(locale);
    i18n.activate(locale);
  }

  /**
   * Its children in the site's language: drawn once the catalogue is here (at once in English),
   * and again in the new language when the visitor changes it.
   */
  function LocaleProvider({ children }: { children: ReactNode }) {
    const locale = useSyncExternalStore(onPageLocale, pageLocale, englishOnServer);
    const [ready, setReady] = useState(() => i18n.locale === locale);
    useEffect(() => {
      let current = true;
      // A language not yet loaded: the page stays in the one it speaks until the new one is here.
      void activate(locale)
        .catch(() => activate('en'))
        .then(() => current && setReady(true));
      return () => {
        current = false;
      };
    }, [locale]);
    // The first time, until its words are here: nothing rather than a flash of English.
    if (!ready) return null;
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  }

  /**
   * `Page` in the site's language. Its `loadCode` (site-contract's PageCode, which the shell awaits
   * before it mounts the page) loads the language's words with the page's own code, so that what
   * the page area shows meanwhile (the server's first screen, in that language) stays until the
   * page draws the same words in its place.
   */
  function withLocale<P extends object>(Page: ComponentType<P>): ComponentType<P> & PageCode {
    function InLocale(props: P) {
      return (
        <LocaleProvider>
          <Page {...props} />
        </LocaleProvider>
      );
    }
    InLocale.displayName = `withLocale(${Page.displayName ?? Page.name})`;
    InLocale.loadCode = async () => {
      const { loadCode } = Page as Partial<PageCode>;
      await Promise.all([activate(pageLocale()).catch(() => undefined), loadCode?.()]);
    };
    return InLocale;
  }

  /**
   * `Page` in English whatever the site's language: a page not yet translated, in a slice whose
   * pages are translated one by one (its words shared with translated pages stay English too).
   */
  function inEnglish<P extends object>(Page: ComponentType<P>): ComponentType<P> & PageCode {
    function InEnglish(props: P) {
      return (
        <I18nProvider i18n={englishOnly}>
          <Page {...props} />
        </I18nProvider>
      );
    }
    InEnglish.displayName = `inEnglish(${Page.displayName ?? Page.name})`;
    const { loadCode } = Page as Partial<PageCode>;
    if (loadCode) InEnglish.loadCode = loadCode;
    return InEnglish;
  }

  /** Starts loading the site's language's catalogue with the page's code, before the first render. */
  function preloadCatalogue(): void {
    void activate(pageLocale()).catch(() => undefined);
  }

  /** Children in the slice's words as they are now, with no wait (tests: English unless activated). */
  function InLocale({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  }

  /**
   * `render()` with the slice's words in `locale` (a server's render of a page: renderToString).
   * The catalogue is loaded first; the language is set and the render made in one go, so that
   * renders for other languages at the same time never mix.
   */
  async function renderIn<T>(locale: PageLocale, render: () => T): Promise<T> {
    await loadCatalogue(locale);
    i18n.activate(locale);
    return render();
  }

  return { i18n, activate, LocaleProvider, withLocale, inEnglish, preloadCatalogue, InLocale, renderIn };
}
