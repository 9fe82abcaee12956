// A calendar's month and day names, and its buttons' names, in the site's language (issue 88):
// react-day-picker's locale for it, a chunk of its own loaded when the page speaks it, so an
// English page downloads none of them. For every calendar of the site (the day field's, the
// viewings' booking calendar). (A .tsx module: the design system's export map serves those.)
import { useEffect, useState } from 'react';
import type { DayPickerLocale } from 'react-day-picker';

const LOADERS: Record<string, () => Promise<DayPickerLocale>> = {
  fr: () => import('react-day-picker/locale/fr').then((module) => module.fr),
  de: () => import('react-day-picker/locale/de').then((module) => module.de),
  es: () => import('react-day-picker/locale/es').then((module) => module.es),
};

/** The calendar's locale for the dates locale `locale` (undefined: the calendar's own English). */
export function useCalendarLocale(locale: string | undefined): DayPickerLocale | undefined {
  const [loaded, setLoaded] = useState<{ locale: string; value: DayPickerLocale }>();
  useEffect(() => {
    const load = locale ? LOADERS[locale] : undefined;
    if (!locale || !load) return;
    let current = true;
    load()
      .then((value) => current && setLoaded({ locale, value }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded && loaded.locale === locale ? loaded.value : undefined;
}
