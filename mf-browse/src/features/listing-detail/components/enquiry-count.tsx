import { msg } from '@lingui/core/macro';
import { withValues } from 'design-system/slice-i18n';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { enquiryCountQuery } from '../../../api/enquiries/enquiry-count-query.ts';
import styles from './listing-page.module.css';

const ENQUIRIES = msg({
  message:
    '{count, plural, one {# enquiry about this home (they are in your inbox).} other {# enquiries about this home (they are in your inbox).}}',
});

/** For the listing's owner: how many people enquired about it (the conversations are in their inbox). */
export function EnquiryCount({ listingId }: { listingId: string }) {
  const { t, i18n } = useLingui();
  const query = useQuery(enquiryCountQuery(listingId));
  if (query.data === undefined) return null;
  const n = query.data;
  return (
    <p className={styles.enquiryNote}>
      {n === 0
        ? t`No enquiries yet about this home (they are in your inbox).`
        : withValues(i18n, ENQUIRIES, { count: n })}
    </p>
  );
}
