import { Select } from 'design-system/field';
import { statusesFor, type Listing, type ListingStatus } from 'listing-domain';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { setListingStatus } from '../../../api/listings/own-listings.ts';
import styles from './profile-page.module.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATUS_NAMES, statusRefused } from '../utils/listing-words.ts';

/** Where one of the user's homes stands (issue 36), changed as soon as another is chosen. */
export function OwnListingStatus({ listing }: { listing: Listing }) {
  const { t, i18n } = useLingui();
  const { name } = listing;
  const id = useId();
  const [status, setStatus] = useState<ListingStatus>(listing.status ?? 'available');
  const [saving, setSaving] = useState(false);
  // When the status last changed, as far as this page knows: a refused change says when the next is possible.
  const [changedAt, setChangedAt] = useState<Date | null>(listing.statusChangedAt ?? null);

  async function choose(next: ListingStatus) {
    const before = status;
    setStatus(next);
    setSaving(true);
    try {
      await setListingStatus(listing.id, next);
      setChangedAt(new Date());
      toast.success(`${listing.name}: ${i18n._(STATUS_NAMES[next])}`);
    } catch {
      setStatus(before);
      toast.error(statusRefused(i18n, changedAt));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.itemStatus}>
      <label htmlFor={id}>
        <Trans>Status</Trans>
      </label>
      <Select
        id={id}
        value={status}
        disabled={saving}
        aria-label={t`Status of ${name}`}
        onChange={(e) => void choose(e.target.value as ListingStatus)}
      >
        {statusesFor(listing.type).map((value) => (
          <option key={value} value={value}>
            {i18n._(STATUS_NAMES[value])}
          </option>
        ))}
      </Select>
    </div>
  );
}
