import { useQuery } from '@tanstack/react-query';
import { useEntryPoint } from 'design-system/use-entry-point';
import { Link } from 'react-router';
import { formatWholeNumber, readerLocale } from 'listing-domain';
import { listingParamEntryUrl } from 'site-contract';
import { listingTotalsQuery } from '../../../api/listings/listing-totals.ts';
import styles from './profile-page.module.css';

const count = (n: number, one: string, many: string) =>
  `${formatWholeNumber(n, readerLocale())} ${n === 1 ? one : many}`;

/**
 * A home's figures in all, on its owner's list (issue 52), and the way to its insights (the
 * editor's entry point); nothing until they are read, nothing when they cannot be.
 */
export function ListingTotals({ listingId, name }: { listingId: string; name: string }) {
  const totals = useQuery(listingTotalsQuery(listingId));
  const insights = useEntryPoint('insights');
  const figures = totals.data;
  return (
    <p className={styles.itemTotals}>
      {figures ? (
        <span>
          {[
            count(figures.views, 'view', 'views'),
            count(figures.saves, 'save', 'saves'),
            count(figures.enquiries, 'enquiry', 'enquiries'),
            count(figures.viewings, 'viewing request', 'viewing requests'),
          ].join(' · ')}
        </span>
      ) : null}
      {insights ? (
        <Link to={listingParamEntryUrl(insights, listingId)} aria-label={`Insights of ${name}`}>
          Insights
        </Link>
      ) : null}
    </p>
  );
}
