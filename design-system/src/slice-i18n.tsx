// A slice's words in the site's language (issue 88, decision record 064): its own Lingui instance
// over its own catalogue, apart from every other slice's, so one team's release never holds
// another's words. English (the catalogue the spec's wording is the source of) is in the page's
// code; another language is a chunk of its own, loaded when the site speaks it. The language is
// the site's (site-contract/locale: chosen once by the shell), followed as it changes.
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
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

  /** Loads the catalogue of `locale` if it is not yet loaded, then speaks it. */
  async function activate(locale: PageLocale): Promise<void> {
    if (locale !== 'en' && !(locale in i18n.messages)) i18n.load(locale, (await others[locale]()).messages);
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

  /** `Page` in the site's language. */
  function withLocale<P extends object>(Page: ComponentType<P>): ComponentType<P> {
    function InLocale(props: P) {
      return (
        <LocaleProvider>
          <Page {...props} />
        </LocaleProvider>
      );
    }
    InLocale.displayName = `withLocale(${Page.displayName ?? Page.name})`;
    return InLocale;
  }

  /** Starts loading the site's language's catalogue with the page's code, before the first render. */
  function preloadCatalogue(): void {
    void activate(pageLocale()).catch(() => undefined);
  }

  /** Children in the slice's words as they are now, with no wait (tests: English unless activated). */
  function InLocale({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  }

  return { i18n, activate, LocaleProvider, withLocale, preloadCatalogue, InLocale };
}
