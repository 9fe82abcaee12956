import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'design-system/button';
import { useState } from 'react';
import styles from './listing-form.module.css';

/** Coordinates as the form's number fields hold them (6 decimals: about 10 cm). */
export interface FormCoordinates {
  latitude: string;
  longitude: string;
}

type Status = { kind: 'idle' } | { kind: 'locating' } | { kind: 'done' | 'failed'; message: MessageDescriptor };

/** What to say when the browser gives no position (GeolocationPositionError codes). */
export function locationFailure(code: number | undefined): MessageDescriptor {
  if (code === 1) return msg`Location permission was refused: latitude and longitude are unchanged. You can type them.`;
  if (code === undefined) return msg`This browser cannot share its location: please type latitude and longitude.`;
  return msg`Your location is not available right now: latitude and longitude are unchanged. You can type them.`;
}

/**
 * "Use my current location": fills latitude and longitude from the browser's position. When the
 * permission is refused or no position comes, it says so and leaves the fields as they were.
 */
export function CurrentLocation({ onLocate }: { onLocate: (coordinates: FormCoordinates) => void }) {
  const { i18n, t } = useLingui();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  function locate() {
    if (status.kind === 'locating') return;
    if (!('geolocation' in navigator)) {
      setStatus({ kind: 'failed', message: locationFailure(undefined) });
      return;
    }
    setStatus({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onLocate({
          latitude: position.coords.latitude.toFixed(6),
          longitude: position.coords.longitude.toFixed(6),
        });
        setStatus({ kind: 'done', message: msg`Latitude and longitude are set to your current location.` });
      },
      (error) => setStatus({ kind: 'failed', message: locationFailure(error.code) }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <div className={styles.locate}>
      <Button variant="secondary" busy={status.kind === 'locating'} onClick={locate}>
        {status.kind === 'locating' ? t`Finding your location…` : t`Use my current location`}
      </Button>
      <p className={status.kind === 'failed' ? styles.problem : styles.hint} role="status">
        {status.kind === 'done' || status.kind === 'failed' ? i18n._(status.message) : ''}
      </p>
    </div>
  );
}
