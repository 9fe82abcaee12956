import { buttonClass } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { PageHeader } from 'design-system/page-header';
import { Link } from 'react-router';

export function NotFoundPage() {
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
        <p>The page you are looking for does not exist.</p>
      </EmptyState>
    </section>
  );
}
