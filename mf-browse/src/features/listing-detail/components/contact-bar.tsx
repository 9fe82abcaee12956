import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'design-system/button';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { Listing } from 'listing-domain';
import { priceText } from '../../../components/listing-words.ts';
import styles from './contact-bar.module.css';

/**
 * On a phone, a bar at the foot of the screen with the price and one Contact action (issue 53):
 * the listing's actions are three screens down, after its facts and its map. Contact offers the
 * in-app enquiry first (answered in the Inbox) and the spec's contact page (an e-mail) after it.
 * Hidden on a desktop, where the price card stays in view beside the page.
 */
export function ContactBar({
  listing,
  enquiryUrl,
  bookUrl = null,
  contactUrl,
}: {
  listing: Listing;
  /** The enquiry form for this home, or null when it takes none (let or sold, or no inbox). */
  enquiryUrl: string | null;
  /** The page to book a viewing of this home (issue 52), or null when it takes none. */
  bookUrl?: string | null;
  /** The spec's contact page (its mail form) for this home's landlord. */
  contactUrl: string;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  const close = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      event.currentTarget.querySelector<HTMLButtonElement>('button[aria-controls]')?.focus();
    }
  };
  return (
    <>
      <div className={styles.space} aria-hidden="true" />
      <section className={styles.bar} aria-label={t`Contact about this home`} onKeyDown={close}>
        <p className={styles.price}>{priceText(i18n, listing)}</p>
        <Button aria-expanded={open} aria-controls={choicesId} onClick={() => setOpen((shown) => !shown)}>
          <Trans>Contact</Trans>
        </Button>
        <div id={choicesId} className={styles.choices} hidden={!open}>
          {enquiryUrl ? (
            <Link className={styles.choice} to={enquiryUrl}>
              <Trans>Send an enquiry</Trans>
              <span className={styles.hint}>
                <Trans>Here on the site; replies come to your Inbox</Trans>
              </span>
            </Link>
          ) : null}
          {bookUrl ? (
            <Link className={styles.choice} to={bookUrl}>
              <Trans>Book a viewing</Trans>
              <span className={styles.hint}>
                <Trans>Pick a time the owner offers</Trans>
              </span>
            </Link>
          ) : null}
          <Link className={styles.choice} to={contactUrl} state={{ listingId: listing.id }}>
            <Trans>E-mail the landlord</Trans>
            <span className={styles.hint}>
              <Trans>Opens your e-mail with a message to write</Trans>
            </span>
          </Link>
        </div>
      </section>
    </>
  );
}
