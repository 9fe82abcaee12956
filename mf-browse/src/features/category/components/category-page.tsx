import { MissingPage } from 'design-system/missing-page';
import { PageHeader } from 'design-system/page-header';
import { useParams } from 'react-router';
import { BackToExplore } from '../../../components/back-to-explore.tsx';
import { PagedListings } from '../../../components/paged-listings.tsx';

const HEADERS = { rent: 'Places for rent', sale: 'Places for sale' } as const;

function isCategory(value: string | undefined): value is keyof typeof HEADERS {
  return value === 'rent' || value === 'sale';
}

export function CategoryPage() {
  const { categoryName } = useParams();
  if (!isCategory(categoryName)) {
    return (
      <MissingPage title="Page not found" action={<BackToExplore />}>
        <p>There is no category “{categoryName}”.</p>
      </MissingPage>
    );
  }
  return (
    <section>
      <PageHeader title={HEADERS[categoryName]} />
      <PagedListings
        queryKey={['category', categoryName]}
        filter={{ type: categoryName }}
        emptyText={`No listings for ${categoryName}`}
      />
    </section>
  );
}
