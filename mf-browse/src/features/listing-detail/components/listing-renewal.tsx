import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'design-system/button';
import { STALE_UNLIST_DAYS, type Listing } from 'listing-domain';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { renewOwnListing } from '../../../api/listings/listing-renewal.ts';
import styles from './listing-page.module.css';

export const RENEWED = msg`Thank you: your home is on the lists and in search.`;
export const RENEW_FAILED = msg`Could not renew the listing. Please try again in a minute.`;

/**
 * The owner's answer to "Is it still available?" (issue 52), shown only while asked: one press
 * renews it (a home taken off the lists comes back).
 */
export function ListingRenewal({ listing }: { listing: Listing }) {
  const { t } = useLingui();
  const [renewing, setRenewing] = useState(false);
  const [renewed, setRenewed] = useState(false);
  const offList = listing.listed === false;
  if (renewed || !(offList || listing.staleAskedAt)) return null;

  async function renew() {
    setRenewing(true);
    try {
      await renewOwnListing(listing);
      setRenewed(true);
      toast.success(t(RENEWED));
    } catch {
      toast.error(t(RENEW_FAILED));
    } finally {
      setRenewing(false);
    }
  }

  return (
    <section className={styles.renewal} aria-labelledby="renewal-question">
      <h2 id="renewal-question" className={styles.subheading}>
        <Trans>Is it still available?</Trans>
      </h2>
      <p>
        {offList
          ? t`This home is off the lists and search: you have not confirmed it for ${STALE_UNLIST_DAYS} days.`
          : t`You have not updated this home for a while. Unless you confirm it, it leaves the lists and search ${STALE_UNLIST_DAYS} days after your last change.`}
      </p>
      <Button variant="primary" wide busy={renewing} onClick={() => void renew()}>
        <Trans>Yes, it is still available</Trans>
      </Button>
    </section>
  );
}
