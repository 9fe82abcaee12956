import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MissingPage } from 'design-system/missing-page';
import { PageHeader } from 'design-system/page-header';
import { useParams } from 'react-router';
import { BackToExplore } from '../../../components/back-to-explore.tsx';
import { PagedListings } from '../../../components/paged-listings.tsx';

const HEADERS = { rent: msg`Places for rent`, sale: msg`Places for sale` } as const;

function isCategory(value: string | undefined): value is keyof typeof HEADERS {
  return value === 'rent' || value === 'sale';
}

export function CategoryPage() {
  const { t } = useLingui();
  const { categoryName } = useParams();
  if (!isCategory(categoryName)) {
    return (
      <MissingPage title={t`Page not found`} action={<BackToExplore />}>
        <p>
          <Trans>There is no category “{categoryName}”.</Trans>
        </p>
      </MissingPage>
    );
  }
  return (
    <section>
      <PageHeader title={t(HEADERS[categoryName])} />
      <PagedListings
        queryKey={['category', categoryName]}
        filter={{ type: categoryName }}
        emptyText={categoryName === 'rent' ? t`No listings for rent` : t`No listings for sale`}
      />
    </section>
  );
}
