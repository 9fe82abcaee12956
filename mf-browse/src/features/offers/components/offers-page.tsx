import { PageHeader } from 'design-system/page-header';
import { PagedListings } from '../../../components/paged-listings.tsx';

export function OffersPage() {
  return (
    <section>
      <PageHeader title="Offers" />
      <PagedListings queryKey={['offers']} filter={{ offer: true }} emptyText="There are no current offers" />
    </section>
  );
}
