// Each page of mf-account in the site's language (issue 88): the page renders once its catalogue
// is loaded (at once in English, whose words are in the code), and again in the new language when
// the visitor changes it.
import { I18nProvider } from '@lingui/react';
import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { onPageLocale, pageLocale } from 'site-contract/locale';
import { activate, i18n } from './i18n.ts';

const englishOnServer = () => 'en' as const;

export function LocaleProvider({ children }: { children: ReactNode }) {
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
export function withLocale<P extends object>(Page: ComponentType<P>): ComponentType<P> {
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
export function preloadCatalogue(): void {
  void activate(pageLocale()).catch(() => undefined);
}
