import { useLingui } from '@lingui/react/macro';
import { PageHeader } from 'design-system/page-header';
import { PagedListings } from '../../../components/paged-listings.tsx';

export function OffersPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader title={t`Offers`} />
      <PagedListings queryKey={['offers']} filter={{ offer: true }} emptyText={t`There are no current offers`} />
    </section>
  );
}
