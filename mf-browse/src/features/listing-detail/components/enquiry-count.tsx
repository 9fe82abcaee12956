import { useQuery } from '@tanstack/react-query';
import { enquiryCountQuery } from '../../../api/enquiries/enquiry-count-query.ts';
import styles from './listing-page.module.css';

/** For the listing's owner: how many people enquired about it (the conversations are in their inbox). */
export function EnquiryCount({ listingId }: { listingId: string }) {
  const query = useQuery(enquiryCountQuery(listingId));
  if (query.data === undefined) return null;
  const n = query.data;
  return (
    <p className={styles.enquiryNote}>
      {n === 0 ? 'No enquiries yet' : `${n} ${n === 1 ? 'enquiry' : 'enquiries'}`} about this home (they are in your
      inbox).
    </p>
  );
}
