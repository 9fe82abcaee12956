import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClass } from 'design-system/button';
import { useEntryPoint } from 'design-system/use-entry-point';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { isGone, type Listing } from 'listing-domain';
import { useSessionUser } from 'shared-firebase';
import { enquiryEntryUrl, listingParamEntryUrl } from 'site-contract';
import { useEnquiryEntry } from '../../../hooks/use-enquiry-entry.ts';
import { useViewingEntries } from '../../../hooks/use-viewing-entries.ts';
import { ContactBar } from './contact-bar.tsx';
import { EnquiryCount } from './enquiry-count.tsx';
import { deleteListing } from '../../../api/listings/listing-removal.ts';
import { tellListingViewed } from '../../../api/listings/listing-view.ts';
import { buttonRole } from '../../../components/button-role.ts';
import { ListingRenewal } from './listing-renewal.tsx';
import { ListingStatusForm } from './listing-status-form.tsx';
import { ReportListing } from './report-listing.tsx';
import styles from './listing-page.module.css';

// The profile's wording for the same action (mf-account), so the owner reads it once.
export const DELETE_CONFIRM = msg`Are you sure you want to delete?`;
export const DELETE_SUCCESS = msg`Successfully deleted listing`;

/**
 * What the viewer can do with the listing (needs the viewer's session: Auth loads for it): its
 * owner edits or deletes it; anyone else contacts the landlord (the spec's 'Contact Landlord').
 */
export default function ListingActions({ listing }: { listing: Listing }) {
  const { t } = useLingui();
  const viewer = useSessionUser();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const enquiry = useEnquiryEntry();
  const viewings = useViewingEntries(listing.id);
  // The owner's insights on the home (issue 52), where the editor declares them.
  const insights = useEntryPoint('insights');
  // A visit, once the session is known: its owner's own visits are not views (issue 52).
  const known = viewer !== undefined;
  const ownerViewing = viewer?.uid === listing.userRef;
  useEffect(() => {
    if (known && !ownerViewing) tellListingViewed(listing.id);
  }, [known, ownerViewing, listing.id]);
  if (viewer === undefined) return null;

  async function remove() {
    if (!window.confirm(t(DELETE_CONFIRM))) return;
    setDeleting(true);
    try {
      await deleteListing(listing);
      toast.success(t(DELETE_SUCCESS));
      void navigate('/profile');
    } catch {
      toast.error(t`Could not delete listing`);
      setDeleting(false);
    }
  }

  if (viewer?.uid === listing.userRef) {
    return (
      <div className={styles.actions}>
        <ListingRenewal listing={listing} />
        <Link
          {...buttonRole}
          className={buttonClass('primary', { wide: true })}
          to={`/edit-listing/${encodeURIComponent(listing.id)}`}
        >
          <Trans>Edit listing</Trans>
        </Link>
        <Button variant="danger" wide busy={deleting} onClick={() => void remove()}>
          {deleting ? t`Deleting…` : t`Delete listing`}
        </Button>
        {viewings.times ? (
          <Link className={buttonClass('secondary', { wide: true })} to={viewings.times}>
            <Trans>Viewing times</Trans>
          </Link>
        ) : null}
        {insights ? (
          <Link className={buttonClass('secondary', { wide: true })} to={listingParamEntryUrl(insights, listing.id)}>
            <Trans>Insights</Trans>
          </Link>
        ) : null}
        <ListingStatusForm key={`${listing.status ?? 'available'}`} listing={listing} />
        {enquiry ? <EnquiryCount listingId={listing.id} /> : null}
      </div>
    );
  }
  const contactUrl = `/contact/${encodeURIComponent(listing.userRef)}?listingName=${encodeURIComponent(listing.name)}`;
  const enquiryUrl = enquiry && !isGone(listing.status) ? enquiryEntryUrl(enquiry, listing.id) : null;
  const bookUrl = isGone(listing.status) ? null : viewings.book;
  return (
    <div className={styles.actions}>
      <Link
        {...buttonRole}
        className={buttonClass('primary', { wide: true })}
        to={contactUrl}
        state={{ listingId: listing.id }}
      >
        <Trans>Contact Landlord</Trans>
      </Link>
      {enquiry && isGone(listing.status) ? (
        <p className={styles.enquiryNote}>
          {listing.status === 'sold' ? (
            <Trans>This home is sold: it takes no new enquiries.</Trans>
          ) : (
            <Trans>This home is let agreed: it takes no new enquiries.</Trans>
          )}
        </p>
      ) : enquiryUrl ? (
        <>
          <Link className={buttonClass('secondary', { wide: true })} to={enquiryUrl}>
            <Trans>Send an enquiry</Trans>
          </Link>
          {/* What tells the two apart (issue 53): one writes an e-mail, the other a conversation here. */}
          <p className={styles.enquiryNote}>
            <Trans>Contact Landlord writes an e-mail; enquiries are answered in your Inbox.</Trans>
          </p>
        </>
      ) : null}
      {bookUrl ? (
        <Link className={buttonClass('secondary', { wide: true })} to={bookUrl}>
          <Trans>Book a viewing</Trans>
        </Link>
      ) : null}
      {viewer ? <ReportListing listingId={listing.id} /> : null}
      <ContactBar listing={listing} enquiryUrl={enquiryUrl} bookUrl={bookUrl} contactUrl={contactUrl} />
    </div>
  );
}
