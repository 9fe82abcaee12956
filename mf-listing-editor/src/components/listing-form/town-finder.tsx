import { useLingui } from '@lingui/react/macro';
import { pageLocale } from '../../lib/page-locale.ts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'design-system/button';
import { useEffect, useState } from 'react';
import { townSuggestionsQuery } from '../../api/places/town-suggestions-query.ts';
import { townLabel } from '../../api/places/town-suggestions.ts';
import type { FormCoordinates } from './current-location.tsx';
import styles from './listing-form.module.css';

/** How long typing pauses before the towns are looked up. */
const TYPING_PAUSE_MS = 400;

/**
 * The towns the address could be in (issue 51), offered as the owner types it: choosing one puts
 * the town's centre in latitude and longitude and moves the map there, where the owner places the
 * pin exactly. The fields stay the owner's to type; an address in no known town works by hand.
 */
export function TownFinder({
  address,
  onPlace,
}: {
  address: string;
  /** The town's centre, its country (an ISO code) and how the page names it. */
  onPlace: (c: FormCoordinates, town: { country: string; label: string }) => void;
}) {
  const [settled, setSettled] = useState(address);
  const [placed, setPlaced] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(address), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [address]);
  const towns = useQuery(townSuggestionsQuery(settled)).data ?? [];
  const { i18n, t } = useLingui();
  // Town and country names the page's way (English: the reader's, as before).
  const locale = pageLocale(i18n) ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
  return (
    <div className={styles.townFinder}>
      {towns.length > 0 && (
        <div role="group" aria-labelledby="town-finder-title">
          <p id="town-finder-title" className={styles.hint}>
            {t`Place the map in the town:`}
          </p>
          <ul className={styles.townList}>
            {towns.map((town) => {
              const label = townLabel(town, locale);
              return (
                <li key={`${label}|${town.lat}|${town.lng}`}>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      onPlace(
                        { latitude: town.lat.toFixed(6), longitude: town.lng.toFixed(6) },
                        { country: town.country, label },
                      );
                      setPlaced(label);
                    }}
                  >
                    {label}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <p className={styles.hint} role="status">
        {placed ? t`The map is on ${placed}: click the map where the home is to place its pin exactly.` : ''}
      </p>
    </div>
  );
}
