// A viewing's time as the page says it, in the site's language: its day and clock in the home's
// zone, the zone's city named ("Sat, 5 Dec 2026, 10:00–10:30 (London time)").
import { useLingui } from '@lingui/react/macro';
import { viewingTimeParts } from '../api/viewings/viewing-time-label.ts';
import type { Viewing } from '../api/viewings/viewing.ts';
import { pageDatesLocale } from '../i18n/i18n.ts';

/** The label of a viewing's time, in the page's language. */
export function useViewingTimeLabel(): (viewing: Pick<Viewing, 'start' | 'minutes' | 'timeZone'>) => string {
  const { t, i18n } = useLingui();
  const locale = pageDatesLocale(i18n.locale);
  return (viewing) => {
    const { day, from, to, city } = viewingTimeParts(viewing, locale);
    return t`${day}, ${from}–${to} (${city} time)`;
  };
}
