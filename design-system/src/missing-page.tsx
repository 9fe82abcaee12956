import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';

/** A page whose subject is not there (no such page, category or listing): what, why, and the way on. */
export function MissingPage({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section>
      <PageHeader title={title} />
      <EmptyState action={action}>{children}</EmptyState>
    </section>
  );
}
