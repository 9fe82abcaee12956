import { Select } from 'design-system/field';
import { useId } from 'react';
import { LOCALE_NAMES, SITE_LOCALES, setPageLocale, type PageLocale } from 'site-contract/locale';
import { useSiteLocale } from '../../lib/use-site-locale.ts';
import styles from './language-switcher.module.css';

/** "Language" in each language the site speaks: the switcher is named in the one it shows. */
const LANGUAGE_WORD: Record<PageLocale, string> = {
  en: 'Language',
  fr: 'Langue',
  de: 'Sprache',
  es: 'Idioma',
  'en-XA': 'Ŀȧƞɠŭȧɠḗ',
};

/**
 * The site's language, chosen in the frame (issue 88): the choice is remembered in a cookie for the
 * next pages, the server's included, and every slice that speaks it changes at once. Each
 * language is named in itself.
 */
export function LanguageSwitcher() {
  const locale = useSiteLocale();
  const id = useId();
  return (
    <div className={styles.switcher} lang={locale}>
      <label htmlFor={id} className={styles.label}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.3 8.3 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2H8a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6ZM16.3 14a16.5 16.5 0 0 0 0-4h3.4a8.3 8.3 0 0 1 0 4h-3.4Z"
          />
        </svg>
        {LANGUAGE_WORD[locale]}
      </label>
      <Select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => setPageLocale(event.target.value as PageLocale, { remember: true })}
      >
        {SITE_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
        {locale === 'en-XA' ? <option value="en-XA">{LOCALE_NAMES['en-XA']}</option> : null}
      </Select>
    </div>
  );
}
