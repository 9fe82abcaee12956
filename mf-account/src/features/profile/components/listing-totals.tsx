import { useQuery } from '@tanstack/react-query';
import { useEntryPoint } from 'design-system/use-entry-point';
import { Link } from 'react-router';
import { listingParamEntryUrl } from 'site-contract';
import { listingTotalsQuery } from '../../../api/listings/listing-totals.ts';
import styles from './profile-page.module.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { withValues } from 'design-system/slice-i18n';

/**
 * A home's figures in all, on its owner's list (issue 52), and the way to its insights (the
 * editor's entry point); nothing until they are read, nothing when they cannot be.
 */
export function ListingTotals({ listingId, name }: { listingId: string; name: string }) {
  const { t, i18n } = useLingui();
  const totals = useQuery(listingTotalsQuery(listingId));
  const insights = useEntryPoint('insights');
  const figures = totals.data;
  return (
    <p className={styles.itemTotals}>
      {figures ? (
        <span>
          {[
            withValues(i18n, msg({ message: '{views, plural, one {# view} other {# views}}' }), {
              views: figures.views,
            }),
            withValues(i18n, msg({ message: '{saves, plural, one {# save} other {# saves}}' }), {
              saves: figures.saves,
            }),
            withValues(i18n, msg({ message: '{enquiries, plural, one {# enquiry} other {# enquiries}}' }), {
              enquiries: figures.enquiries,
            }),
            withValues(
              i18n,
              msg({ message: '{viewings, plural, one {# viewing request} other {# viewing requests}}' }),
              {
                viewings: figures.viewings,
              },
            ),
          ].join(' · ')}
        </span>
      ) : null}
      {insights ? (
        <Link to={listingParamEntryUrl(insights, listingId)} aria-label={t`Insights of ${name}`}>
          <Trans>Insights</Trans>
        </Link>
      ) : null}
    </p>
  );
}
