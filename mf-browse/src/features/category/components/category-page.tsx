import { buttonClass } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { PageHeader } from 'design-system/page-header';
import { Link, useParams } from 'react-router';
import { PagedListings } from '../../../components/paged-listings.tsx';

const HEADERS = { rent: 'Places for rent', sale: 'Places for sale' } as const;

function isCategory(value: string | undefined): value is keyof typeof HEADERS {
  return value === 'rent' || value === 'sale';
}

export function CategoryPage() {
  const { categoryName } = useParams();
  if (!isCategory(categoryName)) {
    return (
      <section>
        <PageHeader title="Page not found" />
        <EmptyState
          action={
            <Link to="/" className={buttonClass('secondary')}>
              Back to Explore
            </Link>
          }
        >
          <p>There is no category “{categoryName}”.</p>
        </EmptyState>
      </section>
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
