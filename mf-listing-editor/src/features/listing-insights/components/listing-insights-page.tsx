import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from 'design-system/empty-state';
import { LoadFailed } from 'design-system/load-failed';
import { PageHeader } from 'design-system/page-header';
import { Spinner } from 'design-system/spinner';
import { useEntryPoint } from 'design-system/use-entry-point';
import { formatWholeNumber, INSIGHT_DAYS, readerLocale, type DayStats, type Stats } from 'listing-domain';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { listingEntryUrl } from 'site-contract';
import { listingInsightsQuery } from '../../../api/insights/listing-insights-query.ts';
import { SERIES } from './insight-series.ts';
import styles from './listing-insights-page.module.css';
import { pageLocale } from '../../../lib/page-locale.ts';

const InsightsChart = lazy(() => import('./insights-chart.tsx'));

/** A day as the page writes it ("20 Nov", "20 nov."): the reader's way in English, as before. */
const dayLabel = (day: string, locale: string | undefined) =>
  new Date(Date.parse(day) + 12 * 3_600_000).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

function Figures({ stats, caption }: { stats: Stats; caption: string }) {
  const { i18n } = useLingui();
  return (
    <div role="group" aria-label={caption}>
      <dl className={styles.figures}>
        {SERIES.map(({ field, label }) => (
          <div key={field} className={styles.figure}>
            <dt>{i18n._(label)}</dt>
            <dd>{formatWholeNumber(stats[field], pageLocale(i18n) ?? readerLocale())}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function DayTable({ days }: { days: readonly DayStats[] }) {
  const { i18n, t } = useLingui();
  const locale = pageLocale(i18n);
  return (
    <details className={styles.perDay}>
      <summary>{t`Numbers per day`}</summary>
      <table>
        <caption className={styles.caption}>{t`The last ${INSIGHT_DAYS} days, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th>
            {SERIES.map(({ field, label }) => (
              <th key={field} scope="col">
                {i18n._(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLabel(day.day, locale)}</th>
              {SERIES.map(({ field }) => (
                <td key={field}>{day[field]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * A landlord's insights on one of their homes (issue 52): views (one per visitor a day), saves,
 * enquiries and viewing requests over the last 30 days, as numbers and as a chart, and in all.
 */
export function ListingInsightsPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const listingId = params.get('listing') ?? '';
  const query = useQuery(listingInsightsQuery(listingId));
  const listingPage = useEntryPoint('listing');
  const insights = query.data;
  return (
    <section className={styles.page}>
      <PageHeader title={t`Insights`} />
      {query.isPending ? (
        <Spinner label={t`Loading the insights`} />
      ) : query.isError ? (
        isRefused(query.error) ? (
          <p>{t`Only the home's owner sees its insights.`}</p>
        ) : (
          <LoadFailed
            message={t`Could not load the insights.`}
            labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )
      ) : !insights ? (
        <EmptyState>{t`Listing not found`}</EmptyState>
      ) : (
        <>
          <p className={styles.home}>
            {listingPage ? (
              <Link to={listingEntryUrl(listingPage, insights.listing.type, insights.listing.id)}>
                {insights.listing.name}
              </Link>
            ) : (
              insights.listing.name
            )}
          </p>
          <h2 className={styles.subheading}>{t`Last ${INSIGHT_DAYS} days`}</h2>
          <Figures stats={insights.recent} caption={t`The last ${INSIGHT_DAYS} days`} />
          <div className={styles.chart}>
            <Suspense fallback={<Spinner label={t`Drawing the chart`} />}>
              <InsightsChart days={insights.days} />
            </Suspense>
          </div>
          <DayTable days={insights.days} />
          <h2 className={styles.subheading}>{t`In all`}</h2>
          <Figures stats={insights.allTime} caption={t`In all`} />
          <p className={styles.note}>
            <Trans>
              A view is one visitor on one day, and so is a save, an enquiry or a viewing request: a person who saves
              the home twice, or asks for several viewings, counts once that day. Your own visits are not counted.
            </Trans>
          </p>
        </>
      )}
    </section>
  );
}

/** Whether the read was refused by the rules (the reader does not own the home). */
function isRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
}
