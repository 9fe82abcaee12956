import { useLingui } from '@lingui/react/macro';
import { Field, Select } from 'design-system/field';
import { useId, useState, useSyncExternalStore } from 'react';
import { toast } from 'react-toastify/unstyled';
import {
  LOCALE_NAMES,
  onPageLocale,
  pageLocale,
  setPageLocale,
  SITE_LOCALES,
  siteLocaleOf,
  type SiteLocale,
} from 'site-contract/locale';
import { writeUserLocale } from '../../../api/users/user-profile.ts';

/**
 * The person's language (issue 88), kept in their profile: the site speaks it once they sign in,
 * on any device, and the site's e-mail to them is written in it. Chosen here, it is the site's at once.
 */
export function LanguageSetting({ uid }: { uid: string }) {
  const { t } = useLingui();
  const id = useId();
  const shown = siteLocaleOf(useSyncExternalStore(onPageLocale, pageLocale, () => 'en')) ?? 'en';
  const [saving, setSaving] = useState(false);

  async function choose(locale: SiteLocale) {
    setSaving(true);
    try {
      await writeUserLocale(uid, locale);
      setPageLocale(locale, { remember: true });
    } catch {
      toast.error(t`Could not save your language`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Field label={t`Language`} id={id}>
      <Select
        id={id}
        value={shown}
        disabled={saving}
        onChange={(event) => void choose(event.target.value as SiteLocale)}
      >
        {SITE_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
