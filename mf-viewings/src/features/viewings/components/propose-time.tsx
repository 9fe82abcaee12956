import { useQuery } from '@tanstack/react-query';
import { Button } from 'design-system/button';
import { Spinner } from 'design-system/spinner';
import { useMemo, useState } from 'react';
import { viewingListingQuery } from '../../../api/listings/viewing-listing-query.ts';
import { offeredSlots } from '../../../api/viewing-times/viewing-slots.ts';
import { takenSlotsQuery } from '../../../api/viewings/taken-slots.ts';
import type { Viewing } from '../../../api/viewings/viewing.ts';
import { SlotPicker } from '../../../components/slot-picker.tsx';
import { formNoteClass } from 'design-system/form-layout';
import styles from '../../../components/viewing-pages.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The owner picks another free time of the home for a request (its viewing times, without the
 * slots taken), and proposes it; `onPropose` resolves true once it is written.
 */
export function ProposeTime({
  viewing,
  busy,
  onPropose,
  onClose,
}: {
  viewing: Viewing;
  busy: boolean;
  onPropose: (start: number) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const listing = useQuery(viewingListingQuery(viewing.listingId));
  const taken = useQuery(takenSlotsQuery(viewing.listingId));
  const [now] = useState(() => Date.now());
  const times = listing.data?.times;
  const slots = useMemo(
    () => (times && taken.data ? offeredSlots(times, { now, taken: taken.data }) : []),
    [times, taken.data, now],
  );
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  if (listing.isPending || taken.isPending) return <Spinner label={t`Loading the free times`} />;
  if (!times?.timeZone || slots.length === 0)
    return (
      <div className={styles.cancel}>
        <p className={formNoteClass}>
          <Trans>No other free time in the home&apos;s viewing times: change them first.</Trans>
        </p>
        <Button variant="quiet" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    );
  return (
    <div className={styles.stack} role="group" aria-label={t`Propose another time`}>
      <SlotPicker
        slots={slots}
        zone={times.timeZone}
        day={day ?? slots[0]!.day}
        onDay={setDay}
        chosen={chosen}
        onChoose={setChosen}
      />
      <div className={styles.actions}>
        <Button
          busy={busy}
          disabled={chosen === null}
          onClick={() => {
            if (chosen !== null) void onPropose(chosen).then((done) => done && onClose());
          }}
        >
          <Trans>Propose this time</Trans>
        </Button>
        <Button variant="quiet" onClick={onClose}>
          <Trans>Keep the time asked for</Trans>
        </Button>
      </div>
    </div>
  );
}
